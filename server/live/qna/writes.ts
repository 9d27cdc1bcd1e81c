/**
 * The moderator's writes on audience questions (the visitors' upvote is one statement of its own,
 * upvote.ts). Each runs in the caller's transaction; the caller publishes the change after the
 * commit so every page's list is pushed again.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { ModeratedQuestion, ModerationAction, QuestionStatus } from '../../../src/contract/qna.ts';
import type { Db } from '../../db/client.ts';
import { liveQuestions } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { keepsHighlight, moveOf } from './rules.ts';

async function questionOf(db: Db, broadcast: string, id: number) {
  const [row] = await db
    .select()
    .from(liveQuestions)
    .where(and(eq(liveQuestions.broadcast, broadcast), eq(liveQuestions.id, id)))
    .for('update');
  return row;
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
