/**
 * Group commit of prepared statements on PGlite (server/db/prepared.ts): runs that wait together
 * go in one exchange, each statement seeing the ones before it, and a failing statement costs only
 * its own caller an error.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { preparedStatement } from '../../server/db/prepared.ts';
const SETUP_TIMEOUT = 60_000;

let client: PGlite;
let db: Db;

// One database for the file (starting PGlite is the slow part); each test starts from a fresh room.
beforeAll(async () => {
  client = new PGlite();
  db = drizzle(client) as unknown as Db;
  await client.exec(`
    create table seats (id text primary key, taken int not null, seat_limit int not null);
    create table guests (email text primary key, seat int not null);
  `);
}, SETUP_TIMEOUT);
beforeEach(async () => {
  await client.exec(`truncate seats, guests; insert into seats values ('room', 0, 5);`);
});
afterAll(async () => {
  await client.close();
});

// Takes a seat while any is left and records the guest with the seat number, in one statement.
const takeSeat = preparedStatement(
  'test_take_seat',
  `
  with seat as (update seats set taken = taken + 1 where id = 'room' and taken < seat_limit returning taken)
  insert into guests (email, seat) select $1, taken from seat returning email, seat`,
);

describe('prepared statements on PGlite', () => {
  it('runs twenty concurrent calls with the limit holding exactly, each answered with its own rows', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => takeSeat.run(db, [`g${i}@example.com`])));
    const seated = answers.filter((rows) => rows.length === 1);
    expect(seated).toHaveLength(5);
    expect(seated.map((rows) => rows[0]!.seat).sort()).toEqual([1, 2, 3, 4, 5]);
    for (const [i, rows] of answers.entries()) for (const row of rows) expect(row.email).toBe(`g${i}@example.com`);
    const stored = await client.query<{ n: number }>('select count(*)::int as n from guests');
    expect(stored.rows[0]!.n).toBe(5);
  });

  it('gives an error only to the call whose statement failed; the others are stored', async () => {
    await client.exec(`update seats set seat_limit = 100`);
    const calls = ['a@example.com', 'b@example.com', 'a@example.com', 'c@example.com'].map((email) =>
      takeSeat.run(db, [email]),
    );
    const settled = await Promise.allSettled(calls);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    const stored = await client.query<{ email: string }>('select email from guests order by email');
    expect(stored.rows.map((r) => r.email)).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    const seats = await client.query<{ taken: number }>(`select taken from seats`);
    expect(seats.rows[0]!.taken).toBe(3); // the failed statement's seat was rolled back with it
  });

  it('runs through drizzle inside a transaction', async () => {
    const rows = await db.transaction((tx) => takeSeat.run(tx as unknown as Db, ['t@example.com']));
    expect(rows).toEqual([{ email: 't@example.com', seat: 1 }]);
  });

  it('puts calls that arrive in separate turns of the event loop in one exchange (one transaction)', async () => {
    // As requests do: each call starts in its own callback of one loop turn, not in one Promise.all,
    // and some a turn later (a request's body arrives a turn after its headers). Started at once,
    // the batch held only the first call; after one turn, it missed the later ones.
    const inOwnTurn = (i: number) =>
      new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const call = () => void takeSeatInTransaction.run(db, [`turn${i}@example.com`]).then(resolve, reject);
        setImmediate(() => (i % 2 ? setImmediate(call) : call()));
      });
    const answers = await Promise.all([0, 1, 2, 3, 4].map(inOwnTurn));
    const transactions = new Set(answers.map((rows) => String(rows[0]!.tx)));
    expect(answers.every((rows) => rows.length === 1)).toBe(true);
    expect(transactions.size).toBe(1);
  });
});

// takeSeat, plus the transaction it ran in: runs of one exchange share one transaction.
const takeSeatInTransaction = preparedStatement(
  'test_take_seat_tx',
  `
  with seat as (update seats set taken = taken + 1 where id = 'room' and taken < seat_limit returning taken)
  insert into guests (email, seat) select $1, taken from seat returning email, seat, txid_current() as tx`,
);
