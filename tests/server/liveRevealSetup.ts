/**
 * Shared set-up of the issue 50 tests (liveReveal, liveLeaderboard): an app with the control token,
 * issued voter ids of the open-hybrid broadcast, a hidden poll, a 1-10 rating and a quiz of two
 * questions (the second scored with speed), and a raw reader of the stream's text.
 */
import { testConfig } from '../../server/config.ts';
import { livePolls } from '../../server/db/schema.ts';
import { signedVoterId } from '../../server/live/voterIds.ts';
import { ratingOptions } from '../../src/domain/rating.ts';
import { makeTestApp, type TestApp } from './helpers.ts';

export const TOKEN = 'test-control-token-reveal';
export const CAMPUS = 'campus-noord-open-dag';
const LIVE_SECRET = 'test-live-secret-reveal';
const auth = { authorization: `Bearer ${TOKEN}` };
const options = ['Red', 'Green', 'Blue'].map((text, i) => ({ id: `o${i + 1}`, text }));

export async function revealApp() {
  const t = await makeTestApp({ live: { controlToken: TOKEN, heartbeatMs: 60_000, pageTokenSecret: LIVE_SECRET } });
  await t.db.insert(livePolls).values([
    {
      broadcast: CAMPUS,
      id: 'poll-hidden',
      kind: 'poll',
      question: 'Colour?',
      options,
      settings: { showResults: 'onReveal' },
    },
    {
      broadcast: CAMPUS,
      id: 'rating-ten',
      kind: 'poll',
      question: 'How useful was this session?',
      options: ratingOptions(10),
      settings: { rating: { max: 10, low: 'Not at all', high: 'Very' } },
    },
    { broadcast: CAMPUS, id: 'q-a', kind: 'quiz', question: 'A?', options, rightOption: 'o1', position: 10 },
    {
      broadcast: CAMPUS,
      id: 'q-b',
      kind: 'quiz',
      question: 'B?',
      options,
      rightOption: 'o2',
      position: 11,
      settings: { speed: true },
    },
  ]);
  return t;
}

export function callsOf(t: TestApp) {
  let keys = 0;
  const send = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await t.app.request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    // biome-ignore lint/suspicious/noExplicitAny: JSON read loosely; the assertions check its shape
    return { status: res.status, json: (await res.json()) as Record<string, any> };
  };
  const key = () => ({ 'Idempotency-Key': `reveal-${String(++keys).padStart(8, '0')}-abcdef` });
  return {
    key,
    control: (body: unknown) => send('/live-director/control/open-hybrid', body, auth),
    controlView: async () => (await t.get('/live-director/control/open-hybrid', auth)).json,
    vote: (voter: string, poll: string, optionId: string, headers = key()) =>
      send(`/live-director/polls/${CAMPUS}/${poll}/vote`, { voterId: voter, optionId }, headers),
    answer: (voter: string, question: string, optionId: string, headers = key()) =>
      send(`/live-director/quiz/${CAMPUS}/${question}/answer`, { voterId: voter, optionId }, headers),
    nickname: (voter: string, nickname: string | null, headers = key()) =>
      send(`/live-director/quiz/${CAMPUS}/nickname`, { voterId: voter, nickname }, headers),
  };
}

export const voterId = (n: number) =>
  signedVoterId(testConfig({ live: { pageTokenSecret: LIVE_SECRET } }), `reveal-voters-${String(n).padStart(7, '0')}`);

/** The stream's raw text as it arrives, for tests that must see every byte a page gets. */
export async function rawStream(t: TestApp) {
  const body = (await t.app.request(`http://localhost/live-director/stream/${CAMPUS}`)).body!;
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let ended = false;
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    ended = true;
  })();
  return {
    text: () => text,
    /** The `data` of every message of this event so far, parsed. */
    // biome-ignore lint/suspicious/noExplicitAny: JSON read loosely; the assertions check its shape
    events: (event: string): any[] =>
      text
        .split('\n\n')
        .filter((block) => block.startsWith(`event: ${event}\n`))
        .map((block) => JSON.parse(block.slice(block.indexOf('data: ') + 6))),
    /** Waits until the text holds a match, polling what already arrived. */
    async until(test: (text: string) => boolean, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (!test(text)) {
        if (ended || Date.now() > deadline) throw new Error(`stream text never matched; got:\n${text.slice(-2000)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: async () => {
      await reader.cancel().catch(() => {});
      await pump;
    },
  };
}
