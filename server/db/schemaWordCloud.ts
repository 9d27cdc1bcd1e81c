/**
 * The word clouds of the reference live director (issue 50, server/live/cloud/). A broadcast has
 * at most one open cloud (`live_controls.active_cloud`); each start opens a new one, so an earlier
 * cloud's words stay its own. A visitor's words are one row each, in slots 1 to 3: the slot and
 * the word are both unique per voter, so two words sent at the same moment can never make a fourth.
 */
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const liveWordClouds = pgTable(
  'live_word_clouds',
  {
    broadcast: text('broadcast').notNull(),
    id: text('id').notNull(),
    question: text('question').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the director closes it; closed clouds take no words. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Words sent and different words: kept by the word's statement, so a push reads one row. */
    wordsTotal: integer('words_total').notNull().default(0),
    wordsDistinct: integer('words_distinct').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.broadcast, t.id] })],
);

export const liveCloudWords = pgTable(
  'live_cloud_words',
  {
    broadcast: text('broadcast').notNull(),
    cloudId: text('cloud_id').notNull(),
    voterId: text('voter_id').notNull(),
    /** 1 to WORDS_PER_VOTER (src/domain/wordCloud.ts). */
    slot: integer('slot').notNull(),
    /** Normalised by the shared rule (src/domain/wordCloud.ts normaliseWord). */
    word: text('word').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.broadcast, t.cloudId, t.voterId, t.slot] }),
    uniqueIndex('live_cloud_words_voter_word').on(t.broadcast, t.cloudId, t.voterId, t.word),
  ],
);

/**
 * Each word's count in a cloud, kept by the word's statement (cloud/writes.ts): the push reads the
 * top words from the index in count order instead of counting every word sent at each push.
 */
export const liveCloudCounts = pgTable(
  'live_cloud_counts',
  {
    broadcast: text('broadcast').notNull(),
    cloudId: text('cloud_id').notNull(),
    word: text('word').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.broadcast, t.cloudId, t.word] }),
    index('live_cloud_counts_top').on(t.broadcast, t.cloudId, t.count.desc(), t.word),
  ],
);
