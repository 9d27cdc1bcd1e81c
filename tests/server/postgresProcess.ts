/**
 * The two-process PostgreSQL tests' shared set-up: a statement on the server (create or drop the
 * test database), and one "process" of the app's own parts: its pool, its change feed on
 * LISTEN/NOTIFY and its memory. Each test builds its app on these with the config it needs.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createAppCache } from '../../server/cache/appCache.ts';
import { postgresChangeFeed } from '../../server/cache/postgresChangeFeed.ts';
import { openPostgres } from '../../server/db/client.ts';

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
