/**
 * The one drizzle schema, used with PGlite and PostgreSQL alike. Project and event documents are
 * JSON (their shape is owned by src/contract/index.ts); what the server queries on gets a column.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const companies = pgTable('companies', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  defaultProjectId: text('default_project_id').notNull(),
});

export const projects = pgTable('projects', {
  id: text('id').primaryKey(),
  companyId: text('company_id').notNull(),
  /** The public project document without _id, companyId and events. */
  doc: jsonb('doc').$type<Record<string, unknown>>().notNull(),
  /** Server-only: the live/on-demand page password. Never part of `doc`. */
  pagePassword: text('page_password'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** The event document without _id. */
    doc: jsonb('doc').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('events_project_idx').on(t.projectId)],
);

export const registrations = pgTable(
  'registrations',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    onSiteViewer: integer('on_site_viewer').notNull().default(0),
    selectedEvents: text('selected_events').array().notNull().default(sql`'{}'::text[]`),
    eventId: text('event_id').notNull(),
    /** The other submitted field values, keyed by field name. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    timeZone: text('time_zone'),
    ref: text('ref'),
    generated: boolean('generated').notNull().default(false),
    unregistered: boolean('unregistered').notNull().default(false),
    /**
     * The calendar feed's own token (issue 43): calendar services store the feed's address, so it
     * is not the personal link. Made at the first ask (services/calendarFeedToken.ts), replaced on request.
     */
    calendarToken: text('calendar_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('registrations_project_email_idx').on(t.projectId, t.email),
    // Partial: a new registration (no token yet) adds nothing to it on the hot insert path.
    uniqueIndex('registrations_calendar_token_idx').on(t.calendarToken).where(sql`${t.calendarToken} is not null`),
  ],
);

/**
 * Active registrations per event, kept current by every write that changes them, so a limit is
 * checked by one conditional update (`... where registrations < registration_limit`) instead of
 * counting registrations. Row-lock order in a write: the registration row first, then these rows.
 */
export const eventCounts = pgTable(
  'event_counts',
  {
    eventId: text('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    registrations: integer('registrations').notNull().default(0),
    /** The event's registrationsCountLimit rounded up (null: no limit), copied here so the check needs no join. */
    registrationLimit: integer('registration_limit'),
    /** Grows with every change: a process's memory takes a reading only when it is newer than its own. */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('event_counts_project_idx').on(t.projectId)],
);

/** Active on-site registrations of a project (the seats taken), kept like event_counts. */
export const projectCounts = pgTable('project_counts', {
  projectId: text('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  onSiteViewers: integer('on_site_viewers').notNull().default(0),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    projectId: text('project_id').notNull(),
    kind: text('kind').notNull(), // 'page-view' | 'link-click'
    pwa: boolean('pwa').notNull().default(false),
    action: text('action'),
    eventId: text('event_id'),
    registrationId: text('registration_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_project_idx').on(t.projectId)],
);

/**
 * Exactly-once answers for requests that carry an Idempotency-Key (the offline outbox sends one
 * request several times when the network drops). The row is inserted first, inside the same
 * transaction as the work, so a concurrent repeat waits on the key and then reads the answer.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  /** Method, path and body: the same key with another request is refused, not answered. */
  fingerprint: text('fingerprint').notNull(),
  /** Null only inside the transaction that is still producing the answer. */
  status: integer('status'),
  body: jsonb('body').$type<unknown>(),
  /**
   * Read only by the purge at start-up (http/idempotency.ts), which scans the table once: no
   * index, since every keyed write (registrations, votes, questions) would update it.
   */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export * from './schemaLive.ts';
export * from './schemaMail.ts';
export * from './schemaEvaluation.ts';
export * from './schemaInteraction.ts';
export * from './schemaReminders.ts';
export * from './schemaQna.ts';
export * from './schemaRating.ts';
export * from './schemaCheckIn.ts';
export * from './schemaCaptions.ts';
export * from './schemaWordCloud.ts';
