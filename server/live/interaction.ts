/**
 * The reference director's questions, polls and quiz (DECISIONS.md): polls and quiz questions
 * per broadcast; one vote per voter and poll, a second vote replaces the first; one answer per
 * quiz question, which says right or wrong; votes and answers only while the item is active.
 * Every function takes the db it must use (the Idempotency-Key transaction's, in routes).
 */
import { and, asc, count, desc, eq, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import type { PollDefinition, PollResults, QuizOutcome, ReceivedQuestion } from '../../src/contract/interaction.ts';
import type { QuestionFields } from '../../src/domain/question.ts';
import type { Db } from '../db/client.ts';
import { liveQuestions, livePollCounts, livePolls, liveVotes } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { Broadcast } from './broadcasts.ts';
import { readControl } from './controlState.ts';
import type { AskedAs } from './qna/rules.ts';

export interface QuizDefinition extends PollDefinition {
  rightOptionId: string | null;
}
export interface Items {
  polls: PollDefinition[];
  quiz: QuizDefinition[];
}

export const POLL_NOT_FOUND = 'Poll not found';
export const QUIZ_NOT_FOUND = 'Quiz question not found';
export const ALREADY_ANSWERED = 'You already answered this question.';
export const OPTION_UNKNOWN = 'Unknown option';
export const CLOSED_MESSAGES = {
  poll: 'The poll closed: votes are no longer accepted.',
  quiz: 'The quiz question closed: answers are no longer accepted.',
};

/** The moderator's console lists this many questions a page (a storm of 2,000 stays quick to draw). */
export const QUESTIONS_PAGE = 50;

/**
 * Which items a caller may see: visitors only those the director has started (issue 43: a poll's
 * question is not public before its moment); the director and organiser every item.
 */
export type ItemScope = 'started' | 'all';

export async function listItems(db: Db, broadcast: string, scope: ItemScope): Promise<Items> {
  const where =
    scope === 'all'
      ? eq(livePolls.broadcast, broadcast)
      : and(eq(livePolls.broadcast, broadcast), isNotNull(livePolls.startedAt));
  const rows = await db.select().from(livePolls).where(where).orderBy(asc(livePolls.position), asc(livePolls.id));
  const items: Items = { polls: [], quiz: [] };
  for (const row of rows) {
    const definition = { id: row.id, question: row.question, options: row.options };
    if (row.kind === 'quiz') items.quiz.push({ ...definition, rightOptionId: row.rightOption });
    else items.polls.push(definition);
  }
  return items;
}

/** What visitors may see of a quiz question: never the right option. */
export const publicQuiz = (quiz: QuizDefinition[]): PollDefinition[] =>
  quiz.map(({ id, question, options }) => ({ id, question, options }));

/**
 * Every given poll (without: every started one) with a count for each of its options (0
 * included), from the counter rows the votes' trigger keeps (schemaInteraction.ts): a few rows,
 * however many votes. Counts of polls not given are left out.
 */
export async function pollResults(db: Db, broadcast: string, polls?: PollDefinition[]): Promise<PollResults> {
  const defined = polls ?? (await listItems(db, broadcast, 'started')).polls;
  const counted = await db
    .select({ itemId: livePollCounts.itemId, optionId: livePollCounts.optionId, n: livePollCounts.n })
    .from(livePollCounts)
    .where(eq(livePollCounts.broadcast, broadcast));
  const results: PollResults = {};
  for (const poll of defined) results[poll.id] = Object.fromEntries(poll.options.map((o) => [o.id, 0]));
  for (const row of counted) {
    const poll = results[row.itemId];
    if (poll && row.optionId in poll) poll[row.optionId] += row.n;
  }
  return results;
}

/** One voter's poll votes and quiz outcomes on a broadcast. */
export async function voterChoices(db: Db, broadcast: string, voterId: string, items: Items) {
  const rows = await db
    .select()
    .from(liveVotes)
    .where(and(eq(liveVotes.broadcast, broadcast), eq(liveVotes.voterId, voterId)));
  const quizIds = new Set(items.quiz.map((q) => q.id));
  const votes: Record<string, string> = {};
  const answers: Record<string, QuizOutcome> = {};
  for (const row of rows) {
    if (quizIds.has(row.itemId))
      answers[row.itemId] = { questionId: row.itemId, optionId: row.optionId, correct: row.correct === true };
    else votes[row.itemId] = row.optionId;
  }
  return { votes, answers };
}

async function itemOf(db: Db, broadcast: string, id: string, kind: 'poll' | 'quiz') {
  const [row] = await db
    .select()
    .from(livePolls)
    .where(and(eq(livePolls.broadcast, broadcast), eq(livePolls.id, id)));
  if (!row || row.kind !== kind) throw new ApiError(404, kind === 'poll' ? POLL_NOT_FOUND : QUIZ_NOT_FOUND);
  return row;
}

function checkOption(row: typeof livePolls.$inferSelect, optionId: string) {
  if (!row.options.some((o) => o.id === optionId)) throw new ApiError(400, OPTION_UNKNOWN, { fields: ['optionId'] });
}

/** The item must be the active one now; a vote that arrives after the organiser closed it is refused. */
async function mustBeActive(db: Db, b: Broadcast, id: string, kind: 'poll' | 'quiz') {
  const control = await readControl(db, b.broadcast);
  const active = kind === 'poll' ? control?.activePoll : control?.activeQuiz;
  if (active !== id) {
    // 409 with a code the app tells apart from other refusals.
    throw new ApiError(409, CLOSED_MESSAGES[kind], { code: 'closed' });
  }
}

/** Stores (or replaces) the voter's vote; answers the poll's counts after it. */
export async function vote(db: Db, b: Broadcast, pollId: string, voterId: string, optionId: string, now: Date) {
  const row = await itemOf(db, b.broadcast, pollId, 'poll');
  checkOption(row, optionId);
  await mustBeActive(db, b, pollId, 'poll');
  await db
    .insert(liveVotes)
    .values({ broadcast: b.broadcast, itemId: pollId, voterId, optionId, updatedAt: now })
    .onConflictDoUpdate({
      target: [liveVotes.broadcast, liveVotes.itemId, liveVotes.voterId],
      set: { optionId, updatedAt: now },
    });
  const results = await pollResults(db, b.broadcast, [{ id: row.id, question: row.question, options: row.options }]);
  return { pollId, optionId, results: results[pollId] };
}

/**
 * Stores the voter's first answer. A later, different answer is refused (409 `already-answered`
 * with the first outcome); the same answer again is simply answered again.
 */
export async function answerQuiz(
  db: Db,
  b: Broadcast,
  questionId: string,
  voterId: string,
  optionId: string,
  now: Date,
): Promise<{ status: 200 | 409; body: QuizOutcome | { error: string; code: string; outcome: QuizOutcome } }> {
  const row = await itemOf(db, b.broadcast, questionId, 'quiz');
  checkOption(row, optionId);
  await mustBeActive(db, b, questionId, 'quiz');
  const correct = row.rightOption === optionId;
  const [stored] = await db
    .insert(liveVotes)
    .values({ broadcast: b.broadcast, itemId: questionId, voterId, optionId, correct, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  const rightOptionId = row.rightOption ?? undefined;
  if (stored) return { status: 200, body: { questionId, optionId, correct, rightOptionId } };
  const [first] = await db
    .select()
    .from(liveVotes)
    .where(and(eq(liveVotes.broadcast, b.broadcast), eq(liveVotes.itemId, questionId), eq(liveVotes.voterId, voterId)));
  const outcome = { questionId, optionId: first.optionId, correct: first.correct === true, rightOptionId };
  if (first.optionId === optionId) return { status: 200, body: outcome };
  return { status: 409, body: { error: ALREADY_ANSWERED, code: 'already-answered', outcome } };
}

export async function storeQuestion(
  db: Db,
  b: Broadcast,
  fields: QuestionFields,
  registrationId: string | null,
  now: Date,
  asked?: AskedAs,
): Promise<string> {
  await db
    .insert(liveQuestions)
    .values({ broadcast: b.broadcast, eventId: b.eventId, registrationId, ...fields, receivedAt: now, ...asked });
  return now.toISOString();
}

/** Where a page of questions ends: `<receivedAt ISO>_<id>`; the next page starts below it. */
export const questionCursor = (q: ReceivedQuestion) => `${q.receivedAt}_${q.id}`;
const CURSOR = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)_(\d{1,12})$/;
export function parseQuestionCursor(raw: string | undefined): { at: Date; id: number } | undefined {
  const m = raw ? CURSOR.exec(raw) : null;
  if (raw && !m) throw new ApiError(400, 'Invalid page cursor', { fields: ['before'] });
  return m ? { at: new Date(m[1]), id: Number(m[2]) } : undefined;
}

/** One page of the questions, newest first (below `before` when given), and the cursor of the next page. */
export async function receivedQuestions(db: Db, broadcast: string, before?: { at: Date; id: number }) {
  let where: SQL | undefined = eq(liveQuestions.broadcast, broadcast);
  if (before) {
    where = and(
      where,
      or(
        lt(liveQuestions.receivedAt, before.at),
        and(eq(liveQuestions.receivedAt, before.at), lt(liveQuestions.id, before.id)),
      ),
    );
  }
  const rows = await db
    .select()
    .from(liveQuestions)
    .where(where)
    .orderBy(desc(liveQuestions.receivedAt), desc(liveQuestions.id))
    .limit(QUESTIONS_PAGE + 1);
  const questions: ReceivedQuestion[] = rows
    .slice(0, QUESTIONS_PAGE)
    .map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      type: r.type,
      message: r.message,
      receivedAt: r.receivedAt.toISOString(),
    }));
  return { questions, next: rows.length > QUESTIONS_PAGE ? questionCursor(questions.at(-1)!) : null };
}

/** How many questions the broadcast received (the console's heading; read with the console's page, never per visitor). */
export async function questionCount(db: Db, broadcast: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(liveQuestions).where(eq(liveQuestions.broadcast, broadcast));
  return Number(row?.n ?? 0);
}
