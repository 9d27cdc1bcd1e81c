/**
 * The background sender: takes due rows of the outbox, sends them over SMTP (nodemailer, pooled,
 * in a worker thread: smtpThread.ts),
 * and records the outcome. Nothing lost, nothing doubled:
 * - a claim is one conditional UPDATE of rows picked `FOR UPDATE SKIP LOCKED` that sets a lease
 *   (`lease_until`) and counts the attempt, so two processes (or two senders in one) never hold
 *   the same row; a sender that dies mid-send leaves its lease to expire, then any sender retries;
 * - a failure (4xx, 5xx, connection refused, timeout) is retried with exponential backoff
 *   (default 30 s doubling up to 1 h) until the retry window (default a day) is used up, then the
 *   row is marked failed with the last error;
 * - rows are found however they were written (queueMail, the one-statement registration) by
 *   polling; queueMail in this process wakes the sender at once.
 * Each message carries a stable Message-ID (render.ts), so the rare second copy after a crash
 * between the relay's "250 OK" and the database update is recognisable as the same mail.
 * The SMTP thread gets a few mails of a batch at a time (SMTP_IN_FLIGHT): when the process stops,
 * the rest of the batch was never handed over and goes back unclaimed at once (its attempt not
 * counted), for another process to send; only the few in the thread wait for their outcome.
 */
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { errorSummary, redact } from '../lib/logSafe.ts';
import { mailOutbox } from '../db/schemaMail.ts';
import { loadProject, type StoredProject } from '../db/projects.ts';
import type { MailSettings } from './config.ts';
import { renderMail, type OutboxRow } from './render.ts';
import { onMailQueued } from './wake.ts';
import { pollingLoop } from '../lib/pollingLoop.ts';
import { startSmtpThread } from './smtpThread.ts';
import { slots } from '../lib/slots.ts';

export interface RetryPolicy {
  /** The first retry waits this long; each next one twice as long, up to `maxMs`. */
  baseMs: number;
  maxMs: number;
  /** Give up (status failed) once the waits add up to more than this. */
  giveUpAfterMs: number;
}

export interface SenderOptions {
  db: Db;
  settings: MailSettings;
  now?: () => Date;
  /** How often to look for due rows when nothing woke the sender. */
  pollMs?: number;
  /** Rows per claim. */
  batchSize?: number;
  /** How long a claim holds a row; longer than any send can take (the SMTP timeouts below). */
  leaseMs?: number;
  retry?: Partial<RetryPolicy>;
  /** SMTP connection, greeting and socket timeouts. */
  timeoutMs?: number;
  /** stop() waits this long for the round in progress (default 5 s). */
  stopWaitMs?: number;
  /** Called with a short line on failures (default console.warn). */
  log?: (line: string) => void;
  /** The PNG of the ticket's QR code for a row whose text links its ticket (issue 49; checkin/mailQr.ts). */
  ticketQr?: (row: OutboxRow & { projectId: string | null }) => Promise<Buffer | undefined>;
}

export interface MailSender {
  /** Look for due rows now. */
  wake(): void;
  /** One claim-and-send round; resolves to the number of rows claimed (tests, bench). */
  runOnce(): Promise<number>;
  /**
   * Ends the loop: mails not yet handed to the SMTP thread go back unclaimed, those out get up to
   * `stopWaitMs` for their answer (then fail, to be retried); resolves once every row is marked.
   */
  stop(): Promise<void>;
}

type ClaimedRow = OutboxRow & { projectId: string | null; attempts: number };

/** Mails handed to the SMTP thread at once: twice its pool's connections keeps every connection busy. */
const SMTP_IN_FLIGHT = 10;

export const DEFAULT_RETRY: RetryPolicy = { baseMs: 30_000, maxMs: 3_600_000, giveUpAfterMs: 86_400_000 };

/** The wait before retry number `attempt` (1 = after the first failed attempt). */
export function backoffMs(attempt: number, policy: RetryPolicy): number {
  return Math.min(policy.baseMs * 2 ** Math.min(attempt - 1, 40), policy.maxMs);
}

/** True when `attempts` failed attempts have used up the retry window. */
export function retriesUsedUp(attempts: number, policy: RetryPolicy): boolean {
  let waited = 0;
  for (let i = 1; i <= attempts; i += 1) waited += backoffMs(i, policy);
  return waited > policy.giveUpAfterMs;
}

function errorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const { code, responseCode, response } = err as Error & { code?: string; responseCode?: number; response?: string };
  const detail = response || err.message;
  return [code, responseCode, detail]
    .filter((p) => p !== undefined && p !== '')
    .join(' ')
    .slice(0, 500);
}

