/**
 * The reminder runner, in every server process: claims a due reminder row with
 * `FOR UPDATE SKIP LOCKED` inside a transaction that also writes the outbox mails of its next
 * chunk of registrants (mailFanOut.ts) and moves the row's cursor, or marks it sent after the
 * last chunk. Two processes never hold one row at once and take its chunks in turn; a process that
 * dies mid-way rolls back that chunk and the row is due again where it stood; the mails leave
 * through the outbox sender (mail/sender.ts), woken after each chunk. Short transactions keep
 * PGlite's one connection free for registrations between chunks. A row first found more than
 * LATE_LIMIT_MS after its moment (the server was down), or of a session that ended or is gone,
 * is dropped. Push rows (`channel: push`) read their subscriptions in the claim and send after
 * the commit (at most once: a crash between the commit and the push loses that push rather than
 * doubling it).
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { reminderJobs } from '../db/schema.ts';
import { errorSummary } from '../lib/logSafe.ts';
import { mailQueued } from '../mail/wake.ts';
import { loadProject, type StoredEvent, type StoredProject } from '../db/projects.ts';
import { writeReminderMails } from './mailFanOut.ts';
import { LATE_LIMIT_MS } from './offsets.ts';
import { pollingLoop } from '../lib/pollingLoop.ts';

/** The push side (push/sessionPush.ts): reads whom to notify inside the claim, sends after it. */
export interface SessionPush {
  prepare(
    tx: Db,
    project: StoredProject,
    event: StoredEvent,
    dueAt: Date,
  ): Promise<{ count: number; send: () => Promise<void> }>;
}

export interface ReminderRunnerOptions {
  db: Db;
  /** Origin of the personal and test-page links (PUBLIC_URL, else this server's own). */
  origin: string;
  now?: () => Date;
  pollMs?: number;
  push?: SessionPush;
  /** Registrations per claim (mailFanOut.ts REMINDER_CHUNK; tests make it small). */
  chunkSize?: number;
  log?: (line: string) => void;
}

export interface ReminderRunner {
  /** Hands out every due row; resolves to how many claims were made (chunks sent, rows dropped). */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

const endOf = (event: StoredEvent) =>
  (Number(event.doc.startTime) + Number(event.doc.durationInMinutes ?? 0) * 60) * 1000;

export function startReminders(options: ReminderRunnerOptions): ReminderRunner {
  const { db, origin } = options;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 1000;
  const log = options.log ?? ((line: string) => console.warn(line));

  /** One row: undefined when none is due. */
  async function takeOne(): Promise<{ mails: number; send?: () => Promise<void> } | undefined> {
    const at = now();
    return db.transaction(async (tx) => {
      const [job] = await tx
        .select()
        .from(reminderJobs)
        .where(and(eq(reminderJobs.status, 'pending'), lte(reminderJobs.dueAt, at)))
        .orderBy(asc(reminderJobs.dueAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!job) return undefined;
      const project = await loadProject(tx, job.projectId);
      const event = project?.events.find((e) => e.id === job.eventId);
      const done = (status: 'sent' | 'dropped', recipients: number) =>
        tx.update(reminderJobs).set({ status, recipients, doneAt: at }).where(eq(reminderJobs.id, job.id));
      const late = job.cursor === null && at.getTime() - job.dueAt.getTime() > LATE_LIMIT_MS;
      if (!project || !event || late || endOf(event) <= at.getTime()) {
        await done('dropped', job.recipients ?? 0);
        return { mails: 0 };
      }
      if (job.channel === 'mail') {
        const { written, cursor } = await writeReminderMails(tx, project, event, job, origin, at, options.chunkSize);
        const recipients = (job.recipients ?? 0) + written;
        if (cursor === undefined) await done('sent', recipients);
        else await tx.update(reminderJobs).set({ cursor, recipients }).where(eq(reminderJobs.id, job.id));
        return { mails: written };
      }
      const push = options.push
        ? await options.push.prepare(tx, project, event, job.dueAt)
        : { count: 0, send: undefined };
      await done('sent', push.count);
      return { mails: 0, send: push.send };
    });
  }

  /** `stopping`: the loop's rounds end early when the runner stops; a direct call runs to the end. */
  async function runOnce(stopping: () => boolean = () => false): Promise<number> {
    let taken = 0;
    // Stopping ends the round after the chunk in hand: a claim is its transaction, so what is
    // left stays due for another process (nothing to hand back).
    while (!stopping()) {
      const outcome = await takeOne();
      if (!outcome) break;
      taken += 1;
      if (outcome.mails) mailQueued();
      outcome.send?.().catch((err) => log(`Push: ${errorSummary(err)}`));
      // Let the requests that queued behind this chunk in.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return taken;
  }

  const loop = pollingLoop(
    () => runOnce(() => loop.stopped),
    pollMs,
    (err) => log(`Reminders: ${errorSummary(err)}`),
  );
  return {
    runOnce: () => runOnce(),
    async stop() {
      await loop.stop();
    },
  };
}
