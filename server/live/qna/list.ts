/**
 * What visitors read of the questions (never an e-mail, a registration or a voter id): the
 * pushed list (top by votes, newest, newest answered, the highlighted one, counts), the pages
 * after it, and a voter's own questions and upvotes.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  PublicQuestion,
  QnaCounts,
  QnaList,
  QnaPage,
  QnaSection,
  QnaSort,
  QnaSnapshot,
} from '../../../src/contract/qna.ts';
import type { Db } from '../../db/client.ts';
import { liveQuestions, qnaUpvotes } from '../../db/schema.ts';
import type { Broadcast } from '../broadcasts.ts';
import { LISTED } from './rules.ts';

/** Each part of the pushed list holds this many questions: a page renders them, the rest is paged. */
export const LIST_TOP = 20;
export const ANSWERED_TOP = 10;
export const PAGE_MAX = 50;

type Row = typeof liveQuestions.$inferSelect;

const PUBLIC_COLUMNS = {
  id: liveQuestions.id,
  name: liveQuestions.name,
  anonymous: liveQuestions.anonymous,
  message: liveQuestions.message,
  votes: liveQuestions.votes,
  status: liveQuestions.status,
  receivedAt: liveQuestions.receivedAt,
  highlighted: liveQuestions.highlighted,
};
type PublicRow = Pick<Row, 'id' | 'name' | 'anonymous' | 'message' | 'votes' | 'status' | 'receivedAt' | 'highlighted'>;

export const publicQuestion = (r: PublicRow): PublicQuestion => ({
  id: r.id,
  name: r.anonymous ? null : r.name,
  message: r.message,
  votes: r.votes,
  status: r.status as PublicQuestion['status'],
  askedAt: r.receivedAt.toISOString(),
});

const ORDER = {
  votes: [desc(liveQuestions.votes), asc(liveQuestions.id)],
  newest: [desc(liveQuestions.receivedAt), desc(liveQuestions.id)],
};

const sectionStatus = (section: QnaSection) => (section === 'answered' ? 'answered' : 'approved');

function listed(db: Db, broadcast: string, status: string, sort: QnaSort, limit: number, offset = 0) {
  return db
    .select(PUBLIC_COLUMNS)
    .from(liveQuestions)
    .where(and(eq(liveQuestions.broadcast, broadcast), eq(liveQuestions.status, status)))
    .orderBy(...ORDER[sort])
    .limit(limit)
    .offset(offset);
}

export async function qnaCounts(db: Db, broadcast: string): Promise<QnaCounts & { rejected: number }> {
  const rows = await db
    .select({ status: liveQuestions.status, n: count() })
    .from(liveQuestions)
    .where(eq(liveQuestions.broadcast, broadcast))
    .groupBy(liveQuestions.status);
  const counts = { pending: 0, approved: 0, answered: 0, rejected: 0 };
  for (const row of rows) if (row.status in counts) counts[row.status as keyof typeof counts] = Number(row.n);
  return counts;
}

/** The list every page of the broadcast gets: one read and one serialisation per change. */
export async function readList(db: Db, b: Broadcast): Promise<QnaList> {
  // A private event lists nothing, also what an earlier mode listed.
  if (b.questionsMode === 'private') {
    return {
      mode: b.questionsMode,
      anonymousAllowed: b.anonymousQuestions,
      questions: [],
      highlighted: null,
      counts: { pending: 0, approved: 0, answered: 0 },
    };
  }
  const [top, newest, answered, highlighted, counts] = await Promise.all([
    listed(db, b.broadcast, 'approved', 'votes', LIST_TOP),
    listed(db, b.broadcast, 'approved', 'newest', LIST_TOP),
    listed(db, b.broadcast, 'answered', 'newest', ANSWERED_TOP),
    db
      .select(PUBLIC_COLUMNS)
      .from(liveQuestions)
      .where(
        and(
          eq(liveQuestions.broadcast, b.broadcast),
          eq(liveQuestions.highlighted, true),
          inArray(liveQuestions.status, [...LISTED]),
        ),
      )
      .limit(1),
    qnaCounts(db, b.broadcast),
  ]);
  const byId = new Map<number, PublicQuestion>();
  for (const row of [...top, ...newest, ...answered, ...highlighted]) byId.set(row.id, publicQuestion(row));
  const { rejected: _rejected, ...shown } = counts;
  return {
    mode: b.questionsMode,
    anonymousAllowed: b.anonymousQuestions,
    questions: [...byId.values()],
    highlighted: highlighted[0]?.id ?? null,
    counts: shown,
  };
}

/** A page of the open or answered questions after the pushed top. */
export async function readPage(
  db: Db,
  b: Broadcast,
  section: QnaSection,
  sort: QnaSort,
  offset: number,
  limit: number,
): Promise<QnaPage> {
  if (b.questionsMode === 'private') return { questions: [], total: 0 };
  const status = sectionStatus(section);
  const [rows, [total]] = await Promise.all([
    listed(db, b.broadcast, status, sort, Math.min(limit, PAGE_MAX), offset),
    db
      .select({ n: count() })
      .from(liveQuestions)
      .where(and(eq(liveQuestions.broadcast, b.broadcast), eq(liveQuestions.status, status))),
  ]);
  return { questions: rows.map(publicQuestion), total: Number(total?.n ?? 0) };
}

/** The list with the voter's own questions (also those waiting for approval) and upvotes. */
export async function readSnapshot(db: Db, b: Broadcast, voterId: string | undefined): Promise<QnaSnapshot> {
  const list = await readList(db, b);
  if (!voterId) return { list, mine: [], upvoted: [] };
  const [mine, upvoted] = await Promise.all([
    db
      .select(PUBLIC_COLUMNS)
      .from(liveQuestions)
      .where(
        and(
          eq(liveQuestions.broadcast, b.broadcast),
          eq(liveQuestions.voterId, voterId),
          inArray(liveQuestions.status, ['pending', 'approved', 'answered']),
        ),
      )
      .orderBy(...ORDER.newest)
      .limit(PAGE_MAX),
    db
      .select({ id: qnaUpvotes.questionId })
      .from(qnaUpvotes)
      .where(and(eq(qnaUpvotes.broadcast, b.broadcast), eq(qnaUpvotes.voterId, voterId))),
  ]);
  return { list, mine: mine.map(publicQuestion), upvoted: upvoted.map((r) => r.id) };
}

/** For the bench and tests: the number of upvotes a question holds (the kept count must equal it). */
export async function countedUpvotes(db: Db, questionId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(qnaUpvotes)
    .where(eq(qnaUpvotes.questionId, questionId));
  return Number(row?.n ?? 0);
}
