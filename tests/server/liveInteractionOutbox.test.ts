// @vitest-environment node
/**
 * A question and a vote made without a network go through the app's one outbox (state/outboxReplay)
 * to the real server: kept while offline, sent once back online, stored exactly once even when the
 * page and the service worker replay the same items at the same moment. "The network" is fetch
 * routed into the real app, or failing like a dropped Wi-Fi.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OutboxItem, OutboxOutcome } from '../../src/domain/outbox';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

const TOKEN = 'test-control-token-789';
const auth = { authorization: `Bearer ${TOKEN}` };
const SUMMIT = 'hybrid-health-summit-2026';
let t: TestApp;
let online = false;

// The page's own outbox code (src/state/outboxReplay.ts). It is browser code (IndexedDB, vite's
// import.meta.env), outside the server's typecheck, so it is loaded by a path tsc does not follow.
interface OutboxStore {
  pending(): Promise<OutboxItem[]>;
  settle(outcome: OutboxOutcome): Promise<boolean>;
  purgeOutcomes(now: number): Promise<void>;
}
type SendItem = (item: OutboxItem) => Promise<unknown>;
interface ReplayModule {
  replayWith(
    store: OutboxStore,
    send: SendItem,
    now: () => number,
  ): Promise<{ settled: OutboxOutcome[]; remaining: number }>;
  sendWithApi: SendItem;
}
const REPLAY = '../../src/state/outboxReplay.ts';
let replayWith: ReplayModule['replayWith'];
let sendWithApi: SendItem;

beforeAll(async () => {
  t = await makeTestApp({ live: { controlToken: TOKEN, heartbeatMs: 60_000 } });
  ({ replayWith, sendWithApi } = (await import(REPLAY as string)) as ReplayModule);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (!online) throw new TypeError('Failed to fetch');
    return t.app.request(`http://localhost${url}`, init);
  });
}, SETUP_TIMEOUT);
afterAll(() => {
  vi.unstubAllGlobals();
  return t?.close();
});

function memoryStore(items: OutboxItem[]): OutboxStore & { outcomes: OutboxOutcome[] } {
  const pending = new Map(items.map((i) => [i.id, i]));
  const outcomes: OutboxOutcome[] = [];
  return {
    outcomes,
    pending: async () => [...pending.values()],
    settle: async (outcome) => {
      if (!pending.delete(outcome.id)) return false;
      outcomes.push(outcome);
      return true;
    },
    purgeOutcomes: async () => {},
  };
}

describe('offline question and vote', () => {
  it('wait while offline, are sent once online, and are stored exactly once', async () => {
    const control = await t.app.request('http://localhost/live-director/control/hybrid-summit', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ activePoll: 'poll-remote-care' }),
    });
    expect(control.status).toBe(200);
    const message = 'Asked in hall 7 while the Wi-Fi was down';
    const question: OutboxItem<'question'> = {
      id: 'offline-question-key-0001',
      eventId: 'hybrid-summit',
      createdAt: 1,
      call: {
        kind: 'question',
        body: {
          broadcastSlug: SUMMIT,
          eventId: 'hybrid-summit',
          registrationId: 'demoRegistrationHybrid01',
          question: { name: 'Ada', email: 'ada@example.com', type: 'content', message },
        },
      },
    };
    const vote: OutboxItem<'vote'> = {
      id: 'offline-vote-key-00000001',
      eventId: 'hybrid-summit',
      createdAt: 2,
      call: {
        kind: 'vote',
        params: { broadcast: SUMMIT, pollId: 'poll-remote-care' },
        body: { voterId: 'demoRegistrationHybrid01', optionId: 'o2' },
      },
    };

    online = false;
    const page = memoryStore([question, vote]);
    expect(await replayWith(page, sendWithApi, Date.now)).toMatchObject({ settled: [], remaining: 2 });

    // Back online: the page and the service worker replay the same two items at once.
    online = true;
    const worker = memoryStore([question, vote]);
    const [a, b] = await Promise.all([
      replayWith(page, sendWithApi, Date.now),
      replayWith(worker, sendWithApi, Date.now),
    ]);
    expect(a.remaining + b.remaining).toBe(0);
    expect(page.outcomes.map((o) => [o.kind, o.ok])).toEqual([
      ['question', true],
      ['vote', true],
    ]);

    const organiser = await t.get('/live-director/control/hybrid-summit', auth);
    expect(organiser.json.questions.filter((q: { message: string }) => q.message === message)).toHaveLength(1);
    expect(organiser.json.results['poll-remote-care']).toEqual({ o1: 0, o2: 1, o3: 0, o4: 0 });
  });

  it('a vote kept until after the poll closed is refused for good (409), not retried', async () => {
    await t.app.request('http://localhost/live-director/control/hybrid-summit', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ activePoll: null }),
    });
    online = true;
    const store = memoryStore([
      {
        id: 'late-vote-key-0000000001',
        eventId: 'hybrid-summit',
        createdAt: 3,
        call: {
          kind: 'vote',
          params: { broadcast: SUMMIT, pollId: 'poll-remote-care' },
          body: { voterId: 'demoRegistrationOnline01', optionId: 'o1' },
        },
      },
    ]);
    const report = await replayWith(store, sendWithApi, Date.now);
    expect(report.remaining).toBe(0);
    expect(store.outcomes).toMatchObject([{ kind: 'vote', ok: false, refusal: { kind: 'closed', status: 409 } }]);
  });
});
