// @vitest-environment node
/** The outbox replays evaluation items through POST /api/evaluations with their key, beside registrations. */
import { describe, expect, it, vi } from 'vitest';
import { replayWith, sendWithApi } from '../../../src/state/outboxReplay';
import { outboxItem } from '../outbox/items';
import { memoryStore } from '../outbox/memoryStore';

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
    const evaluation = outboxItem('evaluation-key-000000000001', { kind: 'evaluation', body }, 'hybrid-summit', 1);
    const registration = outboxItem(
      'registration-key-0000000001',
      { kind: 'registration', body: { event_id: 'webinar', email: 'a@x.nl', time_zone: 'UTC', on_site_viewer: 0 } },
      'webinar',
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
      answer: { ok: true },
    });
    expect(outcomes.get('registration-key-0000000001')).toMatchObject({
      ok: true,
      kind: 'registration',
      answer: { on_site_viewer: 0 },
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
    const offline = memoryStore([outboxItem('evaluation-key-000000000002', { kind: 'evaluation', body }, 'e', 1)]);
    expect((await replayWith(offline.store, sendWithApi, () => 10)).remaining).toBe(1);
    expect(offline.pending.size).toBe(1);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { error: 'Some answers are missing or invalid.', fields: ['q'], kind: 'invalid' })),
    );
    const refused = memoryStore([outboxItem('evaluation-key-000000000003', { kind: 'evaluation', body }, 'e', 1)]);
    await replayWith(refused.store, sendWithApi, () => 10);
    expect(refused.outcomes.get('evaluation-key-000000000003')).toMatchObject({
      ok: false,
      refusal: { kind: 'invalid', status: 400, fields: ['q'] },
      kind: 'evaluation',
    });
  });
});
