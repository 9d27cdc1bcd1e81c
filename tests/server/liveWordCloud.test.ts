// @vitest-environment node
/**
 * Issue 50, the word cloud: the director opens and closes it (control API), the state carries its
 * question (a page reads nothing), every word is normalised by the shared rule and refused with a
 * 400 in the visitor's language when it is no word, a visitor sends at most three, each once under
 * its key, and the stream pushes the counts (top 30, the rest counted). Never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/config.ts';
import { signedVoterId } from '../../server/live/voterIds.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';
import { sseReader } from './liveSse.ts';

const TOKEN = 'test-control-token-cloud';
const LIVE_SECRET = 'test-live-secret-cloud';
const CAMPUS = 'campus-noord-open-dag';
let t: TestApp;
let cloudId = '';

beforeAll(async () => {
  t = await makeTestApp({ live: { controlToken: TOKEN, heartbeatMs: 60_000, pageTokenSecret: LIVE_SECRET } });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const voterId = (n: number) =>
  signedVoterId(testConfig({ live: { pageTokenSecret: LIVE_SECRET } }), `cloud-voter-${String(n).padStart(9, '0')}`);
let keys = 0;
const newKey = () => `word-${String(++keys).padStart(8, '0')}-abcdefgh`;

async function post(path: string, body: unknown, headers: Record<string, string>) {
  const res = await t.app.request(`http://localhost/live-director${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: JSON read loosely; the assertions check its shape
  return { status: res.status, json: (await res.json()) as any, headers: res.headers };
}
const control = (body: unknown) => post('/control/open-hybrid', body, { authorization: `Bearer ${TOKEN}` });
const send = (voter: string, word: string, extra: Record<string, unknown> = {}, key = newKey(), cloud = cloudId) =>
  post(`/clouds/${CAMPUS}/${cloud}/words`, { voterId: voter, word, ...extra }, { 'Idempotency-Key': key });
const openStream = async () =>
  sseReader((await t.app.request(`http://localhost/live-director/stream/${CAMPUS}`)).body!);
// biome-ignore lint/suspicious/noExplicitAny: JSON read loosely
async function nextCloud(sse: ReturnType<typeof sseReader>): Promise<any> {
  for (;;) {
    // Generous: on PostgreSQL the counts come by NOTIFY, and in the full suite the machine is busy
    // (a run of .ci/run waited more than 3 s once).
    const e = await sse.next(10_000);
    if (e.event === 'cloud') return JSON.parse(e.data!).cloud;
  }
}

describe('the word cloud', () => {
  it('opens with its question in the pushed state and its (empty) counts on the stream', async () => {
    const sse = await openStream();
    try {
      expect((await sse.nextState()).state.items.cloud).toBeUndefined();
      const opened = await control({ wordCloud: { question: '  One word for today?  ' } });
      expect(opened.status).toBe(200);
      const { state } = await sse.nextState();
      expect(state.items.cloud).toEqual({ id: expect.stringMatching(/^cloud-/), question: 'One word for today?' });
      cloudId = state.items.cloud.id;
      expect(await nextCloud(sse)).toEqual({
        id: cloudId,
        question: 'One word for today?',
        open: true,
        words: [],
        others: 0,
        total: 0,
      });
    } finally {
      await sse.close();
    }
  });

  it('normalises a word: case, surrounding spaces and punctuation', async () => {
    const sent = await send(voterId(1), '  Inspiring!! ');
    expect(sent).toMatchObject({ status: 200, json: { cloudId, word: 'inspiring', words: ['inspiring'] } });
    // The same word again, written otherwise: answered again, counted once.
    expect((await send(voterId(1), 'INSPIRING')).json.words).toEqual(['inspiring']);
  });

  it("refuses what is no word with a 400 in the visitor's language, never a 5xx", async () => {
    const long = await send(voterId(2), 'a'.repeat(25), { lang: 'de' });
    expect(long).toMatchObject({ status: 400, json: { fields: ['word'], code: 'too-long', kind: 'invalid' } });
    expect(long.json.error).toBe('Ein Wort ist höchstens 24 Zeichen lang.');
    const huge = await send(voterId(2), 'x'.repeat(900), { lang: 'fr' });
    expect(huge).toMatchObject({
      status: 400,
      json: { code: 'too-long', error: 'Un mot compte au plus 24 caractères.' },
    });
    expect(await send(voterId(2), 'the', { lang: 'en' })).toMatchObject({ status: 400, json: { code: 'stop-word' } });
    // A stop word of another language is a word here.
    expect((await send(voterId(2), 'die', { lang: 'en' })).status).toBe(200);
    expect(await send(voterId(2), '<b>bold</b>', { lang: 'nl' })).toMatchObject({
      status: 400,
      json: { code: 'not-a-word', error: 'Gebruik alleen letters en cijfers.' },
    });
    expect(await send(voterId(2), ' !? ')).toMatchObject({ status: 400, json: { code: 'empty' } });
    expect((await send(voterId(2), 'ok', { lang: 'xx' })).status).toBe(400);
  });

  it('takes three words per visitor: the fourth is refused, a repeat of one is answered again', async () => {
    const voter = voterId(3);
    for (const word of ['one', 'two', 'three']) expect((await send(voter, word)).status).toBe(200);
    const fourth = await send(voter, 'four');
    expect(fourth).toMatchObject({ status: 409, json: { code: 'word-limit', fields: ['word'], kind: 'conflict' } });
    expect(await send(voter, 'Two')).toMatchObject({ status: 200, json: { words: ['one', 'two', 'three'] } });
  });

  it('keeps a word once under its key: a repeat gets the same answer and counts nothing', async () => {
    const key = newKey();
    const first = await send(voterId(4), 'keyed', {}, key);
    const again = await send(voterId(4), 'keyed', {}, key);
    expect(again.status).toBe(first.status);
    expect(again.json).toEqual(first.json);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    // Four at the same moment under four keys, one visitor: never more than three kept.
    const voter = voterId(5);
    const all = await Promise.all(['w1', 'w2', 'w3', 'w4'].map((w) => send(voter, w)));
    expect(all.filter((a) => a.status === 200)).toHaveLength(3);
    expect(all.filter((a) => a.status === 409)).toHaveLength(1);
  });

  it('pushes the counts: top 30 by count, the rest counted, and a joining page gets them at once', async () => {
    const sse = await openStream();
    try {
      await sse.nextState();
      await nextCloud(sse);
      const sends = [];
      for (let i = 0; i < 40; i++) sends.push(send(voterId(100 + i), `word${i}`));
      for (let i = 0; i < 5; i++) sends.push(send(voterId(200 + i), 'popular'));
      await Promise.all(sends);
      let cloud = await nextCloud(sse);
      while (cloud.total < 54) cloud = await nextCloud(sse);
      expect(cloud.words).toHaveLength(30);
      expect(cloud.words[0]).toEqual({ word: 'popular', count: 5 });
      // 50 distinct words so far (inspiring, die, one to three, keyed, three w's, word0-39, popular), 54 sent.
      expect(cloud).toMatchObject({ others: 20, total: 54 });
      const late = await openStream();
      await late.nextState();
      expect(await nextCloud(late)).toEqual(cloud);
      await late.close();
    } finally {
      await sse.close();
    }
  });

  it('closes: the state drops it, the stream says none, and words are refused as closed', async () => {
    const sse = await openStream();
    try {
      await sse.nextState();
      expect((await control({ wordCloud: null })).status).toBe(200);
      expect((await sse.nextState()).state.items.cloud).toBeUndefined();
      expect(await nextCloud(sse)).toBeNull();
      expect(await send(voterId(6), 'late')).toMatchObject({ status: 409, json: { code: 'closed', kind: 'closed' } });
      expect((await send(voterId(6), 'late', {}, newKey(), 'cloud-unknown')).status).toBe(404);
      expect((await control({ wordCloud: { question: '' } })).status).toBe(400);
    } finally {
      await sse.close();
    }
  });

  it("is on the director console: the bar's switch, the question, Start and Stop, drawn from the stream", async () => {
    const res = await t.app.request('http://localhost/live-director/console/open-hybrid');
    const page = await res.text();
    for (const part of ['id="reactions-switch"', 'id="cloud-form"', 'id="cloud-stop"', 'window.directorAudience'])
      expect(page).toContain(part);
    expect(page).toContain("addEventListener('cloud'");
  });
});
