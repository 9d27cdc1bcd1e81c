// @vitest-environment node
/**
 * When the relay is not there for us: refusing (4xx, then 5xx), down (connection refused), gone
 * for good (retries used up), and a server restart in the middle. The mail stays pending with
 * the error, is retried with backoff, and arrives once; nothing is lost.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import type { Db } from '../../server/db/client.ts';
import { mailOutbox } from '../../server/db/schema.ts';
import { listMails } from '../../server/mail/outbox.ts';
import { startMailSender, type MailSender, type SenderOptions } from '../../server/mail/sender.ts';
import { hybridForm, NOW, SETUP_TIMEOUT } from './helpers.ts';
import { FAST_RETRY, seededDatabase, testSmtp, until } from './mailSmtp.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

/** Each test's senders stop when it ends, so the next test's sender is the only one on the shared database. */
const senders: MailSender[] = [];
afterEach(async () => {
  for (const s of senders.splice(0)) await s.stop();
});

/** One seeded database for the tests that need no restart (a PGlite start is the slow part). */
let shared: Db;
beforeAll(async () => {
  const database = await seededDatabase();
  cleanups.push(() => database.close());
  shared = database.db;
}, SETUP_TIMEOUT);

function sender(db: Db, port: number, options: Partial<SenderOptions> = {}): MailSender {
  const s = startMailSender({
    db,
    pollMs: 25,
    retry: FAST_RETRY,
    log: () => {},
    settings: { smtp: `smtp://127.0.0.1:${port}`, from: 'events@example.com', describe: 'test' },
    ...options,
  });
  senders.push(s);
  return s;
}

async function register(db: Db, email: string) {
  const app = createApp({ db, config: testConfig({ rateLimitScale: 1000, distDir: '/nonexistent' }), now: () => NOW });
  const res = await app.request('http://localhost/api/registrations', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(hybridForm(email, 0)),
  });
  expect(res.status).toBe(200);
}

const rowOf = async (db: Db, to: string) => (await listMails(db, to))[0];
const arrivedTo = (smtp: ReturnType<typeof testSmtp>, to: string) =>
  smtp.received.filter((m) => !Array.isArray(m.to) && m.to?.value[0]?.address === to);

describe('retries', () => {
  it(
    'refused with 4xx, then 5xx: pending with the error, retried, delivered once',
    async () => {
      const smtp = testSmtp(8261);
      smtp.replies.push(
        { code: 451, message: 'Try again later' },
        { code: 451, message: 'Try again later' },
        { code: 554, message: 'Transaction failed' },
      );
      await smtp.listen();
      cleanups.push(() => smtp.close());
      const db = shared;

      await register(db, 'refused@example.com');
      sender(db, smtp.port, { retry: { baseMs: 500, maxMs: 500, giveUpAfterMs: 60_000 } });
      await until(async () => (await rowOf(db, 'refused@example.com')).lastError !== null, 30_000, 'the first refusal');
      const waiting = await rowOf(db, 'refused@example.com');
      expect(waiting).toMatchObject({ status: 'pending', sentAt: null });
      expect(waiting.lastError).toContain('451');
      expect(waiting.nextAttemptAt).not.toBeNull();

      await until(async () => (await rowOf(db, 'refused@example.com')).status === 'sent', 30_000, 'delivery');
      expect(await rowOf(db, 'refused@example.com')).toMatchObject({ status: 'sent', attempts: 4, lastError: null });
      expect(smtp.attempts).toBe(4);
      expect(arrivedTo(smtp, 'refused@example.com')).toHaveLength(1);
    },
    2 * SETUP_TIMEOUT,
  );

  it(
    'relay down (connection refused), then back: delivered once',
    async () => {
      const db = shared;
      const smtp = testSmtp(8262);
      cleanups.push(() => smtp.close());

      await register(db, 'down@example.com');
      sender(db, smtp.port);
      await until(
        async () => {
          const row = await rowOf(db, 'down@example.com');
          return row.attempts >= 2 && row.lastError !== null;
        },
        30_000,
        'two failed attempts',
      );
      const waiting = await rowOf(db, 'down@example.com');
      expect(waiting.status).toBe('pending');
      expect(waiting.lastError).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);

      await smtp.listen();
      await until(async () => (await rowOf(db, 'down@example.com')).status === 'sent', 30_000, 'delivery');
      expect(arrivedTo(smtp, 'down@example.com')).toHaveLength(1);
    },
    2 * SETUP_TIMEOUT,
  );

  it(
    'marks the mail failed, with the error, once the retries are used up',
    async () => {
      const smtp = testSmtp(8263);
      smtp.fallback = { code: 550, message: 'Mailbox unavailable' };
      await smtp.listen();
      cleanups.push(() => smtp.close());
      const db = shared;

      await register(db, 'bounce@example.com');
      sender(db, smtp.port, { retry: { baseMs: 20, maxMs: 40, giveUpAfterMs: 100 } });
      await until(async () => (await rowOf(db, 'bounce@example.com')).status === 'failed', 30_000, 'failed');
      const row = await rowOf(db, 'bounce@example.com');
      expect(row.lastError).toContain('550');
      expect(row.attempts).toBeGreaterThanOrEqual(3);
      expect(row.sentAt).toBeNull();
      expect(smtp.received).toHaveLength(0);
    },
    2 * SETUP_TIMEOUT,
  );
});

