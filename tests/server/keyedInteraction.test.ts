// @vitest-environment node
/**
 * Keyed votes and questions (the app's outbox always sends an Idempotency-Key) as one run of the
 * group commit (server/live/interactionWrites.ts): the same answers as without a key, refusals
 * stored and replayed, and no transaction of their own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hybridForm, makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

const TOKEN = 'test-control-token-789';
const auth = { authorization: `Bearer ${TOKEN}` };
const SUMMIT = 'hybrid-health-summit-2026';
const POLL = 'poll-remote-care';
let t: TestApp;
const voters: string[] = [];

beforeAll(async () => {
  t = await makeTestApp({ live: { controlToken: TOKEN, heartbeatMs: 60_000 } });
  for (let n = 0; n < 14; n += 1)
    voters.push((await t.post('/api/registrations', hybridForm(`keyed.voter${n}@example.com`, 0))).json.registrationID);
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

let keys = 0;
const newKey = () => ({ 'Idempotency-Key': `keyed-live-${String(++keys).padStart(8, '0')}-abcdef` });
const send = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await t.app.request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    json: (await res.json()) as Record<string, unknown>,
    replayed: res.headers.get('idempotent-replayed'),
  };
};
const control = (body: unknown) => send('/live-director/control/hybrid-summit', body, auth);
const vote = (voterId: string, optionId: string, headers?: Record<string, string>, poll = POLL) =>
  send(`/live-director/polls/${SUMMIT}/${poll}/vote`, { voterId, optionId }, headers);
const valid = {
  name: 'Ada',
  email: 'ada@example.com',
  type: 'content',
  message: 'Is the recording shared afterwards?',
};
const ask = (q: Record<string, unknown>, headers?: Record<string, string>, registrationId = voters[0]) =>
  send(
    '/live-director/ask-question',
    { broadcastSlug: SUMMIT, question: q, registrationId, eventId: 'hybrid-summit' },
    headers,
  );

/** Counts the transactions the app opens while `fn` runs. */
async function transactionsDuring(fn: () => Promise<unknown>): Promise<number> {
  type Client = { transaction(fn: unknown): Promise<unknown> };
  const client = (t.db as unknown as { $client: Client }).$client;
  const { transaction } = client;
  let opened = 0;
  client.transaction = function (inner) {
    opened++;
    return transaction.call(this, inner);
  };
  try {
    await fn();
  } finally {
    client.transaction = transaction;
  }
  return opened;
}

describe('keyed votes', () => {
  it('answer as unkeyed votes do, count a replaced vote once, and open no transaction', async () => {
    await control({ activePoll: POLL });
    const plain = await vote(voters[0]!, 'o1');
    const opened = await transactionsDuring(async () => {
      const keyed = await vote(voters[1]!, 'o1', newKey());
      expect(keyed.status).toBe(200);
      expect(keyed.json).toEqual({
        pollId: POLL,
        optionId: 'o1',
        results: { ...(plain.json.results as object), o1: 2 },
      });
      const changed = await vote(voters[1]!, 'o3', newKey());
      expect(changed.json.results).toEqual({ o1: 1, o2: 0, o3: 1, o4: 0 });
    });
    expect(opened).toBe(0);
  });

  it('store each refusal under its key and replay it, even after the cause went away', async () => {
    await control({ activePoll: null });
    const k = newKey();
    const closed = await vote(voters[2]!, 'o1', k);
    expect(closed).toMatchObject({ status: 409, json: { code: 'closed' } });
    await control({ activePoll: POLL });
    expect(await vote(voters[2]!, 'o1', k)).toEqual({ ...closed, replayed: 'true' });

    const unknownOption = await vote(voters[2]!, 'o9', newKey());
    expect(unknownOption).toMatchObject({ status: 400, json: { error: 'Unknown option', fields: ['optionId'] } });
    expect((await vote(voters[2]!, 'o1', newKey(), 'no-such-poll')).status).toBe(404);

    const stranger = 'AbCdEfGhIjKlMnOpQrSt';
    const refused = await vote(stranger, 'o1', newKey());
    expect(refused).toMatchObject({ status: 403, json: { code: 'not-registered', fields: ['voterId'] } });
    expect(refused.json).toEqual((await vote(stranger, 'o1')).json);
  });

  it('count ten voters at once exactly, each answered once', async () => {
    await control({ activePoll: 'poll-biggest-hurdle' });
    const answers = await Promise.all(voters.slice(3, 13).map((id) => vote(id, 'o2', newKey(), 'poll-biggest-hurdle')));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const control2 = await t.get('/live-director/control/hybrid-summit', auth);
    expect(control2.json.results['poll-biggest-hurdle'].o2).toBe(10);
    // Each answer counts its own vote; on PostgreSQL one may not see a vote still committing.
    for (const a of answers) expect((a.json.results as Record<string, number>).o2).toBeGreaterThanOrEqual(1);
  });
});

