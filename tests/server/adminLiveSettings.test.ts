// @vitest-environment node
/**
 * Issue 50 in the organiser's document: a poll's `showResults` and `rating` scale and the quiz's
 * `quizScoring` read back as written, reach the live director (the state's item, the quiz's
 * points), and a poll with both options and a scale is refused naming its path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, organiser } from './adminHelpers.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

const CONTROL = 'test-control-token-admin-live';
const PATH = '/admin/api/projects/proj-hybrid-summit';
let t: TestApp;
let admin: ReturnType<typeof organiser>;
beforeAll(async () => {
  t = await makeTestApp({
    admin: { token: ADMIN_TOKEN, retentionMonths: 6 },
    live: { controlToken: CONTROL, heartbeatMs: 60_000 },
  });
  admin = organiser(t.app);
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const control = (patch: unknown) =>
  t.app.request('http://localhost/live-director/control/hybrid-summit', {
    method: 'POST',
    headers: { authorization: `Bearer ${CONTROL}`, 'content-type': 'application/json' },
    body: JSON.stringify(patch),
  });

describe("the organiser's live settings", () => {
  it('reads the demo back: a rating without options, a poll waiting for its reveal, speed scoring', async () => {
    const live = (await admin.get(PATH)).json.live['hybrid-summit'];
    expect(live.polls.find((p: { id: string }) => p.id === 'rating-session')).toEqual({
      id: 'rating-session',
      question: 'How useful was this session?',
      rating: { max: 5, low: 'Not useful', high: 'Very useful' },
    });
    expect(live.polls.find((p: { id: string }) => p.id === 'poll-reveal-priority').showResults).toBe('onReveal');
    expect(live.quizScoring).toBe('speed');
  });

  it('writes a scale of 10 and plain scoring, which the director uses at once', async () => {
    const doc = (await admin.get(PATH)).json;
    const live = doc.live['hybrid-summit'];
    live.polls.find((p: { id: string }) => p.id === 'rating-session').rating = { max: 10, low: 'Meh', high: 'Wow' };
    live.polls.find((p: { id: string }) => p.id === 'poll-remote-care').showResults = 'live';
    live.quizScoring = 'correct';
    const put = await admin.put(PATH, doc);
    expect(put.status, JSON.stringify(put.json?.issues)).toBe(200);
    const again = (await admin.get(PATH)).json.live['hybrid-summit'];
    // `correct` is the default: it reads back as absent.
    expect(again).toEqual({ ...live, quizScoring: undefined });

    expect((await control({ activePoll: 'rating-session' })).status).toBe(200);
    const state = (await t.get('/live-director/state/hybrid-health-summit-2026')).json;
    expect(state.items.poll.rating).toEqual({ max: 10, low: 'Meh', high: 'Wow' });
    expect(state.items.poll.options).toHaveLength(10);
    const ten = await t.post('/live-director/polls/hybrid-health-summit-2026/rating-session/vote', {
      voterId: 'demoRegistrationHybrid01',
      optionId: '10',
    });
    expect(ten.status).toBe(200);
  });

  it('refuses a poll with both options and a scale, naming it', async () => {
    const doc = (await admin.get(PATH)).json;
    const poll = doc.live['hybrid-summit'].polls[0];
    poll.rating = { max: 5 };
    const put = await admin.put(PATH, doc);
    expect(put.status).toBe(400);
    expect(put.json.fields).toContain('live.hybrid-summit.polls.0.options');
  });
});
