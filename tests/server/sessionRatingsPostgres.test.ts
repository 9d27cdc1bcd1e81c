// @vitest-environment node
/**
 * The session rating's one statement on two server processes sharing PostgreSQL: the same
 * Idempotency-Key sent to both at once writes once and every answer is the first one's; many
 * visitors rating at once are each counted once. Runs only with TEST_DATABASE_URL
 * (scripts/ci/postgres.sh).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations, sessionRatings } from '../../server/db/schema.ts';
import { NOW, SETUP_TIMEOUT } from './helpers.ts';
import { appProcess, type SeededDatabase, seededDatabase, TEST_DATABASE_URL } from './postgresProcess.ts';

const EVENT = 'webinar';
const VISITORS = 20;
const visitor = (n: number) => `pgRatingVisitor${String(n).padStart(9, '0')}`;

const startProcess = (url: string) => appProcess(url);
type Process = Awaited<ReturnType<typeof startProcess>>;

async function rate(p: Process, registrationId: string, value: number, key?: string) {
  const res = await p.app.request(`http://localhost/api/session-ratings/${EVENT}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify({ registrationId, value }),
  });
  return { status: res.status, body: await res.json(), replayed: res.headers.get('Idempotent-Replayed') === 'true' };
}

describe.skipIf(!TEST_DATABASE_URL)('session ratings on two processes sharing PostgreSQL', () => {
  let a: Process;
  let b: Process;
  let database: SeededDatabase;

  beforeAll(async () => {
    database = await seededDatabase('eventhall_rating', NOW);
    await database.setup.db.insert(registrations).values(
      Array.from({ length: VISITORS + 1 }, (_, n) => ({
        id: visitor(n),
        projectId: 'proj-webinar',
        email: `rating${n}@example.com`,
        eventId: EVENT,
      })),
    );
    a = await startProcess(database.url);
    b = await startProcess(database.url);
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it('one key sent to both processes at once: written once, every answer the first one', async () => {
    const key = 'pg-rating-key-0000000001';
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => rate(i % 2 ? a : b, visitor(0), 4, key)));
    expect(answers.map((x) => x.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((x) => !x.replayed)).toHaveLength(1);
    for (const x of answers) expect(x.body).toEqual(answers[0].body);
    expect(answers[0].body).toMatchObject({ value: 4, count: 1 });
    const rows = await database.setup.db
      .select({ value: sessionRatings.value })
      .from(sessionRatings)
      .where(and(eq(sessionRatings.eventId, EVENT), eq(sessionRatings.registrationId, visitor(0))));
    expect(rows).toEqual([{ value: 4 }]);
  });

  it('many visitors at once on both processes: each counted once', async () => {
    const answers = await Promise.all(
      Array.from({ length: VISITORS }, (_, i) => rate(i % 2 ? a : b, visitor(i + 1), (i % 5) + 1)),
    );
    expect(answers.map((x) => x.status)).toEqual(Array(VISITORS).fill(200));
    const [{ n }] = await database.setup.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessionRatings)
      .where(eq(sessionRatings.eventId, EVENT));
    expect(n).toBe(VISITORS + 1);
    // Read after all committed: visitor 0's 4 and four of each value.
    const after = await rate(a, visitor(1), 1);
    expect(after.body).toMatchObject({ count: VISITORS + 1, distribution: { 1: 4, 2: 4, 3: 4, 4: 5, 5: 4 } });
  });
});
