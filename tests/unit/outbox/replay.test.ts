// @vitest-environment node
/**
 * The replay's branching: an in-memory store, the real api client and http layer, and a fetch
 * stub that answers like the server would (the real exchange is proven in tests/e2e/outbox.spec.ts).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegistrationRequest } from '../../../src/contract';
import { replayWith, sendWithApi } from '../../../src/state/outboxReplay';
import { outboxItem } from './items';
import { memoryStore } from './memoryStore';

/** What the stub server does with a request, by the e-mail in its body. */
type Behaviour = 'network' | 'ok' | 'full' | 'fault' | 'busy';

function stubServer(behaviour: Record<string, Behaviour>) {
  const seen: { email: string; key: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as RegistrationRequest;
      const key = new Headers(init.headers).get('Idempotency-Key');
      seen.push({ email: body.email, key });
      const json = (status: number, data: unknown) =>
        new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });
      switch (behaviour[body.email]) {
        case 'network':
          throw new TypeError('Failed to fetch');
        case 'ok':
          return json(200, {
            registrationID: `id-of-${body.email}`.padEnd(24, 'x').slice(0, 24),
            cannotRegisterForEvents: [],
            on_site_viewer: 0,
          });
        case 'full':
          return json(409, {
            error: 'Could not register. The event is full.',
            cannotRegisterForEvents: [body.event_id],
            kind: 'full',
          });
        case 'busy':
          return json(429, { error: 'Too many attempts.' });
        default:
          return json(500, { error: 'Internal error' });
      }
    }),
  );
  return seen;
}

let createdAt = 0;
const item = (email: string) =>
  outboxItem(
    `key-for-${email}`.replace(/[^A-Za-z0-9_-]/g, '_'),
    {
      kind: 'registration',
      body: { event_id: 'webinar', email, time_zone: 'UTC', on_site_viewer: 0, SELECTED_EVENTS: ['webinar'] },
    },
    'webinar',
    ++createdAt,
  );
const now = () => 5000;

beforeEach(() => {
  createdAt = 0;
});

describe('replaying the outbox', () => {
  it('sends each item with its key; an accepted one is removed and its answer recorded', async () => {
    const seen = stubServer({ 'a@x.nl': 'ok' });
    const { store, pending, outcomes } = memoryStore([item('a@x.nl')]);
    const report = await replayWith(store, sendWithApi, now);
    expect(seen).toEqual([{ email: 'a@x.nl', key: 'key-for-a_x_nl' }]);
    expect(pending.size).toBe(0);
    expect(report).toEqual({ settled: [outcomes.get('key-for-a_x_nl')], remaining: 0 });
    expect(report.settled[0]).toMatchObject({
      ok: true,
      kind: 'registration',
      eventId: 'webinar',
      settledAt: 5000,
      answer: { on_site_viewer: 0 },
    });
    expect(store.purgeOutcomes).toHaveBeenCalledWith(5000);
  });

  it('removes a refused one (409) and records why, with the kind its answer names, for the page', async () => {
    stubServer({ 'full@x.nl': 'full' });
    const { store, pending } = memoryStore([item('full@x.nl')]);
    const { settled } = await replayWith(store, sendWithApi, now);
    expect(pending.size).toBe(0);
    expect(settled).toEqual([
      expect.objectContaining({
        ok: false,
        refusal: expect.objectContaining({
          kind: 'full',
          status: 409,
          message: 'Could not register. The event is full.',
          body: expect.objectContaining({ cannotRegisterForEvents: ['webinar'] }),
        }),
      }),
    ]);
  });

  it('keeps an item the server failed on (500) or rate-limited (429), and goes on with the next', async () => {
    const seen = stubServer({ 'fault@x.nl': 'fault', 'busy@x.nl': 'busy', 'ok@x.nl': 'ok' });
    const { store, pending } = memoryStore([item('fault@x.nl'), item('busy@x.nl'), item('ok@x.nl')]);
    const report = await replayWith(store, sendWithApi, now);
    expect(seen.map((s) => s.email)).toEqual(['fault@x.nl', 'busy@x.nl', 'ok@x.nl']);
    expect([...pending.keys()]).toEqual(['key-for-fault_x_nl', 'key-for-busy_x_nl']);
    expect(report.remaining).toBe(2);
    expect(report.settled.map((o) => o.id)).toEqual(['key-for-ok_x_nl']);
  });

  it('keeps everything on a network error and stops trying until the next trigger', async () => {
    const seen = stubServer({ 'first@x.nl': 'network', 'second@x.nl': 'ok' });
    const { store, pending } = memoryStore([item('first@x.nl'), item('second@x.nl')]);
    const report = await replayWith(store, sendWithApi, now);
    expect(seen.map((s) => s.email)).toEqual(['first@x.nl']);
    expect(pending.size).toBe(2);
    expect(report).toEqual({ settled: [], remaining: 2 });
  });

  it('does not report an item another sender (the service worker) settled first', async () => {
    stubServer({ 'both@x.nl': 'ok' });
    const { store, pending } = memoryStore([item('both@x.nl')]);
    const settle = store.settle;
    store.settle = async (outcome) => {
      pending.delete(outcome.id);
      return settle(outcome);
    };
    expect(await replayWith(store, sendWithApi, now)).toEqual({ settled: [], remaining: 0 });
  });
});
