// @vitest-environment node
/**
 * Two server processes on one PostgreSQL (as main.ts wires them: own pool, own LISTEN/NOTIFY
 * change feed, own streams): one controller change reaches the live streams of both. Runs only
 * with TEST_DATABASE_URL (see postgres.test.ts and scripts/ci/postgres.sh).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/config.ts';
import { registrations } from '../../server/db/schema.ts';
import { signedVoterId } from '../../server/live/voterIds.ts';
import { NOW, SETUP_TIMEOUT } from './helpers.ts';
import { sseReader } from './liveSse.ts';
import { appProcess, type SeededDatabase, seededDatabase, TEST_DATABASE_URL } from './postgresProcess.ts';

const TOKEN = 'pg-live-token';
/**
 * Both processes share the live secret, as a deployment does: the voter ids of the open event are signed with it
 * (issue 43).
 */
const LIVE_SECRET = 'pg-live-secret';

const startProcess = (url: string) => appProcess(url, { live: { controlToken: TOKEN, pageTokenSecret: LIVE_SECRET } });
type Process = Awaited<ReturnType<typeof startProcess>>;

/** Reads `event: results` until the counts are `expected` (the first push on connect has the counts then). */
async function resultsUntil(reader: ReturnType<typeof sseReader>, expected: unknown) {
  let last: unknown;
  const deadline = Date.now() + 10_000;
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < deadline) {
    const e = await reader.next(Math.max(1, deadline - Date.now()));
    if (e.event === 'results') last = JSON.parse(e.data!).results;
  }
  return last;
}

