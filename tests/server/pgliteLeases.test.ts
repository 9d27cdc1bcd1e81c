// @vitest-environment node
/** The test databases handed on between files (pgliteLeases.ts) arrive empty and cut off the file before. */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { NOW, SETUP_TIMEOUT } from './helpers.ts';
import { onPostgres, openTestDatabase } from './testDatabase.ts';
import { seed } from '../../server/seed/index.ts';

type Rows = { rows: { n: number }[] };
const count = async (db: Awaited<ReturnType<typeof openTestDatabase>>['db']) =>
  Number(((await db.execute(sql`select count(*)::int as n from projects`)) as unknown as Rows).rows[0].n);

it.skipIf(onPostgres())(
  'a returned database reaches the next file empty, and the file before can no longer use it',
  async () => {
    const first = await openTestDatabase();
    await seed(first.db, NOW);
    expect(await count(first.db)).toBeGreaterThan(0);
    const client = (first.db as unknown as { $client: { marker?: string } }).$client;
    client.marker = 'set by the first file';
    await first.close();

    const second = await openTestDatabase();
    expect(await count(second.db)).toBe(0);
    expect((second.db as unknown as { $client: { marker?: string } }).$client.marker).toBeUndefined();
    await expect(count(first.db)).rejects.toThrow();
    await second.close();
  },
  SETUP_TIMEOUT,
);
