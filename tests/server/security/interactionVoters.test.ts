// @vitest-environment node
/**
 * Issue 27: votes, quiz answers, questions and evaluations need an active registration of the
 * broadcast's project (or, where registration is open, a voter id the server issued), and are
 * rate limited per voter; a broadcast slug two projects share resolves to neither.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, projects, registrations } from '../../../server/db/schema.ts';
import { WRITES_PER_VOTER_PER_MINUTE } from '../../../server/live/voters.ts';
import { hybridForm, makeTestApp, SETUP_TIMEOUT, type TestApp } from '../helpers.ts';

const CONTROL = 'control-token-voters';
const SUMMIT = 'hybrid-health-summit-2026';
let t: TestApp;
let real = '';

const control = (eventId: string, body: unknown) =>
  t.app.request(`http://localhost/live-director/control/${eventId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${CONTROL}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const register = async (email: string) =>
  (await t.post('/api/registrations', hybridForm(email, 0))).json.registrationID as string;

beforeAll(async () => {
  // Limits as in production (helpers scale them up for other tests).
  t = await makeTestApp({ rateLimitScale: 1, live: { controlToken: CONTROL, heartbeatMs: 60_000 } });
  real = await register('real.voter@example.com');
  await control('hybrid-summit', { activePoll: 'poll-remote-care', activeQuiz: 'quiz-hospital-at-home' });
  await control('open-hybrid', { activePoll: 'poll-studie' });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const vote = (voterId: string, broadcast = SUMMIT, pollId = 'poll-remote-care') =>
  t.post(`/live-director/polls/${broadcast}/${pollId}/vote`, { voterId, optionId: 'o1' });
const quiz = (voterId: string, optionId = 'o1') =>
  t.post(`/live-director/quiz/${SUMMIT}/quiz-hospital-at-home/answer`, { voterId, optionId });
const ask = (registrationId: string | null, broadcastSlug = SUMMIT) =>
  t.post('/live-director/ask-question', {
    broadcastSlug,
    registrationId,
    eventId: 'hybrid-summit',
    question: { name: 'Eve', email: 'eve@example.com', type: 'content', message: 'Who are you?' },
  });
const evaluate = (registrationId: string) =>
  t.post('/api/evaluations', {
    evaluation_id: 'eval-hybrid-summit',
    registration_id: registrationId,
    answers: [
      { questionId: 'overall', answerInt: 4 },
      { questionId: 'recommend', answerInt: 8 },
      { questionId: 'heard-from', answerObjectId: 'newsletter' },
    ],
  });

describe('a registration-required project (hybrid-summit)', () => {
  const invented = [
    'inventedVoterId000000001',
    'openRegistrationId000000',
    'demoRegistrationMulti001' /* another project's */,
  ];

  it('refuses votes, quiz answers, questions and evaluations of invented ids with 403', async () => {
    for (const id of invented) {
      for (const res of [await vote(id), await quiz(id), await ask(id), await evaluate(id)]) {
        expect(res.status, id).toBe(403);
        expect(res.json).toMatchObject({ code: 'not-registered', error: expect.stringMatching(/registered/) });
      }
    }
    expect((await ask(null)).status).toBe(403);
    // Three invented ids no longer reveal the quiz's right answer.
    const outcomes = await Promise.all(['o1', 'o2', 'o3'].map((o, n) => quiz(`inventedQuizVoter0000000${n}`, o)));
    expect(outcomes.map((r) => r.status)).toEqual([403, 403, 403]);
  });

  it('accepts a real registration, and refuses it once unregistered', async () => {
    expect((await vote(real)).status).toBe(200);
    expect((await quiz(real, 'o2')).json).toMatchObject({ correct: true });
    expect((await ask(real)).status).toBe(201);
    expect((await evaluate(real)).status).toBe(200);
    const gone = await register('gone.voter@example.com');
    await t.db.update(registrations).set({ unregistered: true }).where(eq(registrations.id, gone));
    expect((await vote(gone)).status).toBe(403);
  });

  it('limits one voter to a few writes a minute (429)', async () => {
    const busy = await register('busy.voter@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < WRITES_PER_VOTER_PER_MINUTE + 2; i += 1) statuses.push((await vote(busy)).status);
    expect(statuses.slice(0, WRITES_PER_VOTER_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('an open-registration project (open-hybrid)', () => {
  it(
    'accepts a voter id the server issued, as the app sends it, ' + 'and refuses one the browser invented (issue 43)',
    async () => {
      const issued = (await t.post('/live-director/voter-id', {})).json.voterId as string;
      expect((await vote(issued, 'open-hybrid', 'poll-studie')).status).toBe(200);
      expect((await vote('browserVoterIdRandom0001', 'open-hybrid', 'poll-studie')).json).toMatchObject({
        code: 'voter-not-issued',
      });
      const question = await t.post('/live-director/ask-question', {
        broadcastSlug: 'open-hybrid',
        registrationId: 'openRegistrationId000000',
        eventId: 'open-hybrid',
        voterId: issued,
        question: { name: 'Sam', email: 'sam@example.com', type: 'content', message: 'Waar is zaal 2?' },
      });
      expect(question.status).toBe(201);
    },
  );
});

describe('a broadcast slug two projects share', () => {
  it('resolves to neither project: no polls, votes or questions across projects', async () => {
    await t.db.insert(projects).values({
      id: 'proj-copycat',
      companyId: 'demo-company',
      doc: { projectType: 'webinar', registration: { type: 'open' } },
    });
    await t.db.insert(events).values({
      id: 'copycat-event',
      projectId: 'proj-copycat',
      doc: { name: 'Copy', startTime: 0, durationInMinutes: 60, liveDirectorBroadcastSlug: 'shared-slug-x' },
    });
    await t.db.insert(projects).values({
      id: 'proj-copycat-2',
      companyId: 'demo-company',
      doc: { projectType: 'webinar', registration: { type: 'open' } },
    });
    await t.db.insert(events).values({
      id: 'copycat-event-2',
      projectId: 'proj-copycat-2',
      doc: { name: 'Copy 2', startTime: 0, durationInMinutes: 60, liveDirectorBroadcastSlug: 'shared-slug-x' },
    });
    expect((await t.get('/live-director/interaction/shared-slug-x')).status).toBe(404);
    expect((await t.get('/live-director/state/shared-slug-x')).status).toBe(404);
    expect((await ask(null, 'shared-slug-x')).status).toBe(404);
    // Nor by either event's id (which would join the shared broadcast).
    expect((await t.get('/live-director/state/copycat-event')).status).toBe(404);
    expect((await t.post('/live-director/sessions', { broadcast: 'copycat-event-2' })).status).toBe(404);
    // An event without the shared slug is untouched.
    expect((await t.get('/live-director/state/open-hybrid')).status).toBe(200);
  });
});
