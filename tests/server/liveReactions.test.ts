// @vitest-environment node
/**
 * Issue 50, reactions: the director turns the bar on and off (control API); a tap is a command of
 * the table, at most a few a second per visitor (429), once under its Idempotency-Key; and 1,000
 * taps reach an open page as a few `event: reactions` bursts that add up to every tap (read off
 * the raw stream). The open-hybrid broadcast: voter ids the server issued count there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REACTIONS_PER_SECOND } from '../../src/contract/reactions.ts';
import { testConfig } from '../../server/config.ts';
import { commandPatch } from '../../server/live/cli.ts';
import { signedVoterId } from '../../server/live/voterIds.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';
import { sseReader } from './liveSse.ts';

const TOKEN = 'test-control-token-reactions';
const LIVE_SECRET = 'test-live-secret-reactions';
const CAMPUS = 'campus-noord-open-dag';
let t: TestApp;

// The real limits (scale 1): the clock stands still in tests, so each voter has REACTIONS_PER_SECOND taps in all.
beforeAll(async () => {
  t = await makeTestApp({
    rateLimitScale: 1,
    live: { controlToken: TOKEN, heartbeatMs: 60_000, pageTokenSecret: LIVE_SECRET },
  });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const voterId = (n: number) =>
  signedVoterId(testConfig({ live: { pageTokenSecret: LIVE_SECRET } }), `reacting-voter-${String(n).padStart(6, '0')}`);
let keys = 0;
const newKey = () => `tap-${String(++keys).padStart(8, '0')}-abcdefgh`;

async function tap(voter: string, reaction = 'clap', key = newKey()) {
  const res = await t.app.request(`http://localhost/live-director/reactions/${CAMPUS}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify({ voterId: voter, reaction }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: JSON read loosely; the assertions check its shape
  return { status: res.status, json: (await res.json()) as any, headers: res.headers };
}
const control = async (body: unknown) =>
  (
    await t.app.request('http://localhost/live-director/control/open-hybrid', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify(body),
    })
  ).json() as Promise<{ reactions?: boolean }>;
const openStream = async () =>
  sseReader((await t.app.request(`http://localhost/live-director/stream/${CAMPUS}`)).body!);

describe('reactions', () => {
  it('are refused while the director has them off, and pushed in the state once on', async () => {
    const sse = await openStream();
    try {
      expect((await sse.nextState()).state.reactions).toBe(false);
      const off = await tap(voterId(1));
      expect(off).toMatchObject({ status: 409, json: { code: 'closed', kind: 'closed' } });
      expect((await control({ reactions: true })).reactions).toBe(true);
      expect((await sse.nextState()).state.reactions).toBe(true);
    } finally {
      await sse.close();
    }
  });

  it('1,000 taps reach an open page as a few bursts that add up to every tap', async () => {
    const sse = await openStream();
    try {
      await sse.nextState();
      const started = Date.now();
      const voters = 1000 / REACTIONS_PER_SECOND;
      const taps = Array.from({ length: 1000 }, (_, i) => tap(voterId(1000 + (i % voters)), i % 3 ? 'clap' : 'heart'));
      const answers = await Promise.all(taps);
      expect(answers.every((a) => a.status === 200)).toBe(true);
      const bursts: Record<string, number>[] = [];
      let counted = 0;
      while (counted < 1000) {
        const e = await sse.next(3000);
        if (e.event !== 'reactions') continue;
        const burst = JSON.parse(e.data!).reactions as Record<string, number>;
        bursts.push(burst);
        counted += Object.values(burst).reduce((a, b) => a + b, 0);
      }
      const seconds = (Date.now() - started) / 1000;
      expect(counted).toBe(1000);
      expect(bursts.reduce((n, b) => n + (b.heart ?? 0), 0)).toBe(334);
      // At most four bursts a second (one at the start, then one per 250 ms at least apart).
      expect(bursts.length).toBeLessThanOrEqual(Math.ceil(seconds * 4) + 1);
      expect(bursts.length).toBeLessThan(20);
    } finally {
      await sse.close();
    }
  });

  it('takes a few taps a second per visitor: more is a 429 that says when to come back', async () => {
    const voter = voterId(7);
    for (let i = 0; i < REACTIONS_PER_SECOND; i++) expect((await tap(voter)).status).toBe(200);
    const refused = await tap(voter);
    expect(refused).toMatchObject({ status: 429, json: { kind: 'rate-limited' } });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
  });

  it('counts a tap once under its key: a repeat is answered as the first and adds nothing', async () => {
    const sse = await openStream();
    try {
      await sse.nextState();
      const key = newKey();
      expect((await tap(voterId(8), 'idea', key)).status).toBe(200);
      const again = await tap(voterId(8), 'idea', key);
      expect(again.status).toBe(200);
      expect(again.headers.get('Idempotent-Replayed')).toBe('true');
      // Another tap after it: the burst that carries it holds the first tap and this one, never the repeat.
      expect((await tap(voterId(9), 'wow')).status).toBe(200);
      const seen: Record<string, number> = {};
      while ((seen.wow ?? 0) < 1) {
        const e = await sse.next(3000);
        if (e.event !== 'reactions') continue;
        for (const [name, n] of Object.entries(JSON.parse(e.data!).reactions as Record<string, number>))
          seen[name] = (seen[name] ?? 0) + n;
      }
      expect(seen).toEqual({ idea: 1, wow: 1 });
    } finally {
      await sse.close();
    }
  });

  it('refuses an unknown reaction and an invented voter id', async () => {
    expect((await tap(voterId(10), 'boo')).status).toBe(400);
    expect(await tap('v'.padEnd(44, 'x'))).toMatchObject({ status: 403, json: { code: 'voter-not-issued' } });
  });
});

describe('npm run live', () => {
  it('turns reactions on and off and opens and closes a word cloud', () => {
    expect(commandPatch(['reactions', 'on'])).toEqual({ reactions: true });
    expect(commandPatch(['reactions', 'off'])).toEqual({ reactions: false });
    expect(commandPatch(['reactions'])).toBe('reactions takes on or off');
    expect(commandPatch(['cloud', 'One', 'word', 'for', 'today?'])).toEqual({
      wordCloud: { question: 'One word for today?' },
    });
    expect(commandPatch(['cloud', 'off'])).toEqual({ wordCloud: null });
    expect(commandPatch(['cloud'])).toBe('cloud takes a question, or off');
  });
});
