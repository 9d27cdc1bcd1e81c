/**
 * Reminders, calendar versions and push subscriptions (issue 34, server/reminders, server/push,
 * server/calendar).
 *
 * A reminder is a row per session, channel and offset, not per registration: at its moment one
 * process claims it (`FOR UPDATE SKIP LOCKED`) and, in the same transaction, writes the outbox
 * mails of the next chunk of registrations registered for the session and moves its cursor; the
 * last chunk marks it sent.
 * So who gets it is always current (unregistered, added or removed sessions need no hook), a
 * registration made after the moment gets none, and the claim plus its mails commit or roll back
 * together, chunk by chunk: exactly once, across processes and restarts.
 */
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const REMINDER_CHANNELS = ['mail', 'push'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/**
 * pending: waits for its moment; sent: handed out; dropped: too late (downtime) or the session ended; skipped: past
 * when scheduled.
 */
export const REMINDER_STATUSES = ['pending', 'sent', 'dropped', 'skipped'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];

export const reminderJobs = pgTable(
  'reminder_jobs',
  {
    id: serial('id').primaryKey(),
    projectId: text('project_id').notNull(),
    eventId: text('event_id').notNull(),
    channel: text('channel').$type<ReminderChannel>().notNull(),
    /** Minutes before the start (fractions allowed: tests shorten them through REMINDER_OFFSETS). */
    offsetMinutes: doublePrecision('offset_minutes').notNull(),
    /** The session's start minus the offset; moved with the session by the organiser's writes. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status').$type<ReminderStatus>().notNull().default('pending'),
    /**
     * A mail row is handed out in chunks, each its own short transaction (registrations are not held
     * up behind 10,000 inserts): the e-mail of the last registration written so far, in the order of
     * the (project, e-mail) index. Null before the first chunk.
     */
    cursor: text('cursor'),
    /** When it was handed out or dropped, and to how many registrations. */
    doneAt: timestamp('done_at', { withTimezone: true }),
    recipients: integer('recipients'),
  },
  (t) => [
    uniqueIndex('reminder_jobs_slot_idx').on(t.eventId, t.channel, t.offsetMinutes),
    index('reminder_jobs_due_idx').on(t.dueAt).where(sql`status = 'pending'`),
    index('reminder_jobs_project_idx').on(t.projectId),
  ],
);

/**
 * The iCalendar SEQUENCE of a project's invites (one entry per registration, UID
 * `{project}-{registration}@host`, src/domain/calendar.ts): raised by every organiser change of a
 * session's time or title, so calendar apps take the update mail's invite over the older one.
 */
export const calendarSequences = pgTable('calendar_sequences', {
  projectId: text('project_id').primaryKey(),
  sequence: integer('sequence').notNull().default(0),
});

/** A browser's Web Push subscription for one registration (the installed app's opt-in). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    projectId: text('project_id').notNull(),
    registrationId: text('registration_id').notNull(),
    eventId: text('event_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_registration_idx').on(t.registrationId),
    index('push_subscriptions_project_idx').on(t.projectId),
  ],
);
