/**
 * At the door (issue 49, server/checkin/): the organiser's door tokens and the check-ins.
 * A door token is stored as its SHA-256 only (the organiser sees the token once, when it is made);
 * a revoked one stays listed with its time. A check-in is one row per ticket (and room): the
 * earliest scan of it, whichever door sent it first or last (checkin/checkIns.ts, one statement).
 * No foreign key to projects (schema.ts imports this file): check-ins go with the project's
 * personal data (admin/personalData.ts), door tokens with the project (admin/projectStore.ts).
 * The doors' live feed (checkin/doorFeed.ts): each write of a check-in takes the project's next
 * number from `check_in_feed` in the same statement, whose row lock it holds until its commit, so
 * the numbers become visible in their order and a door that read up to N misses nothing below N.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const doorTokens = pgTable(
  'door_tokens',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    name: text('name').notNull(),
    /** A room's door (a breakout session's id): its list and check-ins are that session's; null: the venue's door. */
    session: text('session'),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('door_tokens_hash_idx').on(t.tokenHash), index('door_tokens_project_idx').on(t.projectId)],
);

export const checkIns = pgTable(
  'check_ins',
  {
    projectId: text('project_id').notNull(),
    /** The code's ticket part (checkin/code.ts), never the registration id's stand-in in a URL. */
    ticket: text('ticket').notNull(),
    /** '' at the venue's doors, else the session whose room door scanned it: each is checked in once. */
    session: text('session').notNull().default(''),
    registrationId: text('registration_id').notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull(),
    doorId: text('door_id').notNull(),
    doorName: text('door_name').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().default(sql`now()`),
    /**
     * Another door's later scan of the ticket, the first one (not kept: the earlier scan counts). The
     * kept door hears of it on the doors' feed, as the later door hears of the kept one in its answer.
     */
    laterAt: timestamp('later_at', { withTimezone: true }),
    laterDoor: text('later_door'),
    /** The project's feed number of the write that made the row what it is (0: written before the feed). */
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
  },
  // By registration: the export's pages and the counts join on it. By feed number: the doors' feed.
  (t) => [
    primaryKey({ columns: [t.projectId, t.ticket, t.session] }),
    index('check_ins_registration_idx').on(t.projectId, t.registrationId),
    index('check_ins_feed_idx').on(t.projectId, t.seq),
  ],
);

/** Per project: the last feed number a check-in write took (see above). */
export const checkInFeed = pgTable('check_in_feed', {
  projectId: text('project_id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
});