describe('keyed questions', () => {
  it('store once per key without a transaction; refusals (422, 403) are stored and replayed', async () => {
    const k = newKey();
    const opened = await transactionsDuring(async () => {
      const first = await ask(valid, k);
      expect(first).toMatchObject({ status: 201, json: { ok: true, receivedAt: expect.any(String) } });
      expect(await ask(valid, k)).toEqual({ ...first, replayed: 'true' });
    });
    expect(opened).toBe(0);
    const listed = (await t.get('/live-director/control/hybrid-summit', auth)).json.questions as { message: string }[];
    expect(listed.filter((q) => q.message === valid.message)).toHaveLength(1);

    const bad = newKey();
    const invalid = await ask({ ...valid, email: 'nope' }, bad);
    expect(invalid).toMatchObject({ status: 422, json: { fields: ['email'] } });
    expect(await ask({ ...valid, email: 'nope' }, bad)).toEqual({ ...invalid, replayed: 'true' });

    const stranger = await ask(valid, newKey(), 'AbCdEfGhIjKlMnOpQrSt');
    expect(stranger).toMatchObject({ status: 403, json: { code: 'not-registered', fields: ['registrationId'] } });
  });
});

describe('keyed quiz answers', () => {
  const QUIZ = 'quiz-hospital-at-home';
  const answer = (voterId: string, optionId: string, headers?: Record<string, string>, quiz = QUIZ) =>
    send(`/live-director/quiz/${SUMMIT}/${quiz}/answer`, { voterId, optionId }, headers);

  it(
    'answer as unkeyed ones do (right or wrong, ' + 'once per voter), stored and replayed, without a transaction',
    async () => {
      await control({ activeQuiz: QUIZ });
      const plain = await answer(voters[10]!, 'o3');
      expect(plain).toMatchObject({ status: 200, json: { questionId: QUIZ, optionId: 'o3', correct: false } });
      const opened = await transactionsDuring(async () => {
        const k = newKey();
        const right = await answer(voters[11]!, 'o2', k);
        expect(right).toEqual({
          status: 200,
          json: { questionId: QUIZ, optionId: 'o2', correct: true, rightOptionId: 'o2', points: 1000 },
          replayed: null,
        });
        expect(await answer(voters[11]!, 'o2', k)).toEqual({ ...right, replayed: 'true' });
        // The same option again under a new key: the first outcome; another option: 409 carrying it.
        expect((await answer(voters[11]!, 'o2', newKey())).json).toEqual(right.json);
        const other = await answer(voters[11]!, 'o1', newKey());
        expect(other.status).toBe(409);
        expect(other.json).toMatchObject({ code: 'already-answered', outcome: { optionId: 'o2', correct: true } });
      });
      expect(opened).toBe(0);
      expect(await answer(voters[10]!, 'o1')).toMatchObject({
        status: 409,
        json: { code: 'already-answered', outcome: { optionId: 'o3', correct: false } },
      });
    },
  );

  it(
    'refuse an unknown option (400), an unknown question ' +
      '(404) and a closed one (409), each replayed under its key',
    async () => {
      const badOption = newKey();
      const refusedOption = await answer(voters[12]!, 'o9', badOption);
      expect(refusedOption).toMatchObject({ status: 400, json: { fields: ['optionId'] } });
      expect(await answer(voters[12]!, 'o9', badOption)).toEqual({ ...refusedOption, replayed: 'true' });
      expect((await answer(voters[12]!, 'o1', newKey(), 'quiz-unknown')).status).toBe(404);

      await control({ activeQuiz: null });
      const closedKey = newKey();
      const closed = await answer(voters[13]!, 'o2', closedKey);
      expect(closed).toMatchObject({ status: 409, json: { code: 'closed' } });
      await control({ activeQuiz: QUIZ });
      expect(await answer(voters[13]!, 'o2', closedKey)).toEqual({ ...closed, replayed: 'true' });
      await control({ activeQuiz: null });
    },
  );
});
