// @vitest-environment node
/** Questions, polls and quiz of the reference live director (server/live/interaction*.ts), through the real app. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { InteractionOverviewSchema } from '../../src/contract/interaction.ts';
import { hybridForm, makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';
import { sseReader } from './liveSse.ts';

const TOKEN = 'test-control-token-456';
const auth = { authorization: `Bearer ${TOKEN}` };
const SUMMIT = 'hybrid-health-summit-2026';
let t: TestApp;

/** Real registrations of hybrid-summit: only those vote there (its registration is not open; issue 27). */
const voters: string[] = [];

beforeAll(async () => {
  t = await makeTestApp({ live: { controlToken: TOKEN, heartbeatMs: 60_000 } });
  for (let n = 0; n <= 12; n += 1)
    voters.push((await t.post('/api/registrations', hybridForm(`voter${n}@example.com`, 0))).json.registrationID);
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const send = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await t.app.request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined, headers: res.headers };
};
const control = (eventId: string, body: unknown) => send(`/live-director/control/${eventId}`, body, auth);
const voteFor = (pollId: string, voterId: string, optionId: string, headers?: Record<string, string>) =>
  send(`/live-director/polls/${SUMMIT}/${pollId}/vote`, { voterId, optionId }, headers);
const answer = (questionId: string, voterId: string, optionId: string) =>
  send(`/live-director/quiz/${SUMMIT}/${questionId}/answer`, { voterId, optionId });
const question = (q: Record<string, unknown>, headers?: Record<string, string>) =>
  send(
    '/live-director/ask-question',
    { broadcastSlug: SUMMIT, question: q, registrationId: 'demoRegistrationOnline01', eventId: 'hybrid-summit' },
    headers,
  );
const voter = (n: number) => voters[n] ?? `voter-${String(n).padStart(12, '0')}`;

describe('seeded polls and quiz', () => {
  it('the control GET lists hybrid-summit polls, quiz (with its right option), results and questions', async () => {
    const res = await t.get('/live-director/control/hybrid-summit', auth);
    expect(res.status).toBe(200);
    expect(res.json.polls.length).toBeGreaterThanOrEqual(2);
    expect(res.json.quiz.length).toBeGreaterThanOrEqual(1);
    for (const item of [...res.json.polls, ...res.json.quiz]) {
      expect(item).toMatchObject({ id: expect.any(String), question: expect.any(String) });
      expect(item.options.length).toBeGreaterThan(1);
    }
    expect(res.json.quiz[0].rightOptionId).toBe('o2');
    expect(res.json.results['poll-remote-care']).toEqual({ o1: 0, o2: 0, o3: 0, o4: 0 });
    expect(res.json.questions).toEqual([]);
    expect(res.json.state).toBe('on-air');
  });

  it('visitors get polls and quiz without the right answer', async () => {
    const res = await t.get(`/live-director/interaction/${SUMMIT}?voterId=${voter(99)}`);
    expect(res.status).toBe(200);
    expect(v.is(InteractionOverviewSchema, res.json)).toBe(true);
    expect(JSON.stringify(res.json)).not.toContain('rightOption');
    expect(res.json.votes).toEqual({});
    expect((await t.get('/live-director/interaction/no-such-broadcast')).status).toBe(404);
  });

  it('the control POST starts only a poll or quiz question the broadcast holds', async () => {
    const bad = await control('hybrid-summit', { activePoll: 'poll-nope' });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual(['activePoll']);
    expect((await control('hybrid-summit', { activeQuiz: 'poll-remote-care' })).status).toBe(400);
    const ok = await control('hybrid-summit', { activePoll: 'poll-remote-care' });
    expect(ok.status).toBe(200);
    expect(ok.json.activePoll).toBe('poll-remote-care');
    expect(ok.json.polls.length).toBeGreaterThanOrEqual(2);
  });
});

