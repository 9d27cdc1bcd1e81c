/**
 * Migrations on a PostgreSQL that several processes share: each process migrates at its start,
 * and two starting at once (an upgrade of both, a restart of all) would both find a migration
 * missing and both apply it (the second failing on "already exists", or worse, halfway). So the
 * whole of drizzle's migrate runs under one session-level advisory lock, on one connection: the
 * second process waits, then finds every migration recorded and applies none. The lock goes with
 * the session, so a process that dies while migrating frees it (and its transaction rolls back).
 * PGlite needs none of this: one process per data folder (db/folderLock.ts).
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import * as schema from './schema.ts';

/** The advisory lock's key: a fixed number no other lock of this database uses ("eventhal" in ASCII). */
export const MIGRATION_LOCK_KEY = 0x6576656e7468616cn;

export async function migrateLocked(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  let broken: unknown;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migrate(drizzle({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } catch (err) {
    broken = err;
    throw err;
  } finally {
    // A connection whose unlock may not have run goes, with its lock, instead of back to the pool.
    client.release(broken instanceof Error ? broken : undefined);
  }
}
