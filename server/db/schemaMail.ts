/**
 * The mail outbox (server/mail/): every mail is a row, written in the transaction (or statement)
 * that caused it, shown at /dev/mail and, with SMTP configured, delivered by the background sender
 * (mail/sender.ts), which claims due rows with a lease so no two processes send one mail.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * What a mail is for, so limits can count the mails of one kind (mail/mailLimits.ts): the first
 * confirmation, the personal link sent again (a repeated registration), the magic-link login
 * mail, the mail of an attendance change, and (issue 34) a session's reminder, the calendar update
 * after the organiser moved or renamed a session, and the calendar cancel after unregistering.
 */
export const MAIL_KINDS = [
  'confirmation',
  'registered-again',
  'login-link',
  'attendance',
  'reminder',
  'calendar-update',
  'calendar-cancel',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    link: text('link'),
    projectId: text('project_id'),
    registrationId: text('registration_id'),
    kind: text('kind').$type<MailKind>().notNull().default('confirmation'),
    /** Set once delivered over SMTP; stays null when mail only goes to the outbox. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** pending (not yet delivered, or waiting for a retry), sent, failed (retries used up). */
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    /** SMTP attempts so far (a claim counts as one). */
    attempts: integer('attempts').notNull().default(0),
    /** Not before this time (a retry's backoff); null: due now. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A sender holds the row until then; after it (a crashed sender) any sender may take it again. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    /**
     * The invite this mail carries instead of the registration's PUBLISH entry (a REQUEST update or a CANCEL), as sent.
     */
    calendar: text('calendar'),
  },
  (t) => [
    // No index on the address alone: only the demo's mailbox lists by it, and every registration
    // would update it.
    // The per-address limits count an address's recent mails of a project (mail/mailLimits.ts).
    index('mail_outbox_recent_idx').on(t.projectId, t.to, t.createdAt),
    index('mail_outbox_pending_idx').on(t.id).where(sql`status = 'pending'`),
  ],
);
