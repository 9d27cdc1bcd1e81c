// @vitest-environment node
/**
 * At the door on two server processes sharing PostgreSQL (issue 49), as main.ts wires them (own
 * pool, own LISTEN/NOTIFY change feed, own streams): a check-in on one process reaches a door's
 * stream on the other, and the same tickets scanned at two doors at the same moment, one door on
 * each process, are each answered (no error) and end with the earlier scan kept. Runs only with
 * TEST_DATABASE_URL (scripts/ci/postgres.sh).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../server/db/schema.ts';
import { checkValueOf } from '../../src/domain/checkIn.ts';
import { ADMIN_TOKEN, organiser } from './adminHelpers.ts';
import { NOW, SETUP_TIMEOUT } from './helpers.ts';
import { sseReader } from './liveSse.ts';
import { appProcess, type SeededDatabase, seededDatabase, TEST_DATABASE_URL } from './postgresProcess.ts';

const PROJECT = 'proj-hybrid-summit';
/** Both processes share the live secret, as a deployment does: the tickets' codes are signed with it. */
const LIVE_SECRET = 'pg-door-secret';

const startProcess = (url: string) =>
  appProcess(url, {
    admin: { token: ADMIN_TOKEN, retentionMonths: 6 },
    live: { pageTokenSecret: LIVE_SECRET },
  });
type Process = Awaited<ReturnType<typeof startProcess>>;

describe.skipIf(!TEST_DATABASE_URL)('at the door, on two processes sharing PostgreSQL', () => {
  let a: Process;
  let b: Process;
  let database: SeededDatabase;

  beforeAll(async () => {
    database = await seededDatabase('eventhall_door', NOW);
    a = await startProcess(database.url);
    b = await startProcess(database.url);
    const ids = Array.from({ length: 10 }, (_, n) => `pgDoorGuest${String(n).padStart(13, '0')}`);
    await database.setup.db.insert(registrations).values(
      ids.map((id, n) => ({
        id,
        projectId: PROJECT,
        email: `pg.door.${n}@example.com`,
        eventId: 'hybrid-summit',
        firstName: 'Door',
        lastName: `Guest ${n}`,
        onSiteViewer: 1,
        selectedEvents: ['hybrid-summit'],
      })),
    );
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  const door = async (p: Process, name: string) =>
    (await organiser(p.app).post(`/admin/api/projects/${PROJECT}/doors`, { name })).json as { token: string };
  const code = async (p: Process, id: string) =>
    (
      (await (await p.app.request(`http://localhost/api/registrations/${PROJECT}/${id}/ticket`)).json()) as {
        code: string;
      }
    ).code;
  let keys = 0;
  const checkIn = (p: Process, token: string, ticket: string, scannedAt: number) =>
    p.app.request(`http://localhost/api/check-in/${PROJECT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': `pg-door-key-${++keys}-abcdefghijkl` },
      body: JSON.stringify({ door: token, code: ticket, scannedAt }),
    });

  it("carries a check-in on one process to a door's stream on the other", async () => {
    const [doorA, doorB] = [await door(a, 'North'), await door(b, 'South')];
    const list = (await (
      await b.app.request(`http://localhost/api/check-in/${PROJECT}/list`, {
        headers: { authorization: `Bearer ${doorB.token}` },
      })
    ).json()) as { cursor: number };
    const stream = await b.app.request(
      `http://localhost/api/check-in/${PROJECT}/stream?door=${doorB.token}&lastEventId=${list.cursor}`,
    );
    const onB = sseReader(stream.body!);
    const ticket = await code(a, 'demoRegistrationHybrid01');
    expect((await checkIn(a, doorA.token, ticket, NOW.getTime())).status).toBe(200);
    let event = await onB.next(10_000);
    while (event.event !== 'check-ins') event = await onB.next(10_000);
    expect(JSON.parse(event.data!).checkIns).toEqual([
      { check: await checkValueOf(ticket), at: NOW.getTime(), door: 'North' },
    ]);
    await onB.close();
  });

  it('answers the same tickets scanned at two doors at once, one on each process, and keeps the earlier', async () => {
    const [doorA, doorB] = [await door(a, 'East'), await door(b, 'West')];
    const ids = Array.from({ length: 10 }, (_, n) => `pgDoorGuest${String(n).padStart(13, '0')}`);
    const codes = await Promise.all(ids.map((id) => code(a, id)));
    const at = NOW.getTime() + 60_000;
    const answers = await Promise.all(
      codes.flatMap((ticket, n) => [
        checkIn(a, doorA.token, ticket, at + n),
        checkIn(b, doorB.token, ticket, at + n + (n % 2 ? -1 : 1)),
      ]),
    );
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as { result: string }[];
    // Each pair ends on the earlier scan: West's for the odd tickets, East's for the even ones.
    for (const [n, ticket] of codes.entries()) {
      const kept = await (await b.app.request(`http://localhost/api/registrations/${PROJECT}/${ids[n]}/ticket`)).json();
      expect(kept.checkedIn.door, ticket).toBe(n % 2 ? 'West' : 'East');
      // The earlier scan of the pair is the check-in, whichever of the two arrived first.
      expect(bodies[2 * n + (n % 2 ? 1 : 0)]!.result).toBe('checked-in');
    }
  });
});
