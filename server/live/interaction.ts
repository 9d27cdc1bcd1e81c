/**
 * The reference director's questions, polls and quiz (DECISIONS.md): polls and quiz questions
 * per broadcast; one vote per voter and poll, a second vote replaces the first; one answer per
 * quiz question, which says right or wrong; votes and answers only while the item is active.
 * Every function takes the db it must use (the Idempotency-Key transaction's, in routes).
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { PollDefinition, PollResults, QuizOutcome, ReceivedQuestion } from '../../src/contract/interaction.ts';
import type { QuestionFields } from '../../src/domain/question.ts';
import type { Db } from '../db/client.ts';
import { liveQuestions, livePolls, liveVotes } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { Broadcast } from './broadcasts.ts';
import { readControl } from './controlState.ts';
import type { AskedAs } from '../qna/rules.ts';

export interface QuizDefinition extends PollDefinition { rightOptionId: string | null }
export interface Items { polls: PollDefinition[]; quiz: QuizDefinition[] }

export const POLL_NOT_FOUND = 'Poll not found';
export const OPTION_UNKNOWN = 'Unknown option';
export const CLOSED_MESSAGES = {
  poll: 'The poll closed: votes are no longer accepted.',
  quiz: 'The quiz question closed: answers are no longer accepted.',
};

/** The moderator sees this many of the newest questions. */
const QUESTIONS_LISTED = 500;

export async function listItems(db: Db, broadcast: string): Promise<Items> {
  const rows = await db.select().from(livePolls).where(eq(livePolls.broadcast, broadcast)).orderBy(asc(livePolls.position), asc(livePolls.id));
  const items: Items = { polls: [], quiz: [] };
  for (const row of rows) {
    const definition = { id: row.id, question: row.question, options: row.options };
    if (row.kind === 'quiz') items.quiz.push({ ...definition, rightOptionId: row.rightOption });
    else items.polls.push(definition);
  }
  return items;
}

/** What visitors may see of a quiz question: never the right option. */
export const publicQuiz = (quiz: QuizDefinition[]): PollDefinition[] => quiz.map(({ id, question, options }) => ({ id, question, options }));

/** Every poll of the broadcast with a count for each of its options (0 included). */
export async function pollResults(db: Db, broadcast: string, polls?: PollDefinition[]): Promise<PollResults> {
  const defined = polls ?? (await listItems(db, broadcast)).polls;
  const counted = await db.select({ itemId: liveVotes.itemId, optionId: liveVotes.optionId, n: count() })
    .from(liveVotes).where(eq(liveVotes.broadcast, broadcast)).groupBy(liveVotes.itemId, liveVotes.optionId);
  const results: PollResults = {};
  for (const poll of defined) results[poll.id] = Object.fromEntries(poll.options.map((o) => [o.id, 0]));
  for (const row of counted) {
    const poll = results[row.itemId];
    if (poll && row.optionId in poll) poll[row.optionId] = Number(row.n);
  }
  return results;
}

/** One voter's poll votes and quiz outcomes on a broadcast. */
export async function voterChoices(db: Db, broadcast: string, voterId: string, items: Items) {
  const rows = await db.select().from(liveVotes).where(and(eq(liveVotes.broadcast, broadcast), eq(liveVotes.voterId, voterId)));
  const quizIds = new Set(items.quiz.map((q) => q.id));
  const votes: Record<string, string> = {};
  const answers: Record<string, QuizOutcome> = {};
  for (const row of rows) {
    if (quizIds.has(row.itemId)) answers[row.itemId] = { questionId: row.itemId, optionId: row.optionId, correct: row.correct === true };
    else votes[row.itemId] = row.optionId;
  }
  return { votes, answers };
}

async function itemOf(db: Db, broadcast: string, id: string, kind: 'poll' | 'quiz') {
  const [row] = await db.select().from(livePolls).where(and(eq(livePolls.broadcast, broadcast), eq(livePolls.id, id)));
  if (!row || row.kind !== kind) throw new ApiError(404, kind === 'poll' ? POLL_NOT_FOUND : 'Quiz question not found');
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
  await db.insert(liveVotes).values({ broadcast: b.broadcast, itemId: pollId, voterId, optionId, updatedAt: now })
    .onConflictDoUpdate({ target: [liveVotes.broadcast, liveVotes.itemId, liveVotes.voterId], set: { optionId, updatedAt: now } });
  const results = await pollResults(db, b.broadcast, [{ id: row.id, question: row.question, options: row.options }]);
  return { pollId, optionId, results: results[pollId] };
}

/**
 * Stores the voter's first answer. A later, different answer is refused (409 `already-answered`
 * with the first outcome); the same answer again is simply answered again.
 */
export async function answerQuiz(db: Db, b: Broadcast, questionId: string, voterId: string, optionId: string, now: Date)
  : Promise<{ status: 200 | 409; body: QuizOutcome | { error: string; code: string; outcome: QuizOutcome } }> {
  const row = await itemOf(db, b.broadcast, questionId, 'quiz');
  checkOption(row, optionId);
  await mustBeActive(db, b, questionId, 'quiz');
  const correct = row.rightOption === optionId;
  const [stored] = await db.insert(liveVotes).values({ broadcast: b.broadcast, itemId: questionId, voterId, optionId, correct, updatedAt: now })
    .onConflictDoNothing().returning();
  if (stored) return { status: 200, body: { questionId, optionId, correct } };
  const [first] = await db.select().from(liveVotes)
    .where(and(eq(liveVotes.broadcast, b.broadcast), eq(liveVotes.itemId, questionId), eq(liveVotes.voterId, voterId)));
  const outcome = { questionId, optionId: first.optionId, correct: first.correct === true };
  if (first.optionId === optionId) return { status: 200, body: outcome };
  return { status: 409, body: { error: 'You already answered this question.', code: 'already-answered', outcome } };
}

export async function storeQuestion(db: Db, b: Broadcast, fields: QuestionFields, registrationId: string | null, now: Date, asked?: AskedAs): Promise<string> {
  await db.insert(liveQuestions).values({ broadcast: b.broadcast, eventId: b.eventId, registrationId, ...fields, receivedAt: now, ...asked });
  return now.toISOString();
}

/** The newest questions first, for the moderator. */
export async function receivedQuestions(db: Db, broadcast: string): Promise<ReceivedQuestion[]> {
  const rows = await db.select().from(liveQuestions).where(eq(liveQuestions.broadcast, broadcast))
    .orderBy(desc(liveQuestions.receivedAt), desc(liveQuestions.id)).limit(QUESTIONS_LISTED);
  return rows.map((r) => ({ name: r.name, email: r.email, type: r.type, message: r.message, receivedAt: r.receivedAt.toISOString() }));
}
