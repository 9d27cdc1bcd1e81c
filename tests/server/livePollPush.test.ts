// @vitest-environment node
/**
 * Issue 32: the state pushes the active poll and quiz item (a page reads nothing when one
 * starts), the counts come on connect and after votes from counter rows, and keyed votes that
 * arrive together (one run of the group commit) keep every rule: one vote per voter, a second
 * vote replaces the first, a closed poll and an unknown option are refused, no key counts twice.
 * The open-hybrid broadcast: any voter id of the browser counts there.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/config.ts';
import { signedVoterId } from '../../server/live/voterIds.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';
import { sseReader } from './liveSse.ts';

const TOKEN = 'test-control-token-push';
const auth = { authorization: `Bearer ${TOKEN}` };
const CAMPUS = 'campus-noord-open-dag';
const POLL = 'poll-studie';
let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({ live: { controlToken: TOKEN, heartbeatMs: 60_000, pageTokenSecret: LIVE_SECRET } });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const send = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await t.app.request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: JSON read loosely; the assertions check its shape
  return { status: res.status, json: (await res.json()) as Record<string, any> };
};
const control = (body: unknown) => send('/live-director/control/open-hybrid', body, auth);
let keys = 0;
const key = () => ({ 'Idempotency-Key': `push-${String(++keys).padStart(8, '0')}-abcdef` });
/**
 * Voter ids of an open event are the server's (issue 43): signed with the app's live secret, as POST /voter-id does.
 */
const LIVE_SECRET = 'test-live-secret-poll-push';
const voterId = (n: number) =>
  signedVoterId(testConfig({ live: { pageTokenSecret: LIVE_SECRET } }), `browser-voter-${String(n).padStart(7, '0')}`);
const vote = (voter: string, optionId: string, headers: Record<string, string> = key(), poll = POLL) =>
  send(`/live-director/polls/${CAMPUS}/${poll}/vote`, { voterId: voter, optionId }, headers);
const openStream = async () =>
  sseReader((await t.app.request(`http://localhost/live-director/stream/${CAMPUS}`)).body!);
const counts = async () => (await t.get('/live-director/control/open-hybrid', auth)).json.results[POLL];
/** What a GROUP BY over the votes says: the counter rows must always agree with it. */
async function countedFromVotes() {
  const rows = (await t.db.execute(
    sql`select option_id, count(*)::int as n from live_votes where broadcast = ${CAMPUS} and item_id = ${POLL} group by
      option_id`,
  )) as unknown as { rows?: { option_id: string; n: number }[] };
  const list = rows.rows ?? (rows as unknown as { option_id: string; n: number }[]);
  return Object.fromEntries(list.map((r) => [r.option_id, Number(r.n)]));
}

describe('the pushed item', () => {
  it(
    'the state carries the active poll and quiz question (never the ' +
      'right option), and the counts come on connect and at its start',
    async () => {
      const sse = await openStream();
      try {
        const first = await sse.nextState();
        expect(first.state.items).toEqual({ poll: null, quiz: null });
        const onConnect = await sse.next();
        expect(onConnect.event).toBe('results');
        // Not started yet: not listed (issue 43).
        expect(JSON.parse(onConnect.data!).results).toEqual({});

        expect((await control({ activePoll: POLL, activeQuiz: 'quiz-campus' })).status).toBe(200);
        const started = (await sse.nextState()).state;
        // Its counts come with its start, not with its first vote.
        const counted = await sse.next();
        expect(counted.event).toBe('results');
        expect(JSON.parse(counted.data!).results[POLL]).toEqual({ o1: 0, o2: 0, o3: 0, o4: 0 });
        expect(started.items.poll).toEqual({
          id: POLL,
          question: 'Welke opleiding spreekt je het meest aan?',
          options: [
            { id: 'o1', text: 'Techniek' },
            { id: 'o2', text: 'Zorg en welzijn' },
            { id: 'o3', text: 'Economie en ondernemen' },
            { id: 'o4', text: 'Ik weet het nog niet' },
          ],
        });
        expect(started.items.quiz).toMatchObject({ id: 'quiz-campus', options: expect.any(Array) });
        expect(JSON.stringify(started)).not.toContain('right');
        // The snapshot a reconnecting page reads first says the same.
        expect((await t.get(`/live-director/state/${CAMPUS}`)).json.items).toEqual(started.items);
      } finally {
        await sse.close();
      }
    },
  );
});

