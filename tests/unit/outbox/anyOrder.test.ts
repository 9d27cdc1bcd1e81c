// @vitest-environment node
/**
 * A run of items whose kind goes in any order (a door's check-ins, issue 49) is sent a few at a
 * time, each once under its own key; an item of another kind still waits for everything before it,
 * and everything after it waits for it. No network in the middle of a run: what was not answered
 * stays, and nothing after the run is tried.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANY_ORDER_AT_ONCE, replayWith, sendWithApi } from '../../../src/state/outboxReplay';
import { outboxItem } from './items';
import { memoryStore } from './memoryStore';

const DOOR = 'D'.repeat(32);
let createdAt = 0;
const scan = (n: number) =>
  outboxItem(
    `check-in-key-${String(n).padStart(4, '0')}`,
    { kind: 'checkIn', params: { projectID: 'proj-door' }, body: { door: DOOR, check: 'c'.repeat(22), scannedAt: n } },
    'door',
    ++createdAt,
  );
const registration = () =>
  outboxItem(
    'registration-key-0001',
    {
      kind: 'registration',
      body: { event_id: 'door', email: 'a@x.nl', time_zone: 'UTC', on_site_viewer: 1, SELECTED_EVENTS: ['door'] },
    },
    'door',
    ++createdAt,
  );

const json = (status: number, data: unknown) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

/** A server that answers after a moment, counting the requests in flight; `offlineAt` (a scan's time) fails. */
function slowServer(offlineAt?: number) {
  const log: string[] = [];
  let inFlight = 0;
  let most = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const key = new Headers(init.headers).get('Idempotency-Key') ?? '';
      const body = JSON.parse(String(init.body)) as { scannedAt?: number };
      if (body.scannedAt !== undefined && body.scannedAt === offlineAt) throw new TypeError('Failed to fetch');
      inFlight += 1;
      most = Math.max(most, inFlight);
      log.push(`start ${key}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`end ${key}`);
      inFlight -= 1;
      if (url.includes('/registrations'))
        return json(200, { registrationID: 'x'.repeat(24), cannotRegisterForEvents: [], on_site_viewer: 1 });
      return json(200, { result: 'checked-in', at: body.scannedAt, door: 'Door 1', name: 'A B', replaced: null });
    }),
  );
  return { log, most: () => most };
}

afterEach(() => vi.unstubAllGlobals());

describe('replaying items that go in any order', () => {
  it('sends a run of check-ins a few at a time, each once, and keeps the order around other kinds', async () => {
    const server = slowServer();
    const before = Array.from({ length: 9 }, (_, i) => scan(i));
    const between = registration();
    const after = Array.from({ length: 3 }, (_, i) => scan(100 + i));
    const { store, pending, outcomes } = memoryStore([...after, between, ...before]);
    const report = await replayWith(store, sendWithApi, () => 1);
    expect(report.remaining).toBe(0);
    expect(pending.size).toBe(0);
    expect(outcomes.size).toBe(13);
    expect(server.most()).toBe(ANY_ORDER_AT_ONCE);
    const starts = server.log.filter((line) => line.startsWith('start'));
    expect(new Set(starts).size).toBe(13);
    // The registration starts after every earlier check-in ended, and the later ones after it ended.
    const at = (line: string) => server.log.indexOf(line);
    const registrationStart = at('start registration-key-0001');
    for (const item of before) expect(at(`end ${item.id}`)).toBeLessThan(registrationStart);
    for (const item of after) expect(at(`start ${item.id}`)).toBeGreaterThan(at('end registration-key-0001'));
  });

  it("writes a run's outcomes together, never one write per item", async () => {
    slowServer();
    const run = Array.from({ length: 12 }, (_, i) => scan(200 + i));
    const { store, pending, outcomes } = memoryStore(run);
    const writes: number[] = [];
    // A write takes a while, as IndexedDB's do: the outcomes answered meanwhile wait for the next one.
    store.settleAll = async (settled) => {
      writes.push(settled.length);
      await new Promise((resolve) => setTimeout(resolve, 12));
      return Promise.all(settled.map((outcome) => store.settle(outcome)));
    };
    const report = await replayWith(store, sendWithApi, () => 1);
    expect(report).toMatchObject({ remaining: 0 });
    expect(report.settled).toHaveLength(12);
    expect(pending.size).toBe(0);
    expect(outcomes.size).toBe(12);
    expect(writes.reduce((a, b) => a + b, 0)).toBe(12);
    expect(writes.length).toBeLessThan(12);
  });

  it('stops at a network error inside a run: the unanswered stay, nothing after the run is tried', async () => {
    const server = slowServer(5);
    const run = Array.from({ length: 10 }, (_, i) => scan(i));
    const { store, pending } = memoryStore([...run, registration()]);
    const report = await replayWith(store, sendWithApi, () => 1);
    expect(server.log).not.toContain('start registration-key-0001');
    // Those started before the failure were answered; the failed one and the rest wait.
    expect(report.settled.length + report.remaining).toBe(11);
    expect(pending.size).toBe(report.remaining);
    expect(pending.has(run[5]!.id)).toBe(true);
    expect(pending.has(run[9]!.id)).toBe(true);
  });
});