describe.skipIf(!TEST_DATABASE_URL)('live director on two processes sharing PostgreSQL', () => {
  let a: Process;
  let b: Process;
  let database: SeededDatabase;

  beforeAll(async () => {
    database = await seededDatabase('eventhall_live', NOW);
    a = await startProcess(database.url);
    b = await startProcess(database.url);
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it('pushes one controller change to the streams of both processes', async () => {
    const open = async (p: Process) =>
      sseReader((await p.app.request('http://localhost/live-director/stream/beng-in-de-praktijk')).body!);
    const onA = await open(a);
    const onB = await open(b);
    const [firstA, firstB] = [await onA.nextState(), await onB.nextState()];
    expect(firstA).toEqual(firstB);
    expect(firstA.state.state).toBe('pre');

    const res = await a.app.request('http://localhost/live-director/control/webinar', {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'on-air', visible: { polls: true } }),
    });
    expect(res.status).toBe(200);
    const [nextA, nextB] = [await onA.nextState(), await onB.nextState()];
    expect(nextA.state).toMatchObject({ state: 'on-air', visible: { polls: true } });
    expect(nextB).toEqual(nextA);
    expect(Number(nextB.id)).toBeGreaterThan(Number(firstB.id));

    // And the other way round, for a second change.
    await b.app.request('http://localhost/live-director/control/webinar', {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'post' }),
    });
    const [lastA, lastB] = [await onA.nextState(), await onB.nextState()];
    expect(lastA.state.state).toBe('post');
    expect(lastB).toEqual(lastA);
    await onA.close();
    await onB.close();
  });

  it('pushes the poll counts after a vote to the streams of both processes', async () => {
    const res = await a.app.request('http://localhost/live-director/control/webinar', {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ activePoll: 'poll-beng-ervaring' }),
    });
    expect(res.status).toBe(200);
    const open = async (p: Process) =>
      sseReader((await p.app.request('http://localhost/live-director/stream/beng-in-de-praktijk')).body!);
    const onA = await open(a);
    const onB = await open(b);
    await onA.nextState();
    await onB.nextState();
    // Only a registration of the webinar votes there (issue 27).
    await b.db.insert(registrations).values({
      id: 'pgVoterWebinar0000000001',
      projectId: 'proj-webinar',
      email: 'pg.voter@example.com',
      eventId: 'webinar',
    });
    const vote = await b.app.request(
      'http://localhost/live-director/polls/beng-in-de-praktijk/poll-beng-ervaring/vote',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ voterId: 'pgVoterWebinar0000000001', optionId: 'o2' }),
      },
    );
    expect(vote.status).toBe(200);
    const expected = { 'poll-beng-ervaring': { o1: 0, o2: 1, o3: 0 } };
    expect(await resultsUntil(onA, expected)).toEqual(expected);
    expect(await resultsUntil(onB, expected)).toEqual(expected);
    await onA.close();
    await onB.close();
  });

  it(
    'a storm of keyed votes over both processes: each counted once, ' +
      'the item pushed and the counts converge on both',
    async () => {
      const post = (p: Process, path: string, body: unknown, headers: Record<string, string> = {}) =>
        p.app.request(`http://localhost${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
      const open = async (p: Process) =>
        sseReader((await p.app.request('http://localhost/live-director/stream/campus-noord-open-dag')).body!);
      const onA = await open(a);
      const onB = await open(b);
      await onA.nextState();
      await onB.nextState();
      const started = await post(
        a,
        '/live-director/control/open-hybrid',
        { activePoll: 'poll-studie' },
        { authorization: `Bearer ${TOKEN}` },
      );
      expect(started.status).toBe(200);
      const [stateA, stateB] = [await onA.nextState(), await onB.nextState()];
      expect(stateA.state.items.poll).toMatchObject({ id: 'poll-studie', options: expect.any(Array) });
      expect(stateB.state.items).toEqual(stateA.state.items);
      // Open registration: a browser's own id votes. 60 voters, each process half of them; 10 sent again at
      // the same moment with the same key to the other process (one statement each on PostgreSQL: the
      // second claims no key and writes nothing).
      const votes = Array.from({ length: 60 }, (_, n) => ({
        n,
        voterId: signedVoterId(
          testConfig({ live: { pageTokenSecret: LIVE_SECRET } }),
          `pg-storm-voter-${String(n).padStart(6, '0')}`,
        ),
        optionId: `o${(n % 4) + 1}`,
      }));
      const send = ({ n, voterId, optionId }: (typeof votes)[number], key = `pg-storm-${n}-abcdef`, other = false) =>
        post(
          (n % 2 === 1) !== other ? a : b,
          '/live-director/polls/campus-noord-open-dag/poll-studie/vote',
          { voterId, optionId },
          { 'Idempotency-Key': key },
        );
      const answers = await Promise.all([
        ...votes.map((v) => send(v)),
        ...votes.slice(0, 10).map((v) => send(v, undefined, true)),
      ]);
      expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
      const bodies = await Promise.all(answers.map((r) => r.json() as Promise<{ optionId: string }>));
      expect(bodies.slice(60).map((body) => body.optionId)).toEqual(votes.slice(0, 10).map((v) => v.optionId));
      // Two voters change their minds on the other process.
      expect((await send({ ...votes[0], n: 1, optionId: 'o4' }, 'pg-storm-change-0')).status).toBe(200);
      expect((await send({ ...votes[1], n: 0, optionId: 'o4' }, 'pg-storm-change-1')).status).toBe(200);
      const expected = { 'poll-studie': { o1: 14, o2: 14, o3: 15, o4: 17 } };
      expect(await resultsUntil(onA, expected)).toEqual(expected);
      expect(await resultsUntil(onB, expected)).toEqual(expected);
      const counted = await a.db.execute(
        sql`select option_id, count(*)::int as n from live_votes where broadcast = 'campus-noord-open-dag' and item_id =
          'poll-studie' group by option_id order by option_id`,
      );
      expect(
        Object.fromEntries(
          (counted as unknown as { rows: { option_id: string; n: number }[] }).rows.map((r) => [r.option_id, r.n]),
        ),
      ).toEqual(expected['poll-studie']);
      await onA.close();
      await onB.close();
    },
  );

  it('keeps the one-browser rule across processes', async () => {
    const connect = (p: Process) =>
      p.app.request('http://localhost/live-director/sessions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ broadcast: 'hybrid-health-summit-2026', registrationId: 'demoRegistrationOnline01' }),
      });
    expect((await connect(a)).status).toBe(201);
    expect((await connect(b)).status).toBe(409);
  });
});