describe('votes arriving together', () => {
  it(
    'one vote per voter, a replaced vote moves, ' + 'a repeated key counts once; pushes end in the exact counts',
    async () => {
      await control({ activePoll: POLL });
      const sse = await openStream();
      await sse.nextState();
      const before = JSON.parse((await sse.next()).data!).results[POLL];
      const keyed = Array.from({ length: 40 }, (_, n) => ({
        voter: voterId(n),
        option: `o${(n % 4) + 1}`,
        headers: key(),
      }));
      const answers = await Promise.all(keyed.map((k) => vote(k.voter, k.option, k.headers)));
      expect(answers.map((a) => a.status)).toEqual(keyed.map(() => 200));
      // The outbox sends again with the same key: the first answer, nothing counted twice.
      const repeats = await Promise.all(keyed.slice(0, 10).map((k) => vote(k.voter, k.option, k.headers)));
      expect(repeats.map((a) => a.status)).toEqual(repeats.map(() => 200));
      // Voters 0-3 change their minds together: their votes move to o4.
      const changed = await Promise.all([0, 1, 2, 3].map((n) => vote(voterId(n), 'o4')));
      expect(changed.every((a) => a.status === 200 && a.json.optionId === 'o4')).toBe(true);
      const expected = { o1: before.o1 + 9, o2: before.o2 + 9, o3: before.o3 + 9, o4: before.o4 + 13 };
      expect(await counts()).toEqual(expected);
      expect(await countedFromVotes()).toEqual(expected);
      // Pushed at most every 250 ms: the last push has the final counts.
      let last = before;
      while (JSON.stringify(last) !== JSON.stringify(expected)) {
        const e = await sse.next(3000);
        if (e.event === 'results') last = JSON.parse(e.data!).results[POLL];
      }
      expect(last).toEqual(expected);
      await sse.close();
    },
  );

  it('refuses votes for a closed poll and unknown options in the same batch, counting none of them', async () => {
    await control({ activePoll: POLL });
    const before = await counts();
    const [unknownPoll, unknown, ok] = await Promise.all([
      vote(voterId(100), 'o1', key(), 'poll-not-here'),
      vote(voterId(101), 'o9'),
      vote(voterId(102), 'o2'),
    ]);
    expect(unknownPoll.status).toBe(404);
    expect(unknown).toMatchObject({ status: 400, json: { fields: ['optionId'] } });
    expect(ok.status).toBe(200);
    await control({ activePoll: null });
    const late = await Promise.all([voterId(103), voterId(104)].map((v) => vote(v, 'o3')));
    expect(late.map((a) => [a.status, a.json.code])).toEqual([
      [409, 'closed'],
      [409, 'closed'],
    ]);
    expect(await counts()).toEqual({ ...before, o2: before.o2 + 1 });
    expect(await countedFromVotes()).toEqual(await counts());
  });

  it('a vote deleted (retention) leaves the counts', async () => {
    const before = await counts();
    await t.db.execute(
      sql`delete from live_votes where broadcast = ${CAMPUS} and item_id = ${POLL} and voter_id = ${voterId(102)}`,
    );
    expect(await counts()).toEqual({ ...before, o2: before.o2 - 1 });
  });
});

