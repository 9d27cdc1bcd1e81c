/**
 * Questions, polls and quiz of the reference live director (server/live/interaction.ts). Polls
 * and quiz questions are held per broadcast (seeded for the demo); votes are one row per voter
 * and item, so a second vote replaces the first (DECISIONS.md) and a quiz answer stays the first.
 */
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const livePolls = pgTable(
  'live_polls',
  {
    broadcast: text('broadcast').notNull(),
    id: text('id').notNull(),
    /** 'poll' | 'quiz'. */
    kind: text('kind').notNull(),
    question: text('question').notNull(),
    options: jsonb('options').$type<{ id: string; text: string }[]>().notNull(),
    /** Quiz only: the right option's id (never sent to visitors before they answer). */
    rightOption: text('right_option'),
    position: integer('position').notNull().default(0),
    /**
     * When the director first started the item (issue 43): visitors are never told of an item
     * before, not even its question. Set with the control change that starts it; never cleared.
     */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /**
     * Issue 50, the organiser's settings of the item: a poll's `showResults` and `rating` scale,
     * a quiz question's `speed` scoring (interaction.ts ItemSettings).
     */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    /** When the director revealed an `onReveal` poll's counts; never cleared. */
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.broadcast, t.id] })],
);

export const liveVotes = pgTable(
  'live_votes',
  {
    broadcast: text('broadcast').notNull(),
    /** A poll's or a quiz question's id. */
    itemId: text('item_id').notNull(),
    voterId: text('voter_id').notNull(),
    optionId: text('option_id').notNull(),
    /** Quiz answers: whether the option was the right one. */
    correct: boolean('correct'),
    /** Quiz answers: the points scored (issue 50, domain/leaderboard.ts quizPoints). */
    points: integer('points'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.broadcast, t.itemId, t.voterId] })],
);

export const liveQuestions = pgTable(
  'live_questions',
  {
    id: serial('id').primaryKey(),
    broadcast: text('broadcast').notNull(),
    eventId: text('event_id').notNull(),
    registrationId: text('registration_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    type: text('type').notNull(),
    message: text('message').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    // Audience Q&A (server/live/qna/): 'private' (never listed), 'pending', 'approved', 'rejected', 'answered'.
    status: text('status').notNull().default('private'),
    anonymous: boolean('anonymous').notNull().default(false),
    /** Who asked (their own questions are marked); never sent to other visitors. */
    voterId: text('voter_id'),
    /** Upvotes, kept with the question (qna_upvotes holds who) so the list sorts on an index. */
    votes: integer('votes').notNull().default(0),
    highlighted: boolean('highlighted').notNull().default(false),
  },
  (t) => [
    index('live_questions_broadcast_idx').on(t.broadcast, t.receivedAt),
    index('live_questions_listed_idx').on(t.broadcast, t.status, t.votes),
  ],
);

/**
 * Live counts of each option (polls and quiz), kept by a trigger on live_votes (migration
 * 0010): a vote adds one, a replaced vote moves one, a deleted vote (retention) takes one
 * away. Reading the counts is a few rows, never a count over the votes. A vote lands in one of
 * eight shards by its voter, so thousands of voters at once on PostgreSQL do not all wait on one
 * row's lock; a voter's vote and its replacement use the same shard, so no shard goes below zero.
 */
export const livePollCounts = pgTable(
  'live_poll_counts',
  {
    broadcast: text('broadcast').notNull(),
    itemId: text('item_id').notNull(),
    optionId: text('option_id').notNull(),
    shard: integer('shard').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.broadcast, t.itemId, t.optionId, t.shard] })],
);

/**
 * Quiz nicknames (issue 50): one per voter and broadcast; a voter without one is anonymous on the
 * leaderboard (ranked, not listed). Voter ids never leave the server with them.
 */
export const liveNicknames = pgTable(
  'live_nicknames',
  {
    broadcast: text('broadcast').notNull(),
    voterId: text('voter_id').notNull(),
    nickname: text('nickname').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.broadcast, t.voterId] })],
);
