// @vitest-environment node
/** Questions, polls and quiz of the reference live director (server/live/interaction*.ts), through the real app. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { InteractionOverviewSchema } from '../../src/contract/interaction.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';
import { sseReader } from './liveSse.ts';

const TOKEN = 'test-control-token-456';
const auth = { authorization: `Bearer ${TOKEN}` };
const SUMMIT = 'hybrid-health-summit-2026';
let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({ live: { controlToken: TOKEN, heartbeatMs: 60_000 } });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const send = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await t.app.request(`http://localhost${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body),
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
  send('/live-director/ask-question', { broadcastSlug: SUMMIT, question: q, registrationId: 'demoRegistrationOnline01', eventId: 'hybrid-summit' }, headers);
const voter = (n: number) => `voter-${String(n).padStart(12, '0')}`;

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
