// @vitest-environment node
/** The outbox replays evaluation items through POST /api/evaluations with their key, beside registrations. */
import { describe, expect, it, vi } from 'vitest';
import { evaluationItem, registrationItem, type AnyOutboxOutcome, type OutboxItem } from '../../../src/domain/outbox';
import type { OutboxStore } from '../../../src/state/outbox';
import { replayWith, sendWithApi } from '../../../src/state/outboxReplay';

function memoryStore(items: OutboxItem[]) {
  const pending = new Map(items.map((item) => [item.id, item]));
  const outcomes = new Map<string, AnyOutboxOutcome>();
  const store: OutboxStore = {
    pending: async () => [...pending.values()].sort((a, b) => a.createdAt - b.createdAt),
    settle: async (outcome) => {
      if (!pending.delete(outcome.id)) return false;
      outcomes.set(outcome.id, outcome);
      return true;
    },
    purgeOutcomes: async () => {},
  };
  return { store, pending, outcomes };
}

const json = (status: number, data: unknown) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

describe('evaluation items in the outbox', () => {
  it('are sent to /api/evaluations with their Idempotency-Key and recorded as stored', async () => {
    const calls: { url: string; key: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, key: new Headers(init.headers).get('Idempotency-Key') });
        if (url.endsWith('/evaluations'))
          return json(200, { ok: true, updated: false, answers: [{ questionId: 'q', answerInt: 4 }] });
        return json(200, {
          registrationID: 'demoRegistrationOnline01',
          cannotRegisterForEvents: [],
          on_site_viewer: 0,
        });
      }),
    );
    const body = {
      evaluation_id: 'eval-x',
      registration_id: 'demoRegistrationOnline01',
      answers: [{ questionId: 'q', answerInt: 4 }],
    };
    const evaluation = evaluationItem('evaluation-key-000000000001', body, 'hybrid-summit', 1);
    const registration = registrationItem(
      'registration-key-0000000001',
      { event_id: 'webinar', email: 'a@x.nl', time_zone: 'UTC', on_site_viewer: 0 },
      2,
    );
    const { store, pending, outcomes } = memoryStore([registration, evaluation]);
    const report = await replayWith(store, sendWithApi, () => 10);
    expect(report.remaining).toBe(0);
    expect(calls).toEqual([
      { url: '/api/evaluations', key: 'evaluation-key-000000000001' },
      { url: '/api/registrations', key: 'registration-key-0000000001' },
    ]);
    expect(pending.size).toBe(0);
    expect(outcomes.get('evaluation-key-000000000001')).toMatchObject({
      ok: true,
      kind: 'evaluation',
      eventId: 'hybrid-summit',
      result: { ok: true },
    });
    expect(outcomes.get('registration-key-0000000001')).toMatchObject({
      ok: true,
      kind: 'registration',
      requestedOnSite: 0,
    });
  });

  it('keeps an item while offline and records a refusal for good', async () => {
    const body = { evaluation_id: 'eval-x', registration_id: 'demoRegistrationOnline01', answers: [] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const offline = memoryStore([evaluationItem('evaluation-key-000000000002', body, 'e', 1)]);
    expect((await replayWith(offline.store, sendWithApi, () => 10)).remaining).toBe(1);
    expect(offline.pending.size).toBe(1);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { error: 'Some answers are missing or invalid.', fields: ['q'] })),
    );
    const refused = memoryStore([evaluationItem('evaluation-key-000000000003', body, 'e', 1)]);
    await replayWith(refused.store, sendWithApi, () => 10);
    expect(refused.outcomes.get('evaluation-key-000000000003')).toMatchObject({
      ok: false,
      status: 400,
      fields: ['q'],
      kind: 'evaluation',
    });
  });
});
