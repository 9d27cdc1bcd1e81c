// @vitest-environment node
/**
 * Issue 44: PostgreSQL restarted (or failed over) under a running process. Its pool's idle
 * connections end with an 'error' event; the process keeps running and its next query opens a new
 * connection. Runs only with TEST_DATABASE_URL (scripts/ci/postgres.sh).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openPostgres, type Database } from '../../server/db/client.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

/** The server process id behind the pool's next connection. */
async function backendPid(database: Database): Promise<number> {
  const result = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
    rows: { pid: number }[];
  };
  return result.rows[0].pid;
}

describe.skipIf(!adminUrl)('a PostgreSQL that ends the connections', () => {
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
  });

  it('keeps the process: the ended idle connections are dropped, the next query opens one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    database = openPostgres(adminUrl!);
    const pid = await backendPid(database);
    // What a restart does to every connection: the server ends it ("administrator command").
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('an idle connection ended')));
    expect(await backendPid(database)).not.toBe(pid);
    warn.mockRestore();
  });

  it('keeps the process when a connection ends while a transaction holds it between its statements', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    database ??= openPostgres(adminUrl!);
    const db = database.db;
    let held: number | undefined;
    let release!: () => void;
    const between = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A transaction that waits between its statements (a write path that awaits something else):
    // its connection is checked out of the pool, so the pool's own listener no longer hears it.
    const transaction = db
      .transaction(async (tx) => {
        const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        held = result.rows[0].pid;
        await between;
        await tx.execute(sql`select 1`);
      })
      .then(
        () => 'committed',
        () => 'failed',
      );
    await vi.waitFor(() => expect(held).toBeDefined());
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [held]);
    await admin.end();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('a connection in use ended')));
    release();
    // The transaction fails (its request answers 5xx and the page sends it again); the process goes on.
    expect(await transaction).toBe('failed');
    expect(await backendPid(database)).not.toBe(held);
    warn.mockRestore();
  });
});