describe('votes', () => {
  it('one vote per voter and poll: a second vote replaces the first', async () => {
    await control('hybrid-summit', { activePoll: 'poll-biggest-hurdle' });
    const first = await voteFor('poll-biggest-hurdle', voter(1), 'o1');
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      pollId: 'poll-biggest-hurdle',
      optionId: 'o1',
      results: { o1: 1, o2: 0, o3: 0, o4: 0 },
    });
    await voteFor('poll-biggest-hurdle', voter(2), 'o1');
    const again = await voteFor('poll-biggest-hurdle', voter(1), 'o3');
    expect(again.json.results).toEqual({ o1: 1, o2: 0, o3: 1, o4: 0 });
    const mine = await t.get(`/live-director/interaction/${SUMMIT}?voterId=${voter(1)}`);
    expect(mine.json.votes).toEqual({ 'poll-biggest-hurdle': 'o3' });
    expect(mine.json.results['poll-biggest-hurdle']).toEqual({ o1: 1, o2: 0, o3: 1, o4: 0 });
    const organiser = await t.get('/live-director/control/hybrid-summit', auth);
    expect(organiser.json.results['poll-biggest-hurdle']).toEqual({ o1: 1, o2: 0, o3: 1, o4: 0 });
  });

  it(
    'a vote on a poll that is not active is refused with 409 "closed"; ' + 'unknown polls and options are refused',
    async () => {
      await control('hybrid-summit', { activePoll: 'poll-biggest-hurdle' });
      const closed = await voteFor('poll-remote-care', voter(3), 'o1');
      expect(closed.status).toBe(409);
      expect(closed.json).toMatchObject({ code: 'closed', error: expect.stringMatching(/poll closed/) });
      await control('hybrid-summit', { activePoll: null });
      expect((await voteFor('poll-biggest-hurdle', voter(3), 'o1')).status).toBe(409);
      expect((await voteFor('poll-nope', voter(3), 'o1')).status).toBe(404);
      await control('hybrid-summit', { activePoll: 'poll-biggest-hurdle' });
      const badOption = await voteFor('poll-biggest-hurdle', voter(3), 'o9');
      expect(badOption.status).toBe(400);
      expect(badOption.json.fields).toEqual(['optionId']);
      expect((await voteFor('poll-biggest-hurdle', 'short', 'o1')).status).toBe(400);
      expect((await t.get('/live-director/control/hybrid-summit', auth)).json.results['poll-biggest-hurdle']).toEqual({
        o1: 1,
        o2: 0,
        o3: 1,
        o4: 0,
      });
    },
  );

  it('an outbox replay (same Idempotency-Key) counts once and answers the same', async () => {
    await control('hybrid-summit', { activePoll: 'poll-biggest-hurdle' });
    const key = { 'Idempotency-Key': 'vote-replay-key-0000000001' };
    const first = await voteFor('poll-biggest-hurdle', voter(4), 'o2', key);
    // Someone else votes in between; the replay is answered from the first answer, not redone.
    await voteFor('poll-biggest-hurdle', voter(5), 'o2');
    const replay = await voteFor('poll-biggest-hurdle', voter(4), 'o2', key);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.json).toEqual(first.json);
    expect((await t.get('/live-director/control/hybrid-summit', auth)).json.results['poll-biggest-hurdle'].o2).toBe(2);
  });

  it('results are pushed to every open stream after a vote (event: results), bursts collapsed', async () => {
    await control('hybrid-summit', { activePoll: 'poll-remote-care' });
    const res = await t.app.request(`http://localhost/live-director/stream/${SUMMIT}`);
    const sse = sseReader(res.body!);
    const other = sseReader((await t.app.request(`http://localhost/live-director/stream/${SUMMIT}`)).body!);
    const nextResults = async (reader: typeof sse) => {
      for (;;) {
        const e = await reader.next(5000);
        if (e.event === 'results') return JSON.parse(e.data!).results;
      }
    };
    try {
      expect((await sse.nextState()).state.activePoll).toBe('poll-remote-care');
      await other.nextState();
      // On connect: the counts as they are (no read of the page's own).
      expect((await nextResults(sse))['poll-remote-care']).toEqual({ o1: 0, o2: 0, o3: 0, o4: 0 });
      await nextResults(other);
      expect((await voteFor('poll-remote-care', voter(6), 'o4')).status).toBe(200);
      expect((await nextResults(sse))['poll-remote-care']).toEqual({ o1: 0, o2: 0, o3: 0, o4: 1 });
      expect((await nextResults(other))['poll-remote-care']).toEqual({ o1: 0, o2: 0, o3: 0, o4: 1 });
      // A burst of votes arrives as few pushes, ending in the final counts.
      await Promise.all([7, 8, 9].map((n) => voteFor('poll-remote-care', voter(n), 'o1')));
      let last = await nextResults(sse);
      while (last['poll-remote-care'].o1 < 3) last = await nextResults(sse);
      expect(last['poll-remote-care']).toEqual({ o1: 3, o2: 0, o3: 0, o4: 1 });
    } finally {
      await sse.close();
      await other.close();
    }
  });
});

