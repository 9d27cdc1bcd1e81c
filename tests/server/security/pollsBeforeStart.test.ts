// @vitest-environment node
/**
 * Issue 43, Low: every poll and quiz question of a broadcast, with its question and options, was
 * listed to anyone (`GET /live-director/interaction/{slug}`, the stream's `results`) before the
 * director started it. Now visitors see an item only from the moment it is first started (and
 * from then on, also after it stops); the director's control view still lists every item.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from '../helpers.ts';
import { sseReader, type SseEvent } from '../liveSse.ts';

const TOKEN = 'control-token-polls-before-start';
const auth = { authorization: `Bearer ${TOKEN}` };
const SUMMIT = 'hybrid-health-summit-2026';
/** Words of the seeded items' questions (server/seed/interaction.ts). */
const REMOTE_CARE = 'remote-care service';
const HURDLE = 'holds remote care back';
const QUIZ = 'pilot presented today';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ live: { controlToken: TOKEN, heartbeatMs: 60_000 } });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const control = (body: unknown) =>
  t.app.request('http://localhost/live-director/control/hybrid-summit', {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const overview = () => t.get(`/live-director/interaction/${SUMMIT}`);
const openStream = async () =>
  sseReader((await t.app.request(`http://localhost/live-director/stream/${SUMMIT}`)).body!);

/** The next `event: results` the stream sends whose counts satisfy `until`. */
async function resultsWhere(
  sse: Awaited<ReturnType<typeof openStream>>,
  until: (results: Record<string, unknown>) => boolean,
) {
  for (;;) {
    const e: SseEvent = await sse.next();
    if (e.event !== 'results') continue;
    const { results } = JSON.parse(e.data!) as { results: Record<string, unknown> };
    if (until(results)) return { results, data: e.data! };
  }
}

it(
  'before the director starts anything, ' + 'visitors get no poll or quiz question, over the call or the stream',
  async () => {
    const res = await overview();
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ polls: [], quiz: [], results: {} });
    for (const words of [REMOTE_CARE, HURDLE, QUIZ, 'poll-remote-care', 'quiz-hospital-at-home'])
      expect(res.text).not.toContain(words);

    const sse = await openStream();
    try {
      const { state } = await sse.nextState();
      expect(state.items).toEqual({ poll: null, quiz: null });
      const pushed = await resultsWhere(sse, () => true);
      expect(pushed.results).toEqual({});
      expect(pushed.data).not.toContain('poll-');
    } finally {
      await sse.close();
    }

    // The director still has them all, to start them.
    const director = await t.get('/live-director/control/hybrid-summit', auth);
    expect(director.json.polls.map((p: { id: string }) => p.id)).toEqual([
      'poll-remote-care',
      'poll-biggest-hurdle',
      'poll-reveal-priority',
      'rating-session',
    ]);
    expect(director.json.quiz.map((q: { id: string }) => q.id)).toEqual([
      'quiz-hospital-at-home',
      'quiz-wearables',
      'quiz-readmissions',
    ]);
  },
);

it(
  'a started item is listed and pushed from its start on, ' + 'and stays listed after it stops; the others stay hidden',
  async () => {
    const sse = await openStream();
    try {
      await sse.nextState();
      expect((await control({ activePoll: 'poll-remote-care' })).status).toBe(200);
      const started = await resultsWhere(sse, (r) => 'poll-remote-care' in r);
      expect(started.results).toEqual({ 'poll-remote-care': { o1: 0, o2: 0, o3: 0, o4: 0 } });
    } finally {
      await sse.close();
    }
    const listed = await overview();
    expect(listed.json.polls.map((p: { id: string }) => p.id)).toEqual(['poll-remote-care']);
    expect(listed.text).toContain(REMOTE_CARE);
    expect(listed.text).not.toContain(HURDLE);
    expect(listed.json.quiz).toEqual([]);

    // Stopped: still listed (its question was public); the other poll still is not.
    expect((await control({ activePoll: null, activeQuiz: 'quiz-hospital-at-home' })).status).toBe(200);
    const after = await overview();
    expect(after.json.polls.map((p: { id: string }) => p.id)).toEqual(['poll-remote-care']);
    expect(after.json.quiz.map((q: { id: string }) => q.id)).toEqual(['quiz-hospital-at-home']);
    expect(after.text).not.toContain(HURDLE);
    expect(after.text).not.toContain('rightOption');
  },
);
