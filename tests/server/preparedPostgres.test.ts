// @vitest-environment node
/**
 * Prepared statements on a PostgreSQL pool (server/db/prepared.ts): named statements of
 * node-postgres, parsed and planned once per connection, answering the same rows as the drizzle
 * form of the same text (which a transaction uses). Runs only with TEST_DATABASE_URL.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { preparedStatement } from '../../server/db/prepared.ts';
import { freshPostgresDatabase } from './testDatabase.ts';

const SETUP_TIMEOUT = 60_000;
let database: { url: string; drop: () => Promise<void> } | undefined;
let pool: pg.Pool;
let db: Db;

const typed = preparedStatement(
  'test_pg_typed',
  `
  select $1::int as n, $2::timestamptz as at, $3::jsonb as body, $4::boolean as ok, $5::text[] as names,
    $6::text as nothing`,
);
const takeSeat = preparedStatement(
  'test_pg_take_seat',
  `
  with seat as (update seats set taken = taken + 1 where id = 'room' and taken < seat_limit returning taken)
  insert into guests (email, seat) select $1, taken from seat returning email, seat`,
);

describe.skipIf(!process.env.TEST_DATABASE_URL)('prepared statements on PostgreSQL', () => {
  beforeAll(async () => {
    database = await freshPostgresDatabase('eventhall_prep');
    pool = new pg.Pool({ connectionString: database.url, max: 4 });
    db = drizzle({ client: pool }) as unknown as Db;
    await pool.query(`create table seats (id text primary key, taken int not null, seat_limit int not null);
      create table guests (email text primary key, seat int not null);
      insert into seats values ('room', 0, 5);`);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  it('answers the same rows as the drizzle form of the same text', async () => {
    const values = [7, '2026-11-26T10:00:00.000Z', JSON.stringify({ a: [1, 'b'] }), true, ['x', 'y'], null];
    const [named] = await typed.run(db, values);
    const [viaDrizzle] = await (
      db as unknown as { transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> }
    ).transaction((tx) => typed.run(tx, values));
    expect(named).toEqual(viaDrizzle);
    expect(named).toMatchObject({ n: 7, body: { a: [1, 'b'] }, ok: true, names: ['x', 'y'], nothing: null });
    // Timestamps stay PostgreSQL's text, as drizzle's node-postgres session leaves them.
    expect(typeof named!.at).toBe('string');
  });

  it('parses a statement once per connection and runs it by name after that', async () => {
    const one = new pg.Pool({ connectionString: database!.url, max: 1 });
    try {
      const onOne = drizzle({ client: one }) as unknown as Db;
      for (let i = 0; i < 3; i++) await typed.run(onOne, [i, null, null, null, null, null]);
      const { rows } = await one.query(`select name, generic_plans + custom_plans as runs from pg_prepared_statements`);
      expect(rows).toEqual([{ name: 'test_pg_typed', runs: '3' }]);
    } finally {
      await one.end();
    }
  });

  it('keeps a limit exactly under concurrent runs, each answered with its own rows', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => takeSeat.run(db, [`g${i}@example.com`])));
    const seated = answers.filter((rows) => rows.length === 1);
    expect(seated.map((rows) => rows[0]!.seat).sort()).toEqual([1, 2, 3, 4, 5]);
    for (const [i, rows] of answers.entries()) for (const row of rows) expect(row.email).toBe(`g${i}@example.com`);
  });
});
