// @vitest-environment node
/**
 * Nothing doubled: two senders on one database each claim with a lease, so every mail arrives
 * exactly once. On PGlite (two senders in one process) always; on PostgreSQL (two "processes",
 * each with its own pool and sender) when TEST_DATABASE_URL is set (the PostgreSQL job of .ci/run).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import { openPostgres, type Database, type Db } from '../../server/db/client.ts';
import { mailOutbox } from '../../server/db/schema.ts';
import { startMailSender, type MailSender } from '../../server/mail/sender.ts';
import { seed } from '../../server/seed/index.ts';
import { reconcileCounters } from '../../server/services/counterSync.ts';
import { hybridForm, NOW, SETUP_TIMEOUT } from './helpers.ts';
import { FAST_RETRY, seededDatabase, testSmtp, until } from './mailSmtp.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

const REGISTRATIONS = 20;
const DIRECT = 40;

function sender(db: Db, port: number): MailSender {
  const s = startMailSender({
    db,
    pollMs: 10,
    batchSize: 3,
    retry: FAST_RETRY,
    log: () => {},
    settings: { smtp: `smtp://127.0.0.1:${port}`, from: 'events@example.com', describe: 'test' },
  });
  cleanups.push(() => s.stop());
  return s;
}

/** Mails written both ways: by registrations (the one-statement insert) and by plain inserts. */
async function writeMails(db: Db, tag: string) {
  const app = createApp({ db, config: testConfig({ rateLimitScale: 1000, distDir: '/nonexistent' }), now: () => NOW });
  await Promise.all(
    Array.from({ length: REGISTRATIONS }, async (_, i) => {
      const res = await app.request('http://localhost/api/registrations', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(hybridForm(`${tag}-reg${i}@example.com`, 0)),
      });
      expect(res.status).toBe(200);
    }),
  );
  await db.insert(mailOutbox).values(
    Array.from({ length: DIRECT }, (_, i) => ({
      to: `${tag}-direct${i}@example.com`,
      subject: `Direct ${i}`,
      text: `Hello ${i}`,
      createdAt: NOW,
    })),
  );
}

async function expectEachOnce(db: Db, smtp: ReturnType<typeof testSmtp>, startSenders: () => void) {
  const total = REGISTRATIONS + DIRECT;
  startSenders();
  await until(() => smtp.received.length >= total, 30_000, `${total} mails`);
  const rows = await db.select().from(mailOutbox);
  await until(
    async () => (await db.select().from(mailOutbox)).every((r) => r.status === 'sent'),
    10_000,
    'all marked sent',
  );
  // Let both senders look again: nothing more may go out.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const ids = smtp.received.map((m) => m.messageId);
  expect(ids).toHaveLength(total);
  expect(new Set(ids).size).toBe(total);
  expect(smtp.attempts).toBe(total);
  expect(rows).toHaveLength(total);
  const after = await db.select().from(mailOutbox);
  expect(after.every((r) => r.status === 'sent' && r.attempts === 1 && r.sentAt && r.leaseUntil === null)).toBe(true);
}

describe('two senders on one database', () => {
  it(
    'PGlite: each mail is sent once',
    async () => {
      const smtp = testSmtp(8265);
      await smtp.listen();
      cleanups.push(() => smtp.close());
      const database = await seededDatabase();
      cleanups.push(() => database.close());
      await writeMails(database.db, 'lite');
      await expectEachOnce(database.db, smtp, () => {
        sender(database.db, smtp.port);
        sender(database.db, smtp.port);
      });
    },
    2 * SETUP_TIMEOUT,
  );

  const adminUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!adminUrl)(
    'PostgreSQL: two processes, each mail is sent once',
    async () => {
      const name = `eventhall_mail_${randomBytes(4).toString('hex')}`;
      const admin = async (statement: string) => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        try {
          await client.query(statement);
        } finally {
          await client.end();
        }
      };
      await admin(`create database ${name}`);
      cleanups.push(() => admin(`drop database if exists ${name}`));
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      const open = (): Database => {
        const database = openPostgres(url.toString());
        cleanups.push(() => database.close());
        return database;
      };
      const setup = open();
      await setup.migrate();
      await seed(setup.db, NOW);
      await reconcileCounters(setup.db);
      await writeMails(setup.db, 'pg');

      const smtp = testSmtp(8266);
      await smtp.listen();
      cleanups.push(() => smtp.close());
      const [one, two] = [open(), open()];
      await expectEachOnce(setup.db, smtp, () => {
        sender(one.db, smtp.port);
        sender(two.db, smtp.port);
      });
    },
    2 * SETUP_TIMEOUT,
  );
});
