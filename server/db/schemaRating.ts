/**
 * Session ratings (issue 50's rating scale): one row per session and registration, so rating
 * again replaces the rating. Like evaluation answers they carry their project, by which
 * retention and project deletion remove them (admin/personalData.ts).
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const sessionRatings = pgTable(
  'session_ratings',
  {
    eventId: text('event_id').notNull(),
    registrationId: text('registration_id').notNull(),
    projectId: text('project_id').notNull(),
    value: integer('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The session first: the write's distribution and the organiser's export read one session's range.
    primaryKey({ columns: [t.eventId, t.registrationId] }),
    check('session_ratings_value_check', sql`${t.value} between 1 and 5`),
  ],
);
