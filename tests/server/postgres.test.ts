// @vitest-environment node
/**
 * Two server processes on one PostgreSQL database, each with its own memory and LISTEN/NOTIFY
 * change feed (as main.ts wires them). Runs only with TEST_DATABASE_URL (a server where the user
 * may create databases), e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5544/postgres.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { hybridForm, NOW, SETUP_TIMEOUT } from './helpers.ts';
import { processParts, type SeededDatabase, seededDatabase, TEST_DATABASE_URL } from './postgresProcess.ts';

/** One "process": its own pool, change feed, memory and app. */
async function startProcess(url: string) {
  const { database, cache, close } = await processParts(url);
  const app = createApp({
    db: database.db,
    config: testConfig({ rateLimitScale: 1000, distDir: '/nonexistent' }),
    now: () => NOW,
    cache,
  });
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await app.request(`http://localhost${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // biome-ignore lint/suspicious/noExplicitAny: JSON read loosely; the assertions check its shape
    return { status: res.status, json: (await res.json()) as any, replayed: res.headers.get('Idempotent-Replayed') };
  };
  return {
    database,
    cache,
    call,
    close,
  };
}
type Process = Awaited<ReturnType<typeof startProcess>>;

/** Waits for a state (never a fixed sleep): the other process hears changes within a second. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting for the other process');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!TEST_DATABASE_URL)('two processes on PostgreSQL', () => {
  let a: Process;
  let b: Process;
  let database: SeededDatabase;
  let setup: Database;

  beforeAll(async () => {
    database = await seededDatabase('eventhall_test', NOW, { recount: true });
    setup = database.setup;
    a = await startProcess(database.url);
    b = await startProcess(database.url);
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  const onSite = (p: Process) => p.call('GET', '/api/registrations/proj-hybrid-summit/count-on-site-viewers');

  it('tells the other process about new counts through NOTIFY', async () => {
    expect((await onSite(b)).json.onSiteViewers).toBe(38); // b holds the project in memory now
    const res = await a.call('POST', '/api/registrations', hybridForm('pg-one@example.com', 1));
    expect(res.json.on_site_viewer).toBe(1);
    expect((await onSite(a)).json.onSiteViewers).toBe(39); // at once in the writing process
    await eventually(async () => (await onSite(b)).json.onSiteViewers === 39);
  });

  it("rebuilds the other process's document when an event stops being full", async () => {
    const round1b = async (p: Process) =>
      (
        (await p.call('GET', '/frontend-api/projectevents/multi-session')).json.events as {
          _id: string;
          disabled: boolean;
        }[]
      ).find((e) => e._id === 'multi-session-round1-b')?.disabled;
    expect(await round1b(b)).toBe(true);
    expect(
      (await a.call('PUT', '/api/registrations/proj-multi-session/seedMultiRoundB000000001/unsubscribe')).status,
    ).toBe(200);
    await eventually(async () => (await round1b(b)) === false);
  });

  it('gives the last seat to one request only when both processes race for it', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? a : b).call('POST', '/api/registrations', hybridForm(`pg-race${i}@example.com`, 1)),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.json.on_site_viewer === 1)).toHaveLength(1);
    const truth = (await setup.db.execute(sql`select count(*)::int as n from registrations
      where project_id = 'proj-hybrid-summit' and not unregistered and on_site_viewer = 1`)) as unknown as {
      rows: { n: number }[];
    };
    expect(truth.rows[0].n).toBe(40);
    await eventually(
      async () => (await onSite(a)).json.onSiteViewers === 40 && (await onSite(b)).json.onSiteViewers === 40,
    );
  });

  it('keeps one record per e-mail when both processes get it at once', async () => {
    const body = { event_id: 'multi-session', email: 'pg-twice@example.com', first_name: 'T', last_name: 'W' };
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).call('POST', '/api/registrations', body)),
    );
    expect(new Set(results.map((r) => r.json.registrationID)).size).toBe(1);
    const counts = await a.call('GET', '/api/registrations/proj-multi-session/count-each-event');
    const truth = (await setup.db.execute(sql`select count(*)::int as n from registrations
      where project_id = 'proj-multi-session' and not unregistered
        and 'multi-session' = any(selected_events)`)) as unknown as {
      rows: { n: number }[];
    };
    expect(counts.json.find((c: { event: string }) => c.event === 'multi-session').regsCount).toBe(truth.rows[0].n);
  });

  it('answers one Idempotency-Key once when both processes get it at once, and the same afterwards', async () => {
    const key = { 'Idempotency-Key': 'pg-two-process-key-0001' };
    const body = hybridForm('pg-keyed@example.com', 0);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? a : b).call('POST', '/api/registrations', body, key)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(new Set(results.map((r) => r.json.registrationID)).size).toBe(1);
    expect(results.filter((r) => r.replayed === 'true')).toHaveLength(5);
    const later = await a.call('POST', '/api/registrations', body, key);
    expect(later).toEqual({ ...results.find((r) => r.replayed === 'true'), replayed: 'true' });
    const mails = (await setup.db.execute(
      sql`select count(*)::int as n from mail_outbox where "to" = 'pg-keyed@example.com'`,
    )) as unknown as { rows: { n: number }[] };
    expect(mails.rows[0].n).toBe(1);
  });
});
