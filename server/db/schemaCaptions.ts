/**
 * Live captions (server/live/captions/, issue 48): one row per broadcast, language and line
 * (`seq`); a revision overwrites its row (`rev` grows) until the line is final, and a final line
 * never changes again.
 * PERSONAL_DATA: captions are not visitor data (what the speakers said, typed by the organiser's
 * captioner, never a visitor's text or id), so they are not a line in admin/personalData.ts;
 * they are kept as the project's other live content is (polls, the controller row) and go
 * when the project is deleted (admin/projectStore.ts).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const liveCaptions = pgTable(
  'live_captions',
  {
    broadcast: text('broadcast').notNull(),
    lang: text('lang').notNull(),
    seq: integer('seq').notNull(),
    rev: integer('rev').notNull().default(1),
    text: text('text').notNull(),
    final: boolean('final').notNull().default(false),
    /** The line's first text: the transcript's time and the replay's cue start. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last revision: with `final`, the replay's cue end. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The broadcast and language first: the recent lines and the replay's track read one range.
    primaryKey({ columns: [t.broadcast, t.lang, t.seq] }),
    check('live_captions_seq_check', sql`${t.seq} >= 0`),
  ],
);

/**
 * Caption tokens (issue 48): the organiser makes one per broadcast for a captioner, names it and
 * revokes it (admin API, server/live/captions/tokens.ts). Stored as its SHA-256 only, as door
 * tokens are; a revoked one stays listed with its time. Go with the project (admin/projectStore.ts).
 */
export const captionTokens = pgTable(
  'caption_tokens',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    eventId: text('event_id').notNull(),
    /** The broadcast key when it was made (the event's slug, else its id): the only one it opens. */
    broadcast: text('broadcast').notNull(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('caption_tokens_hash_idx').on(t.tokenHash), index('caption_tokens_project_idx').on(t.projectId)],
);

/**
 * The organiser's WebVTT files (issue 48), for a recording that came from elsewhere: one per
 * broadcast and language, kept parsed as cues (seconds from the recording's start), served and
 * searched as the kept lines are (replay.ts). Not visitor data; go with the project.
 */
export const captionFiles = pgTable(
  'caption_files',
  {
    broadcast: text('broadcast').notNull(),
    lang: text('lang').notNull(),
    projectId: text('project_id').notNull(),
    eventId: text('event_id').notNull(),
    cues: jsonb('cues').$type<{ start: number; end: number; text: string }[]>().notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.broadcast, t.lang] }), index('caption_files_project_idx').on(t.projectId)],
);
