// @vitest-environment node
/**
 * Exactly once with several processes (issue 34): two reminder runners, each with its own database
 * connection (on PostgreSQL: its own pool, as two server processes), race for the same due
 * reminders, each handed out in several chunks; every registrant gets each reminder once. PGlite
 * always; PostgreSQL when TEST_DATABASE_URL is set (the PostgreSQL job of .ci/run).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../server/db/client.ts';
import { reminderJobs } from '../../server/db/schema.ts';
import { SETUP_TIMEOUT } from './helpers.ts';
import { PORT_SHIFT } from './reminderHelpers.ts';
import { testSmtp, until } from './mailSmtp.ts';
import { migratedPglite } from './pgliteTemplate.ts';
import { freshPostgresDatabase } from './testDatabase.ts';
import { PROJECT, mailSender, projectStartingAt, register, reminderApp, reminderRunner } from './reminderHelpers.ts';

const REGISTRANTS = 30;
const OFFSETS_SECONDS = [4, 3];
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

async function raceTwoRunners(setup: Database, other: Database, port: number) {
  const smtp = testSmtp(port);
  await smtp.listen();
  cleanups.push(() => smtp.close());
  const { app, admin } = reminderApp(setup.db, { reminderOffsets: OFFSETS_SECONDS.map((s) => s / 60) });
  const startMs = Math.ceil((Date.now() + 12_000) / 1000) * 1000;
  expect((await admin.put(`/admin/api/projects/${PROJECT}`, projectStartingAt(startMs))).status).toBe(201);
  for (let i = 0; i < REGISTRANTS; i++) await register(app, `visitor${i}@example.com`);
  const sender = mailSender(setup.db, smtp.port);
  cleanups.push(() => sender.stop());
  // Chunks of 7: each reminder is handed out in five claims, which the two runners take in turn.
  const runners = [reminderRunner(setup.db, undefined, 7), reminderRunner(other.db, undefined, 7)];
  cleanups.push(() => Promise.all(runners.map((r) => r.stop())));
  const reminders = () => smtp.received.filter((m) => /^Reminder: /.test(m.subject ?? ''));
  const total = REGISTRANTS * OFFSETS_SECONDS.length;
  await until(() => reminders().length >= total, 30_000, `${total} reminders`);
  await new Promise((resolve) => setTimeout(resolve, 500));
  // Each outbox row once (its Message-ID), and each visitor one row per reminder.
  expect(reminders()).toHaveLength(total);
  expect(new Set(reminders().map((m) => m.messageId)).size).toBe(total);
  const perVisitor = new Map<string, number>();
  for (const m of reminders()) {
    const address = (Array.isArray(m.to) ? m.to[0] : m.to)!.text;
    perVisitor.set(address, (perVisitor.get(address) ?? 0) + 1);
  }
  expect(perVisitor.size).toBe(REGISTRANTS);
  expect([...perVisitor.values()].every((n) => n === OFFSETS_SECONDS.length)).toBe(true);
  const jobs = (await setup.db.select().from(reminderJobs)).filter((j) => j.channel === 'mail');
  expect(jobs.map((j) => [j.status, j.recipients])).toEqual(OFFSETS_SECONDS.map(() => ['sent', REGISTRANTS]));
}

describe('two processes hand out each reminder once', () => {
  it(
    'PGlite: two runners on one database',
    async () => {
      // A migrated database from the template (pgliteTemplate.ts): initdb and the migrations again
      // would be seconds of CPU that this test does not look at.
      const database = await migratedPglite();
      cleanups.push(() => database.close());
      await raceTwoRunners(database, database, 8342 + PORT_SHIFT);
    },
    3 * SETUP_TIMEOUT,
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'PostgreSQL: two processes, each with its own pool',
    async () => {
      const { url, drop } = await freshPostgresDatabase('eventhall_remind');
      cleanups.push(drop);
      const open = () => {
        const d = openPostgres(url);
        cleanups.push(() => d.close());
        return d;
      };
      const setup = open();
      await setup.migrate();
      await raceTwoRunners(setup, open(), 8343 + PORT_SHIFT);
    },
    3 * SETUP_TIMEOUT,
  );
});
