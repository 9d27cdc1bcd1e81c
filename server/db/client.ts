/**
 * Opens the database: PGlite in a folder (or in memory) by default, PostgreSQL through `pg` when
 * a URL is given. Both get the same drizzle schema, queries and migrations.
 */
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { errorSummary } from '../lib/logSafe.ts';
import { lockDataFolder } from './folderLock.ts';
import { migrateLocked } from './migrateLocked.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * `dataDir` empty means in memory (tests); `template` then starts it from a dumped data folder
 * (PGlite's dumpDataDir), which skips initdb. `settings`: postgresql.conf lines for an in-memory
 * database (a test's small one needs less than the default shared memory, which is most of its start).
 */
export function openPglite(dataDir: string, template?: Blob | File, settings?: string): Database {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const release = dataDir ? lockDataFolder(dataDir) : () => {};
  const client = dataDir ? new PGlite(dataDir) : new PGlite({ loadDataDir: template, postgresqlconf: settings });
  return pgliteDatabase(client, async () => {
    await client.close();
    release();
  });
}

/** The schema's queries and migrations on a PGlite client; `close` ends it. */
export function pgliteDatabase(client: PGlite, close: () => Promise<void>): Database {
  const db = drizzlePglite({ client, schema });
  return { db, migrate: () => migratePglite(db, { migrationsFolder }), close };
}

export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url });
  // A restart or failover of PostgreSQL ends the pool's idle connections with an 'error' event,
  // which would end the process without a listener. The pool drops the connection; the next
  // query opens a new one (and a query in flight fails once: its request answers 5xx and is retried).
  pool.on('error', (err) =>
    console.warn(`Database: an idle connection ended (${errorSummary(err)}); the next query opens a new one`),
  );
  // A connection in use (a transaction between its statements) is not the pool's to hear: on
  // PostgreSQL's restart its 'error' had no listener and ended the process (rehearsal run 37). The
  // statement that uses it next fails, and the pool drops it when it comes back.
  pool.on('connect', (client) =>
    client.on('error', (err) => console.warn(`Database: a connection in use ended (${errorSummary(err)})`)),
  );
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    // Other processes may start on the same database at the same moment.
    migrate: () => migrateLocked(pool, migrationsFolder),
    close: () => pool.end(),
  };
}

export function openDatabase(opts: { dataDir: string; databaseUrl?: string }): Database {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
