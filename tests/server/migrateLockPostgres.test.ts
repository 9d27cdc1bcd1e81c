// @vitest-environment node
/**
 * Issue 44: two processes starting on one fresh PostgreSQL database both migrate it at once; the
 * migrations run once, under the advisory lock (server/db/migrateLocked.ts). Runs only with
 * TEST_DATABASE_URL (a server where the user may create databases, scripts/ci/postgres.sh).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../server/db/client.ts';
import { MIGRATION_LOCK_KEY } from '../../server/db/migrateLocked.ts';
import { SETUP_TIMEOUT } from './helpers.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(
  readFileSync(new URL('../../server/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.skipIf(!adminUrl)('migrations on a PostgreSQL that processes share', () => {
  const names: string[] = [];
  const opened: Database[] = [];
  const freshDatabase = async () => {
    const name = `eventhall_migrate_${randomBytes(4).toString('hex')}`;
    await admin(`create database ${name}`);
    names.push(name);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const open = (url: string) => {
    const database = openPostgres(url);
    opened.push(database);
    return database;
  };
  const applied = async (url: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (
        await client.query<{ hash: string; times: string }>(
          'select hash, count(*) as times from drizzle.__drizzle_migrations group by hash',
        )
      ).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(() => expect(journal.entries.length).toBeGreaterThan(1), SETUP_TIMEOUT);
  afterAll(async () => {
    for (const database of opened) await database.close();
    for (const name of names) await admin(`drop database if exists ${name} with (force)`);
  });

  it(
    'two processes migrating one fresh database at once both succeed, and each migration is recorded once',
    async () => {
      const url = await freshDatabase();
      await Promise.all([open(url).migrate(), open(url).migrate()]);
      const rows = await applied(url);
      expect(rows).toHaveLength(journal.entries.length);
      expect(rows.filter((row) => Number(row.times) !== 1)).toEqual([]);
    },
    SETUP_TIMEOUT,
  );

  it(
    'waits while another process holds the migration lock',
    async () => {
      const url = await freshDatabase();
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
        let done = false;
        const migrating = open(url)
          .migrate()
          .then(() => {
            done = true;
          });
        // The waiting session shows in pg_locks: a state to wait for, not a fixed time.
        for (let waiting = 0; waiting === 0; ) {
          waiting = Number(
            (await holder.query("select count(*) from pg_locks where locktype = 'advisory' and not granted")).rows[0]
              .count,
          );
        }
        expect(done).toBe(false);
        expect((await holder.query("select to_regclass('drizzle.__drizzle_migrations') as t")).rows[0].t).toBeNull();
        await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
        await migrating;
        expect(await applied(url)).toHaveLength(journal.entries.length);
      } finally {
        await holder.end();
      }
    },
    SETUP_TIMEOUT,
  );
});
