/**
 * What the organiser loads with a project that visitors never see (server/admin/): the live
 * director's polls and quiz questions per event. The page password stays in projects.page_password
 * (as a salted hash when set through the organiser API).
 */
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from './schema.ts';

export const projectPrivate = pgTable('project_private', {
  projectId: text('project_id').primaryKey().references(() => projects.id, { onDelete: 'cascade' }),
  /** `{ [eventId]: { polls, quiz } }`, shaped by server/admin/schema.ts. */
  live: jsonb('live').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
