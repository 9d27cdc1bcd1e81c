/**
 * The reference live director's tables (server/live/). One controller row per broadcast
 * (`liveDirectorBroadcastSlug`, else the event id); a missing row or a null column means "the
 * default": the state follows the event's clock, widgets as DECISIONS.md says.
 */
import { bigint, boolean, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const liveControls = pgTable('live_controls', {
  broadcast: text('broadcast').primaryKey(),
  eventId: text('event_id').notNull(),
  /** 'pre' | 'on-air' | 'post' set by the organiser; null: follows the event's start and duration. */
  state: text('state'),
  /** Set with `state`: the moment the organiser switched to on-air (the player's clock). */
  onAirAt: timestamp('on_air_at', { withTimezone: true }),
  /** The full visibility object once the organiser touched it; null: the defaults. */
  visible: jsonb('visible').$type<Record<string, boolean>>(),
  mode: text('mode').notNull().default('player'),
  activePoll: text('active_poll'),
  activeQuiz: text('active_quiz'),
  /** Issue 50: the reaction bar is on. */
  reactions: boolean('reactions').notNull().default(false),
  /** Issue 50: the open word cloud's id (live_word_clouds), null while none is open. */
  activeCloud: text('active_cloud'),
  /** Grows by one with every organiser change. */
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The one-browser rule (DECISIONS.md): one live connection per registration id and broadcast.
 * A claim whose heartbeat is older than 30 s may be taken over by another browser.
 */
export const liveSessions = pgTable(
  'live_sessions',
  {
    registrationId: text('registration_id').notNull(),
    broadcast: text('broadcast').notNull(),
    sessionId: text('session_id').notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.broadcast] }), index('live_sessions_session_idx').on(t.sessionId)],
);
