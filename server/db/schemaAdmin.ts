/**
 * Superseded: the organiser's polls and quiz questions now live in the director's own table
 * live_polls (server/admin/liveContent.ts); this table is no longer written and only emptied when a
 * project is deleted (dropping it needs a migration that moves rows written before; left for later). The page password stays in projects.page_password
 * (as a salted hash when set through the organiser API). No foreign key to projects (this file
 * must not import schema.ts, which re-exports it): deleting a project deletes its row here.
 */
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const projectPrivate = pgTable('project_private', {
  projectId: text('project_id').primaryKey(),
  /** `{ [eventId]: { polls, quiz } }`, shaped by server/admin/schema.ts. */
  live: jsonb('live').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