describe('quiz', () => {
  it('says right or wrong; one answer per question; refused while not active', async () => {
    expect((await answer('quiz-hospital-at-home', voter(10), 'o2')).status).toBe(409);
    await control('hybrid-summit', { activeQuiz: 'quiz-hospital-at-home' });
    const right = await answer('quiz-hospital-at-home', voter(10), 'o2');
    expect(right.json).toEqual({
      questionId: 'quiz-hospital-at-home',
      optionId: 'o2',
      correct: true,
      rightOptionId: 'o2',
      points: 1000,
    });
    const wrong = await answer('quiz-hospital-at-home', voter(11), 'o3');
    // Once answered, the voter is told the right option (issue 29: the panel shows it).
    expect(wrong.json).toEqual({
      questionId: 'quiz-hospital-at-home',
      optionId: 'o3',
      correct: false,
      rightOptionId: 'o2',
      points: 0,
    });
    const second = await answer('quiz-hospital-at-home', voter(11), 'o2');
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({
      code: 'already-answered',
      outcome: { optionId: 'o3', correct: false, rightOptionId: 'o2' },
    });
    expect((await answer('quiz-hospital-at-home', voter(11), 'o3')).json.correct).toBe(false);
    const mine = await t.get(`/live-director/interaction/${SUMMIT}?voterId=${voter(11)}`);
    expect(mine.json.answers).toEqual({
      'quiz-hospital-at-home': { questionId: 'quiz-hospital-at-home', optionId: 'o3', correct: false, points: 0 },
    });
    await control('hybrid-summit', { activeQuiz: null });
  });
});

describe('ask-question', () => {
  const valid = {
    name: 'Grace Tester',
    email: 'grace@example.com',
    type: 'content',
    message: 'How do you reimburse home monitoring?',
  };

  it('stores a question; the control GET lists it for the moderator', async () => {
    const res = await question(valid);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ ok: true });
    const organiser = await t.get('/live-director/control/hybrid-summit', auth);
    expect(organiser.json.questions[0]).toEqual({ ...valid, id: expect.any(Number), receivedAt: expect.any(String) });
  });

  it('422 names the bad fields: empty, over 1024 characters, bad e-mail, unknown type', async () => {
    const long = await question({ ...valid, message: 'x'.repeat(1025) });
    expect(long.status).toBe(422);
    expect(long.json.fields).toEqual(['message']);
    expect((await question({ ...valid, message: 'é'.repeat(1024) })).status).toBe(201);
    const many = await question({ name: ' ', email: 'nope', type: 'gossip', message: '   ' });
    expect(many.status).toBe(422);
    expect(many.json).toMatchObject({ error: expect.any(String), fields: ['email', 'type', 'message'] });
    expect((await send('/live-director/ask-question', { broadcastSlug: 'nope', question: valid })).status).toBe(404);
  });

  it('an outbox replay stores the question once', async () => {
    const before = (await t.get('/live-director/control/hybrid-summit', auth)).json.questions.length;
    const key = { 'Idempotency-Key': 'question-replay-key-00000001' };
    const body = { ...valid, message: 'Sent from the venue without Wi-Fi' };
    expect((await question(body, key)).status).toBe(201);
    const replay = await question(body, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const after = (await t.get('/live-director/control/hybrid-summit', auth)).json.questions;
    expect(after.length).toBe(before + 1);
    expect(after.filter((q: { message: string }) => q.message === body.message)).toHaveLength(1);
  });
});
