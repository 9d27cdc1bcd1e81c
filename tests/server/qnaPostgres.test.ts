// @vitest-environment node
/**
 * Audience Q&A on two server processes sharing PostgreSQL (as main.ts wires them: own pool, own
 * LISTEN/NOTIFY change feed, own streams): a question asked and an upvote made on one process
 * reach the `event: questions` of the other's streams; the one-vote rule holds across them.
 * Runs only with TEST_DATABASE_URL (scripts/ci/postgres.sh).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { registrations } from '../../server/db/schema.ts';
import { countedUpvotes } from '../../server/live/qna/list.ts';
import { NOW, SETUP_TIMEOUT } from './helpers.ts';
import { sseReader } from './liveSse.ts';
import { appProcess, type SeededDatabase, seededDatabase, TEST_DATABASE_URL } from './postgresProcess.ts';

const BROADCAST = 'beng-in-de-praktijk'; // the webinar's, set to `open` below

const startProcess = (url: string) => appProcess(url, { live: { controlToken: 't' } });
type Process = Awaited<ReturnType<typeof startProcess>>;

const post = (p: Process, path: string, body: unknown) =>
  p.app.request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe.skipIf(!TEST_DATABASE_URL)('audience Q&A on two processes sharing PostgreSQL', () => {
  let a: Process;
  let b: Process;
  let database: SeededDatabase;
  let setup: Database;

  beforeAll(async () => {
    database = await seededDatabase('eventhall_qna', NOW);
    setup = database.setup;
    await setup.db.execute(sql`update events set doc = doc || '{"questionsMode":"open"}'::jsonb where id = 'webinar'`);
    for (const n of [1, 2])
      await setup.db.insert(registrations).values({
        id: `pgQnaVoter0000000000000${n}`,
        projectId: 'proj-webinar',
        email: `qna${n}@example.com`,
        eventId: 'webinar',
      });
    a = await startProcess(database.url);
    b = await startProcess(database.url);
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it(
    'a question and upvotes on one process reach the other ' + "process's streams; one upvote per voter across both",
    async () => {
      const onB = sseReader((await b.app.request(`http://localhost/live-director/stream/${BROADCAST}`)).body!);
      await onB.nextState();
      const asked = await post(a, '/live-director/ask-question', {
        broadcastSlug: BROADCAST,
        registrationId: 'pgQnaVoter00000000000001',
        question: { name: 'Ada', email: 'ada@example.com', type: 'content', message: 'Across processes?' },
      });
      expect(asked.status).toBe(201);
      // biome-ignore lint/suspicious/noExplicitAny: JSON read loosely; the assertions check its shape
      const pushed = async (check: (list: any) => boolean) => {
        for (;;) {
          const e = await onB.next(5000);
          if (e.event === 'questions' && check(JSON.parse(e.data!))) return JSON.parse(e.data!);
        }
      };
      const first = await pushed((list) =>
        list.questions.some((q: { message: string }) => q.message === 'Across processes?'),
      );
      const id = first.questions.find((q: { message: string }) => q.message === 'Across processes?').id as number;
      // The same voter upvotes on both processes at once: counted once.
      const [one, two] = await Promise.all(
        [a, b].map((p) =>
          post(p, `/live-director/qna/${BROADCAST}/${id}/upvote`, { voterId: 'pgQnaVoter00000000000002', up: true }),
        ),
      );
      expect([one.status, two.status]).toEqual([200, 200]);
      const after = await pushed((list) =>
        list.questions.some((q: { id: number; votes: number }) => q.id === id && q.votes === 1),
      );
      expect(after.counts.approved).toBe(1);
      expect(await countedUpvotes(a.db, id)).toBe(1);
      await onB.close();
    },
  );
});
