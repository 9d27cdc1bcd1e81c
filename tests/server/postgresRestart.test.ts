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
});
