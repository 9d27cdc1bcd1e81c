/**
 * Audience Q&A writes: an upvote (one per voter and question; `up: false` takes it back, a
 * repeat of either changes nothing) and the moderator's actions. Each runs in the caller's
 * transaction (the Idempotency-Key's, or one of its own); the caller publishes the change after
 * the commit so every page's list is pushed again.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { ModeratedQuestion, ModerationAction, QuestionStatus, UpvoteAnswer } from '../../../src/contract/qna.ts';
import type { Db } from '../../db/client.ts';
import { liveQuestions, qnaUpvotes } from '../../db/schema.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { keepsHighlight, moveOf } from './rules.ts';

export const QUESTION_CLOSED = 'This question was answered: upvotes are closed.';

async function questionOf(db: Db, broadcast: string, id: number) {
  const [row] = await db
    .select()
    .from(liveQuestions)
    .where(and(eq(liveQuestions.broadcast, broadcast), eq(liveQuestions.id, id)))
    .for('update');
  return row;
}

/** Sets the voter's upvote to `up`; answers the question's count after it. Only listed questions take upvotes. */
export async function setUpvote(
  db: Db,
  broadcast: string,
  questionId: number,
  voterId: string,
  up: boolean,
  now: Date,
): Promise<UpvoteAnswer> {
  const row = await questionOf(db, broadcast, questionId);
  if (!row || (row.status !== 'approved' && row.status !== 'answered')) throw notFound('Question');
  if (up && row.status === 'answered') throw new ApiError(409, QUESTION_CLOSED, { code: 'closed' });
  const changed = up
    ? await db
        .insert(qnaUpvotes)
        .values({ questionId, broadcast, voterId, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: qnaUpvotes.questionId })
    : await db
        .delete(qnaUpvotes)
        .where(and(eq(qnaUpvotes.questionId, questionId), eq(qnaUpvotes.voterId, voterId)))
        .returning({ id: qnaUpvotes.questionId });
  if (!changed.length) return { questionId, up, votes: row.votes };
  const [after] = await db
    .update(liveQuestions)
    .set({ votes: sql`greatest(${liveQuestions.votes} + ${up ? 1 : -1}, 0)` })
    .where(eq(liveQuestions.id, questionId))
    .returning({ votes: liveQuestions.votes });
  return { questionId, up, votes: after.votes };
}

export const moderated = (r: typeof liveQuestions.$inferSelect): ModeratedQuestion => ({
  id: r.id,
  name: r.name,
  email: r.email,
  type: r.type,
  message: r.message,
  status: r.status as QuestionStatus,
  anonymous: r.anonymous,
  votes: r.votes,
  highlighted: r.highlighted,
  askedAt: r.receivedAt.toISOString(),
});

/** One moderator action; a highlight un-highlights the broadcast's other question (one "now" at a time). */
export async function moderate(
  db: Db,
  broadcast: string,
  questionId: number,
  action: ModerationAction,
): Promise<ModeratedQuestion> {
  const row = await questionOf(db, broadcast, questionId);
  if (!row || row.status === 'private') throw notFound('Question');
  const status = moveOf(action, row.status as QuestionStatus);
  const highlighted = action === 'highlight' ? true : keepsHighlight(action) ? row.highlighted : false;
  if (action === 'highlight') {
    await db
      .update(liveQuestions)
      .set({ highlighted: false })
      .where(
        and(
          eq(liveQuestions.broadcast, broadcast),
          eq(liveQuestions.highlighted, true),
          ne(liveQuestions.id, questionId),
        ),
      );
  }
  const [after] = await db
    .update(liveQuestions)
    .set({ status, highlighted })
    .where(eq(liveQuestions.id, questionId))
    .returning();
  return moderated(after);
}