describe('a question storm', () => {
  it('stores each keyed question once and pages them newest first for the console', async () => {
    const before = (await t.get('/live-director/control/open-hybrid', auth)).json.questionCount as number;
    const asks = Array.from({ length: 120 }, (_, n) => ({ n, headers: key() }));
    const ask = ({ n, headers }: { n: number; headers: Record<string, string> }) =>
      send(
        '/live-director/ask-question',
        {
          broadcastSlug: CAMPUS,
          eventId: 'open-hybrid',
          voterId: voterId(300 + n),
          question: {
            name: `Visitor ${n}`,
            email: `v${n}@example.com`,
            type: 'content',
            message: `Storm question ${n}`,
          },
        },
        headers,
      );
    const answers = await Promise.all([...asks, ...asks.slice(0, 20)].map(ask));
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const view = (await t.get('/live-director/control/open-hybrid', auth)).json;
    expect(view.questionCount).toBe(before + 120);
    expect(view.questions).toHaveLength(50);
    const seen: { id: number; receivedAt: string; message: string }[] = [...view.questions];
    for (let next = view.nextQuestions; next; ) {
      const page = (
        await t.get(`/live-director/control/open-hybrid/questions?before=${encodeURIComponent(next)}`, auth)
      ).json;
      seen.push(...page.questions);
      next = page.nextQuestions;
    }
    expect(seen).toHaveLength(before + 120);
    expect(new Set(seen.map((q) => q.id)).size).toBe(seen.length);
    expect(
      seen.every(
        (q, i) =>
          i === 0 ||
          seen[i - 1].receivedAt > q.receivedAt ||
          (seen[i - 1].receivedAt === q.receivedAt && seen[i - 1].id > q.id),
      ),
    ).toBe(true);
    expect(seen.filter((q) => q.message.startsWith('Storm question'))).toHaveLength(120);
    expect((await t.get('/live-director/control/open-hybrid/questions?before=nonsense', auth)).status).toBe(400);
    expect((await t.get('/live-director/control/open-hybrid/questions')).status).toBe(401);
  });
});

describe('keyed quiz answers (one statement in the group commit)', () => {
  const answer = (voter: string, optionId: string, headers: Record<string, string> = key(), question = 'quiz-campus') =>
    send(`/live-director/quiz/${CAMPUS}/${question}/answer`, { voterId: voter, optionId }, headers);

  it(
    'keeps the first answer, says right or wrong, ' + 'and refuses a closed question, an unknown option and question',
    async () => {
      await control({ activeQuiz: 'quiz-campus' });
      // No transaction of its own: the answers go in the group commit.
      type Client = { transaction(fn: unknown): Promise<unknown> };
      const client = (t.db as unknown as { $client: Client }).$client;
      const { transaction } = client;
      let opened = 0;
      client.transaction = function (inner) {
        opened++;
        return transaction.call(this, inner);
      };
      const [right, wrong] = await Promise.all([answer(voterId(200), 'o2'), answer(voterId(201), 'o1')]).finally(() => {
        client.transaction = transaction;
      });
      expect(opened).toBe(0);
      expect(right).toEqual({
        status: 200,
        json: { questionId: 'quiz-campus', optionId: 'o2', correct: true, rightOptionId: 'o2', points: 1000 },
      });
      expect(wrong).toEqual({
        status: 200,
        json: { questionId: 'quiz-campus', optionId: 'o1', correct: false, rightOptionId: 'o2', points: 0 },
      });
      // The same answer again is answered again; another one is refused with the first.
      expect(await answer(voterId(200), 'o2')).toEqual(right);
      expect(await answer(voterId(200), 'o3')).toMatchObject({
        status: 409,
        json: { code: 'already-answered', outcome: right.json },
      });
      // A repeated key gets its first answer, also after the question closed.
      const headers = key();
      const first = await answer(voterId(202), 'o3', headers);
      expect(first).toMatchObject({ status: 200, json: { correct: false } });
      expect((await answer(voterId(203), 'o9')).json).toMatchObject({ fields: ['optionId'] });
      expect((await answer(voterId(203), 'o1', key(), 'quiz-not-here')).status).toBe(404);
      await control({ activeQuiz: null });
      expect(await answer(voterId(202), 'o3', headers)).toEqual(first);
      expect(await answer(voterId(204), 'o2')).toMatchObject({ status: 409, json: { code: 'closed' } });
      expect((await t.get('/live-director/control/open-hybrid', auth)).status).toBe(200);
      const rows = await t.db.execute(
        sql`select voter_id, option_id, correct from live_votes where broadcast = ${CAMPUS} and item_id = 'quiz-campus'
          order by voter_id`,
      );
      const list = ((rows as unknown as { rows?: unknown[] }).rows ?? rows) as {
        voter_id: string;
        option_id: string;
        correct: boolean;
      }[];
      expect(list.map((r) => [r.voter_id, r.option_id, r.correct])).toEqual([
        [voterId(200), 'o2', true],
        [voterId(201), 'o1', false],
        [voterId(202), 'o3', false],
      ]);
    },
  );
});
