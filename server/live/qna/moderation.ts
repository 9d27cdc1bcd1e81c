/**
 * The moderator's view of the audience questions (control token only; names and e-mails): one
 * status at a time, paged, with the counts of every status. The queue (pending) runs oldest
 * first, approved by votes, answered and rejected newest first.
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { QuestionStatus } from '../../../src/contract/qna.ts';
import type { Db } from '../../db/client.ts';
import { liveQuestions } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Broadcast } from '../broadcasts.ts';
import { qnaCounts } from './list.ts';
import { moderated } from './writes.ts';

export const MODERATION_PAGE = 50;

const QuerySchema = v.object({
  status: v.optional(v.picklist(['pending', 'approved', 'answered', 'rejected']), 'pending'),
  offset: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number)), '0'),
});

const ORDER: Record<string, ReturnType<typeof asc>[]> = {
  pending: [asc(liveQuestions.receivedAt), asc(liveQuestions.id)],
  approved: [desc(liveQuestions.votes), asc(liveQuestions.id)],
  answered: [desc(liveQuestions.receivedAt), desc(liveQuestions.id)],
  rejected: [desc(liveQuestions.receivedAt), desc(liveQuestions.id)],
};

export async function moderatorView(db: Db, b: Broadcast, query: Record<string, string>) {
  const parsed = v.safeParse(QuerySchema, query);
  if (!parsed.success) throw new ApiError(400, 'Invalid status or offset', { fields: ['status', 'offset'] });
  const { status, offset } = parsed.output;
  const where = and(eq(liveQuestions.broadcast, b.broadcast), eq(liveQuestions.status, status));
  const [rows, [total], counts] = await Promise.all([
    db
      .select()
      .from(liveQuestions)
      .where(where)
      .orderBy(...ORDER[status])
      .limit(MODERATION_PAGE)
      .offset(offset),
    db.select({ n: count() }).from(liveQuestions).where(where),
    qnaCounts(db, b.broadcast),
  ]);
  return {
    mode: b.questionsMode,
    status: status as QuestionStatus,
    offset,
    pageSize: MODERATION_PAGE,
    total: Number(total?.n ?? 0),
    counts,
    questions: rows.map(moderated),
  };
}
