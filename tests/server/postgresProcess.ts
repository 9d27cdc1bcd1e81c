/**
 * The two-process PostgreSQL tests' shared set-up: a statement on the server, a throwaway database
 * on it (migrated and seeded, dropped after), and one "process" of the app's own parts: its pool,
 * its change feed on LISTEN/NOTIFY and its memory. Each test builds its app on these with the
 * config it needs. They run only with TEST_DATABASE_URL (scripts/ci/postgres.sh).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../../server/app.ts';
import { createAppCache } from '../../server/cache/appCache.ts';
import { postgresChangeFeed } from '../../server/cache/postgresChangeFeed.ts';
import { type Database, openPostgres } from '../../server/db/client.ts';
import { testConfig } from '../../server/config.ts';
import { seed } from '../../server/seed/index.ts';
import { reconcileCounters } from '../../server/services/counterSync.ts';
import { NOW } from './helpers.ts';

/** A server where the user may create databases, e.g. postgres://postgres@127.0.0.1:5544/postgres. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export async function onPostgresServer(serverUrl: string | undefined, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function processParts(url: string) {
  const database = openPostgres(url);
  const feed = await postgresChangeFeed({
    url,
    notify: async (channel, payload) => {
      await database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
  });
  const cache = createAppCache(database.db, feed);
  return {
    database,
    feed,
    cache,
    close: async () => {
      await cache.close();
      await database.close();
    },
  };
}

/** One process's app on `url` (its own parts, as main.ts wires them) with the config the test needs. */
export async function appProcess(url: string, config: Parameters<typeof testConfig>[0] = {}) {
  const { database, feed, cache, close } = await processParts(url);
  const app = createApp({
    db: database.db,
    config: testConfig({ rateLimitScale: 1000, distDir: '/nonexistent', ...config }),
    now: () => NOW,
    cache,
    feed,
  });
  return { app, db: database.db, close };
}

export interface SeededDatabase {
  url: string;
  /** A connection of the test's own, for set-up and checks. */
  setup: Database;
  /** Closes `setup` and drops the database. */
  drop(): Promise<void>;
}

/** A fresh database `<prefix>_<random>` on TEST_DATABASE_URL, migrated and seeded at `now`. */
export async function seededDatabase(
  prefix: string,
  now: Date,
  { recount = false }: { recount?: boolean } = {},
): Promise<SeededDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await onPostgresServer(TEST_DATABASE_URL, `create database ${name}`);
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const setup = openPostgres(url.toString());
  await setup.migrate();
  await seed(setup.db, now);
  if (recount) await reconcileCounters(setup.db);
  return {
    url: url.toString(),
    setup,
    async drop() {
      await setup.close();
      await onPostgresServer(TEST_DATABASE_URL, `drop database if exists ${name}`);
    },
  };
}
