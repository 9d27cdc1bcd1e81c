// @vitest-environment node
/**
 * Issue 50 on two server processes sharing one PostgreSQL (as main.ts wires them): taps taken by
 * either process reach the streams of both (the change feed's NOTIFY carries each process's taps,
 * summed per interval; no broker of our own), every tap once; and words sent to either process
 * reach the cloud on both, each word once under its key, never a fourth of one visitor's, even
 * when the two processes take them at the same moment. Runs only with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/config.ts';
import { signedVoterId } from '../../server/live/voterIds.ts';
import { NOW, SETUP_TIMEOUT } from './helpers.ts';
import { sseReader } from './liveSse.ts';
import { appProcess, type SeededDatabase, seededDatabase, TEST_DATABASE_URL } from './postgresProcess.ts';

const TOKEN = 'pg-audience-token';
const LIVE_SECRET = 'pg-audience-secret';
const CAMPUS = 'campus-noord-open-dag';
const startProcess = (url: string) => appProcess(url, { live: { controlToken: TOKEN, pageTokenSecret: LIVE_SECRET } });
type Process = Awaited<ReturnType<typeof startProcess>>;
const voterId = (n: number) =>
  signedVoterId(testConfig({ live: { pageTokenSecret: LIVE_SECRET } }), `pg-audience-${String(n).padStart(9, '0')}`);

async function post(p: Process, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await p.app.request(`http://localhost/live-director${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: JSON read loosely; the assertions check its shape
  return { status: res.status, json: (await res.json()) as any };
}
const open = async (p: Process) =>
  sseReader((await p.app.request(`http://localhost/live-director/stream/${CAMPUS}`)).body!);

/** Adds up the reaction bursts on a stream until `total` taps were heard (or the time is up). */
async function tapsHeard(reader: ReturnType<typeof sseReader>, total: number) {
  let heard = 0;
  const deadline = Date.now() + 10_000;
  while (heard < total && Date.now() < deadline) {
    const e = await reader.next(Math.max(1, deadline - Date.now()));
    if (e.event === 'reactions')
      heard += Object.values(JSON.parse(e.data!).reactions as Record<string, number>).reduce((a, b) => a + b, 0);
  }
  return heard;
}

/**
 * Waits for a stream's state with the reaction bar on: each process learns the controller's change
 * from the change feed, and a page shows the bar (and taps) only once its own process pushed it.
 */
async function reactionsOn(reader: ReturnType<typeof sseReader>) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const e = await reader.next(Math.max(1, deadline - Date.now()));
    if (e.event === 'state' && JSON.parse(e.data!).reactions === true) return true;
  }
  return false;
}

/** The cloud's total as a stream last pushed it, once it is `total`. */
async function cloudTotal(reader: ReturnType<typeof sseReader>, total: number) {
  let last = -1;
  const deadline = Date.now() + 10_000;
  while (last !== total && Date.now() < deadline) {
    const e = await reader.next(Math.max(1, deadline - Date.now()));
    if (e.event === 'cloud') last = JSON.parse(e.data!).cloud?.total ?? -1;
  }
  return last;
}

describe.skipIf(!TEST_DATABASE_URL)('reactions and the word cloud on two processes sharing PostgreSQL', () => {
  let a: Process;
  let b: Process;
  let database: SeededDatabase;

  beforeAll(async () => {
    database = await seededDatabase('eventhall_audience', NOW);
    a = await startProcess(database.url);
    b = await startProcess(database.url);
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it('every tap taken by either process floats on the streams of both, once', async () => {
    const [onA, onB] = [await open(a), await open(b)];
    expect(
      (await post(a, '/control/open-hybrid', { reactions: true }, { authorization: `Bearer ${TOKEN}` })).status,
    ).toBe(200);
    expect(await reactionsOn(onA)).toBe(true);
    expect(await reactionsOn(onB)).toBe(true);
    const taps = Array.from({ length: 200 }, (_, i) =>
      post(
        i % 2 ? a : b,
        `/reactions/${CAMPUS}`,
        { voterId: voterId(i), reaction: 'clap' },
        {
          'Idempotency-Key': `pg-tap-${String(i).padStart(8, '0')}-abcdef`,
        },
      ),
    );
    expect((await Promise.all(taps)).every((t) => t.status === 200)).toBe(true);
    expect(await tapsHeard(onA, 200)).toBe(200);
    expect(await tapsHeard(onB, 200)).toBe(200);
    await Promise.all([onA.close(), onB.close()]);
  });

  it('words sent to either process are in the cloud on both, each once, three per visitor at most', async () => {
    const opened = await post(
      a,
      '/control/open-hybrid',
      { wordCloud: { question: 'Two processes?' } },
      {
        authorization: `Bearer ${TOKEN}`,
      },
    );
    const cloudId = opened.json.items.cloud.id as string;
    const [onA, onB] = [await open(a), await open(b)];
    // As a page's outbox does (domain/outboxKeys.ts), a 503 is sent again under the same key: five
    // words of one visitor that reach PostgreSQL at the same instant take one slot per run, and the
    // statement runs three times before the request is answered as retryable (commandRoute.ts).
    const send = async (p: Process, voter: number, word: string, key: string) => {
      for (let sent = 1; ; sent++) {
        const answer = await post(
          p,
          `/clouds/${CAMPUS}/${cloudId}/words`,
          { voterId: voterId(voter), word },
          { 'Idempotency-Key': key },
        );
        if (answer.status !== 503 || sent === 5) return answer;
      }
    };
    // 40 visitors one word each; each sent to both processes at once under the same key.
    const both = Array.from({ length: 40 }, (_, i) => {
      const key = `pg-word-${String(i).padStart(8, '0')}-abcdef`;
      return Promise.all([send(a, 1000 + i, `word${i % 7}`, key), send(b, 1000 + i, `word${i % 7}`, key)]);
    });
    for (const [first, second] of await Promise.all(both)) {
      expect(first.status).toBe(200);
      expect(second.json).toEqual(first.json);
    }
    // One visitor, five words at once across both processes: three kept, two refused.
    const five = await Promise.all(
      ['p', 'q', 'r', 's', 't'].map((w, i) => send(i % 2 ? a : b, 5000, w, `pg-five-${w}-0000000000`)),
    );
    expect(five.filter((r) => r.status === 200)).toHaveLength(3);
    expect(five.filter((r) => r.json.code === 'word-limit')).toHaveLength(2);
    expect(await cloudTotal(onA, 43)).toBe(43);
    expect(await cloudTotal(onB, 43)).toBe(43);
    await Promise.all([onA.close(), onB.close()]);
  });
});