export function startMailSender(options: SenderOptions): MailSender {
  const { db, settings } = options;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 1000;
  // 100 a round: each round waits twice for the database (claim, mark sent), which under load
  // (PGlite busy with registrations) costs more than the sends; 10,000 reminders at once need it.
  const batchSize = options.batchSize ?? 100;
  const leaseMs = options.leaseMs ?? 120_000;
  const retry = { ...DEFAULT_RETRY, ...options.retry };
  const timeoutMs = options.timeoutMs ?? 30_000;
  const log = options.log ?? ((line: string) => console.warn(line));
  const stopWaitMs = options.stopWaitMs ?? 5000;
  const base = {
    pool: true as const,
    maxConnections: 5,
    maxRequeues: 0,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  };
  const smtp = startSmtpThread(
    typeof settings.smtp === 'string' ? { ...base, url: settings.smtp } : { ...base, ...settings.smtp },
  );
  const handOver = slots(SMTP_IN_FLIGHT);

  /** Claims due rows until `lease`; the outcome updates only touch rows still under that lease. */
  async function claim(at: Date, lease: Date): Promise<ClaimedRow[]> {
    const due = and(
      eq(mailOutbox.status, 'pending'),
      or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, at)),
      or(isNull(mailOutbox.leaseUntil), lte(mailOutbox.leaseUntil, at)),
    );
    const picked = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(due)
      .orderBy(mailOutbox.id)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ leaseUntil: lease, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(and(inArray(mailOutbox.id, picked), due))
      .returning({
        id: mailOutbox.id,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        link: mailOutbox.link,
        projectId: mailOutbox.projectId,
        registrationId: mailOutbox.registrationId,
        createdAt: mailOutbox.createdAt,
        kind: mailOutbox.kind,
        calendar: mailOutbox.calendar,
        attempts: mailOutbox.attempts,
      });
  }

  async function failed(row: { id: number; attempts: number }, err: unknown, at: Date, lease: Date) {
    const lastError = errorText(err);
    const giveUp = retriesUsedUp(row.attempts, retry);
    // A little jitter so a relay that comes back is not hit by every process at the same moment.
    const wait = backoffMs(row.attempts, retry) * (0.9 + Math.random() * 0.2);
    await db
      .update(mailOutbox)
      .set(
        giveUp
          ? { status: 'failed', leaseUntil: null, nextAttemptAt: null, lastError }
          : { leaseUntil: null, nextAttemptAt: new Date(at.getTime() + wait), lastError },
      )
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.leaseUntil, lease)));
    // The relay's answer often names the recipient: the log gets it without addresses or ids.
    log(
      `Mail ${row.id} to ${giveUp ? 'failed for good' : `retry in ${Math.round(wait / 1000)} s`}: ${redact(lastError)}`,
    );
  }

  /**
   * `stopping`: while the loop stops, rows not yet handed to the SMTP thread go back (a direct call sends them all).
   */
  async function runOnce(stopping: () => boolean = () => false): Promise<number> {
    const at = now();
    const lease = new Date(at.getTime() + leaseMs);
    const rows = await claim(at, lease);
    if (!rows.length) return 0;
    const projects = new Map<string, Promise<StoredProject | undefined>>();
    const projectOf = (id: string | null) => {
      if (!id) return Promise.resolve(undefined);
      if (!projects.has(id))
        projects.set(
          id,
          loadProject(db, id).catch(() => undefined),
        );
      return projects.get(id)!;
    };
    const sent: number[] = [];
    const unsent: number[] = [];
    await Promise.all(
      rows.map(async (row) => {
        const free = await handOver.take();
        try {
          if (stopping()) {
            unsent.push(row.id);
            return;
          }
          const qr = await options.ticketQr?.(row);
          await smtp.send(renderMail(row, await projectOf(row.projectId), settings.from, at, qr));
          sent.push(row.id);
        } catch (err) {
          await failed(row, err, now(), lease);
        } finally {
          free();
        }
      }),
    );
    // Stopping: what this process never handed to the relay is free for another at once.
    if (unsent.length) {
      await db
        .update(mailOutbox)
        .set({ leaseUntil: null, attempts: sql`${mailOutbox.attempts} - 1` })
        .where(and(inArray(mailOutbox.id, unsent), eq(mailOutbox.leaseUntil, lease)));
    }
    if (sent.length) {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: now(), leaseUntil: null, nextAttemptAt: null, lastError: null })
        .where(and(inArray(mailOutbox.id, sent), eq(mailOutbox.leaseUntil, lease)));
    }
    return rows.length;
  }

  const loop = pollingLoop(
    async () => {
      let claimed = 0;
      // A full batch means more may be due: keep going without waiting for the poll.
      do claimed = await runOnce(() => loop.stopped);
      while (claimed === batchSize && !loop.stopped);
    },
    pollMs,
    (err) => log(`Mail sender: ${errorSummary(err)}`),
  );
  const unsubscribe = onMailQueued(() => loop.wake());

  return {
    wake: () => loop.wake(),
    runOnce: () => runOnce(),
    async stop() {
      if (loop.stopped) return;
      const running = loop.stop();
      unsubscribe();
      // A hung relay must not hold up a shutdown: after stopWaitMs the thread closes, which fails
      // the sends still out (marked for a retry like any failure). The round then ends with its
      // last updates (those marks, the unsent rows handed back) before the database closes.
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        running,
        new Promise((resolve) => {
          waited = setTimeout(resolve, stopWaitMs);
        }),
      ]);
      clearTimeout(waited);
      await smtp.close();
      await running;
    },
  };
}