describe('restart', () => {
  it(
    'sends after a restart what was pending, and a crashed claim once its lease ran out',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'mail-restart-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      const smtp = testSmtp(8264);
      await smtp.listen();
      cleanups.push(() => smtp.close());

      // Before: three registrations while no sender runs, then the process stops.
      const before = await seededDatabase(dir);
      for (const n of [1, 2, 3]) await register(before.db, `restart${n}@example.com`);
      await before.close();

      const after = await seededDatabase(dir);
      cleanups.push(() => after.close());
      // One mail as a sender that died mid-send leaves it: claimed, its lease still running.
      const leaseUntil = new Date(Date.now() + 1500);
      await after.db
        .update(mailOutbox)
        .set({ attempts: 1, leaseUntil })
        .where(eq(mailOutbox.to, 'restart3@example.com'));
      sender(after.db, smtp.port);
      await until(
        () => arrivedTo(smtp, 'restart1@example.com').length + arrivedTo(smtp, 'restart2@example.com').length === 2,
        30_000,
        'the pending mails',
      );
      expect(arrivedTo(smtp, 'restart3@example.com')).toHaveLength(0);
      await until(() => arrivedTo(smtp, 'restart3@example.com').length === 1, 30_000, 'the crashed claim');
      expect(Date.now()).toBeGreaterThanOrEqual(leaseUntil.getTime());
      // The relay has the mail a moment before the sender hears its answer and marks the row.
      const allMarked = async () =>
        (await Promise.all([1, 2, 3].map((n) => rowOf(after.db, `restart${n}@example.com`)))).every(
          (row) => row.status === 'sent',
        );
      await until(allMarked, 10_000, 'the rows marked sent');
      for (const n of [1, 2, 3]) expect(arrivedTo(smtp, `restart${n}@example.com`)).toHaveLength(1);
      expect((await rowOf(after.db, 'restart3@example.com')).attempts).toBe(2);
    },
    2 * SETUP_TIMEOUT,
  );

  it(
    'stops promptly while the relay hangs; the mail goes out once through the next process',
    async () => {
      const hung = testSmtp(8267);
      hung.fallback = 'hang';
      await hung.listen();
      cleanups.push(() => hung.close());
      const good = testSmtp(8268);
      await good.listen();
      cleanups.push(() => good.close());
      const db = shared;

      await register(db, 'hung@example.com');
      const first = sender(db, hung.port, { leaseMs: 2000, stopWaitMs: 200 });
      await until(() => hung.attempts === 1, 30_000, 'the message to reach the hung relay');
      const stopping = Date.now();
      await first.stop();
      expect(Date.now() - stopping).toBeLessThan(5000);
      expect((await rowOf(db, 'hung@example.com')).status).toBe('pending');

      sender(db, good.port);
      await until(
        async () => (await rowOf(db, 'hung@example.com')).status === 'sent',
        30_000,
        'delivery after the restart',
      );
      expect(arrivedTo(good, 'hung@example.com')).toHaveLength(1);
      expect(hung.received).toHaveLength(0);
    },
    2 * SETUP_TIMEOUT,
  );

  it(
    'hands back, when it stops, the mails it claimed but never gave the relay (issue 44)',
    async () => {
      const hung = testSmtp(8269);
      hung.fallback = 'hang';
      await hung.listen();
      cleanups.push(() => hung.close());
      const db = shared;
      const addresses = Array.from({ length: 15 }, (_, i) => `handback${i}@example.com`);
      for (const address of addresses) await register(db, address);

      // A long lease: a row still claimed after the stop would stay so for the rest of the test.
      const first = sender(db, hung.port, { leaseMs: 600_000, stopWaitMs: 200 });
      await until(() => hung.attempts >= 1, 30_000, 'the first messages to reach the hung relay');
      await first.stop();
      const rows = await db.select().from(mailOutbox).where(inArray(mailOutbox.to, addresses));
      expect(rows).toHaveLength(15);
      // Nothing stays claimed: another process may take every row at once (or at its retry time).
      expect(rows.map((row) => [row.status, row.leaseUntil])).toEqual(rows.map(() => ['pending', null]));
      // The SMTP thread held a few; the others were never handed over and count no attempt.
      const neverSent = rows.filter((row) => row.attempts === 0 && row.nextAttemptAt === null);
      expect(neverSent.length).toBeGreaterThanOrEqual(5);
      expect(rows.filter((row) => row.attempts === 1)).toHaveLength(15 - neverSent.length);
      expect(hung.received).toHaveLength(0);
    },
    2 * SETUP_TIMEOUT,
  );
});
