/**
 * The database of a server test: in-memory PGlite by default; a database of its own on
 * PostgreSQL when the suite runs in the `server-postgres` project (tests/testConfig.ts sets
 * SERVER_TEST_DB=postgres there, and TEST_DATABASE_URL names a server where the user may create
 * databases, see scripts/ci/postgres.sh). Each call gets an empty database (PGlite: emptied
 * and handed on, pgliteLeases.ts; PostgreSQL: a new one, dropped on close), so test files never
 * see each other's rows, on either store.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../server/db/client.ts';
import { migrationsHash } from './migrationsHash.ts';
import { leasedPglite } from './pgliteLeases.ts';

export const onPostgres = () => process.env.SERVER_TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Drops once the test's own connections are gone (pool.end() resolves a moment before the server
 * sees every one close); forcing it at once would kill a closing connection, whose client then
 * throws "terminating connection due to administrator command" into the test run.
 */
async function dropWhenFree(name: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      return await adminQuery(`drop database if exists ${name}`);
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error; // 55006: still in use
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await adminQuery(`drop database if exists ${name} with (force)`);
}

/** A fresh PostgreSQL database: its URL, and a function that drops it. */
export async function freshPostgresDatabase(
  prefix = 'eventhall_t',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropWhenFree(name) };
}

/**
 * A migrated, empty PGlite data folder as a tarball, made once per migrations state and shared by
 * every test file (each file runs in its own module context, so the file on disk is the cache):
 * starting from it skips initdb and the migrations, about 1 s of each file's setup.
 */
export async function migratedTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `eventhall-test-pglite-${migrationsHash()}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const database = openPglite('');
    await database.migrate();
    const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    await database.close();
    // Written aside and renamed: a file running at the same time never reads half a template.
    const part = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(part, Buffer.from(await dump.arrayBuffer()));
    renameSync(part, file);
    return dump;
  }
}

/**
 * A test's database holds a few hundred rows: 16 MB of shared buffers instead of PGlite's 128 MB
 * keep all of them and start the database in two thirds of the time (it sets up less memory).
 */
export const TEST_PGLITE_SETTINGS = 'shared_buffers = 16MB';

/** A migrated, empty database for one test file (or one test). */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  if (!onPostgres()) {
    return leasedPglite(async () => {
      const database = openPglite('', await migratedTemplate(), TEST_PGLITE_SETTINGS);
      await database.migrate(); // nothing to apply: it checks the template is current
      return (database.db as unknown as { $client: PGlite }).$client;
    });
  }
  const { url, drop } = await freshPostgresDatabase();
  const database = openPostgres(url);
  await database.migrate();
  return {
    url,
    db: database.db,
    migrate: database.migrate,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}
