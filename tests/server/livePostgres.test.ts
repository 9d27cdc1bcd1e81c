// @vitest-environment node
/**
 * Two server processes on one PostgreSQL (as main.ts wires them: own pool, own LISTEN/NOTIFY
 * change feed, own streams): one controller change reaches the live streams of both. Runs only
 * with TEST_DATABASE_URL (see postgres.test.ts and scripts/ci/postgres.sh).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createAppCache } from '../../server/cache/appCache.ts';
import { postgresChangeFeed } from '../../server/cache/postgresChangeFeed.ts';
import { testConfig } from '../../server/config.ts';
import { openPostgres, type Database } from '../../server/db/client.ts';
import { registrations } from '../../server/db/schema.ts';
import { seed } from '../../server/seed/index.ts';
import { NOW, SETUP_TIMEOUT } from './helpers.ts';
import { sseReader } from './liveSse.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const dbName = `eventhall_live_${randomBytes(4).toString('hex')}`;
const TOKEN = 'pg-live-token';

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try { await client.query(statement); } finally { await client.end(); }
}

async function startProcess(url: string) {
  const database = openPostgres(url);
  const feed = await postgresChangeFeed({
    url, notify: async (channel, payload) => { await database.db.execute(sql`select pg_notify(${channel}, ${payload})`); },
  });
  const cache = createAppCache(database.db, feed);
  const app = createApp({
    db: database.db, config: testConfig({ rateLimitScale: 1000, distDir: '/nonexistent', live: { controlToken: TOKEN } }), now: () => NOW, cache, feed,
  });
  return { app, db: database.db, close: async () => { await cache.close(); await database.close(); } };
}
type Process = Awaited<ReturnType<typeof startProcess>>;

describe.skipIf(!adminUrl)('live director on two processes sharing PostgreSQL', () => {
  let a: Process;
  let b: Process;
  let setup: Database;

  beforeAll(async () => {
    await admin(`create database ${dbName}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    setup = openPostgres(url.toString());
    await setup.migrate();
    await seed(setup.db, NOW);
    a = await startProcess(url.toString());
    b = await startProcess(url.toString());
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await setup?.close();
    if (adminUrl) await admin(`drop database if exists ${dbName}`);
  });

  it('pushes one controller change to the streams of both processes', async () => {
    const open = async (p: Process) => sseReader((await p.app.request('http://localhost/live-director/stream/beng-in-de-praktijk')).body!);
    const onA = await open(a);
    const onB = await open(b);
    const [firstA, firstB] = [await onA.nextState(), await onB.nextState()];
    expect(firstA).toEqual(firstB);
    expect(firstA.state.state).toBe('pre');

    const res = await a.app.request('http://localhost/live-director/control/webinar', {
      method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ state: 'on-air', visible: { polls: true } }),
    });
    expect(res.status).toBe(200);
    const [nextA, nextB] = [await onA.nextState(), await onB.nextState()];
    expect(nextA.state).toMatchObject({ state: 'on-air', visible: { polls: true } });
    expect(nextB).toEqual(nextA);
    expect(Number(nextB.id)).toBeGreaterThan(Number(firstB.id));

    // And the other way round, for a second change.
    await b.app.request('http://localhost/live-director/control/webinar', {
      method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ state: 'post' }),
    });
    const [lastA, lastB] = [await onA.nextState(), await onB.nextState()];
    expect(lastA.state.state).toBe('post');
    expect(lastB).toEqual(lastA);
    await onA.close();
    await onB.close();
  });

  it('pushes the poll counts after a vote to the streams of both processes', async () => {
    const res = await a.app.request('http://localhost/live-director/control/webinar', {
      method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ activePoll: 'poll-beng-ervaring' }),
    });
    expect(res.status).toBe(200);
    const open = async (p: Process) => sseReader((await p.app.request('http://localhost/live-director/stream/beng-in-de-praktijk')).body!);
    const onA = await open(a);
    const onB = await open(b);
    await onA.nextState();
    await onB.nextState();
    // Only a registration of the webinar votes there (issue 27).
    await b.db.insert(registrations).values({ id: 'pgVoterWebinar0000000001', projectId: 'proj-webinar', email: 'pg.voter@example.com', eventId: 'webinar' });
    const vote = await b.app.request('http://localhost/live-director/polls/beng-in-de-praktijk/poll-beng-ervaring/vote', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ voterId: 'pgVoterWebinar0000000001', optionId: 'o2' }),
    });
    expect(vote.status).toBe(200);
    const results = async (reader: typeof onA) => {
      for (;;) {
        const e = await reader.next(5000);
        if (e.event === 'results') return JSON.parse(e.data!).results;
      }
    };
    const expected = { 'poll-beng-ervaring': { o1: 0, o2: 1, o3: 0 } };
    expect(await results(onA)).toEqual(expected);
    expect(await results(onB)).toEqual(expected);
    await onA.close();
    await onB.close();
  });

  it('keeps the one-browser rule across processes', async () => {
    const connect = (p: Process) => p.app.request('http://localhost/live-director/sessions', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ broadcast: 'hybrid-health-summit-2026', registrationId: 'demoRegistrationOnline01' }),
    });
    expect((await connect(a)).status).toBe(201);
    expect((await connect(b)).status).toBe(409);
  });
});
