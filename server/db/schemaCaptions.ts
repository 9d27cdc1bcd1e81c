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
import { boolean, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
