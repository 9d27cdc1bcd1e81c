/**
 * Audience Q&A upvotes (server/live/qna/): one row per voter and question, so an upvote counts once
 * and a second tap takes it back. They go with their question (cascade), so retention's delete
 * of a project's questions removes them too.
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { liveQuestions } from './schemaInteraction.ts';

export const qnaUpvotes = pgTable(
  'qna_upvotes',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => liveQuestions.id, { onDelete: 'cascade' }),
    broadcast: text('broadcast').notNull(),
    voterId: text('voter_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.voterId] }),
    index('qna_upvotes_voter_idx').on(t.broadcast, t.voterId),
  ],
);
