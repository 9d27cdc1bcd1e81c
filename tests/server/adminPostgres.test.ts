// @vitest-environment node
/**
 * An organiser's change reaches every server process: two processes on one PostgreSQL database,
 * each with its own memory and LISTEN/NOTIFY change feed (as main.ts wires them). A project
 * changed, limited or deleted through one process is served changed by the other. Runs only
 * with TEST_DATABASE_URL (see scripts/ci/postgres.sh).
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
import { seed } from '../../server/seed/index.ts';
import { reconcileCounters } from '../../server/services/counterSync.ts';
import { ADMIN_TOKEN, exampleProject, organiser } from './adminHelpers.ts';
import { NOW, SETUP_TIMEOUT } from './helpers.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const dbName = `eventhall_admin_${randomBytes(4).toString('hex')}`;

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function startProcess(url: string) {
  const database = openPostgres(url);
  const feed = await postgresChangeFeed({
    url,
    notify: async (channel, payload) => {
      await database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
  });
  const cache = createAppCache(database.db, feed);
  const config = testConfig({
    rateLimitScale: 1000,
    distDir: '/nonexistent',
    admin: { token: ADMIN_TOKEN, retentionMonths: 6 },
  });
  const app = createApp({ db: database.db, config, now: () => NOW, cache });
  const page = async (eventId: string) => {
    const res = await app.request(`http://localhost/frontend-api/projectevents/${eventId}`);
    // biome-ignore lint/suspicious/noExplicitAny: JSON read loosely; the assertions check its shape
    return { status: res.status, json: res.status === 200 ? ((await res.json()) as any) : undefined };
  };
  return {
    admin: organiser(app),
    page,
    close: async () => {
      await cache.close();
      await database.close();
    },
  };
}
type Process = Awaited<ReturnType<typeof startProcess>>;

async function eventually(check: () => Promise<boolean>, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting for the other process');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!serverUrl)('organiser changes across processes on PostgreSQL', () => {
  let a: Process;
  let b: Process;
  let setup: Database;
  const PATH = '/admin/api/projects/proj-open-source-day';
  const EVENT = 'open-source-day';

  beforeAll(async () => {
    await onServer(`create database ${dbName}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${dbName}`;
    setup = openPostgres(url.toString());
    await setup.migrate();
    await seed(setup.db, NOW);
    await reconcileCounters(setup.db);
    a = await startProcess(url.toString());
    b = await startProcess(url.toString());
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await setup?.close();
    if (serverUrl) await onServer(`drop database if exists ${dbName}`);
  });

  it('serves an imported project in the other process, and its changes', async () => {
    expect((await a.admin.put(PATH, exampleProject())).status).toBe(201);
    expect((await b.page(EVENT)).json.eventTitle).toBe(exampleProject().eventTitle); // b holds it in memory now
    expect((await a.admin.put(PATH, { ...exampleProject(), eventTitle: 'Moved to April' })).status).toBe(200);
    await eventually(async () => (await b.page(EVENT)).json.eventTitle === 'Moved to April');
  });

  it('makes an event full in the other process when the organiser lowers its limit', async () => {
    const full = exampleProject();
    full.events[0].registrationsCountLimit = 0;
    expect((await b.admin.put(PATH, full)).status).toBe(200);
    await eventually(async () => (await a.page(EVENT)).json.event.disabled === true);
  });

  it('stops serving a deleted project in the other process', async () => {
    expect((await b.page(EVENT)).status).toBe(200);
    expect((await a.admin.delete(PATH)).status).toBe(204);
    await eventually(async () => (await b.page(EVENT)).status === 404);
  });
});
