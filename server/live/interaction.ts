/**
 * The reference director's questions, polls and quiz (DECISIONS.md): polls and quiz questions
 * per broadcast; one vote per voter and poll, a second vote replaces the first; one answer per
 * quiz question, which says right or wrong; votes and answers only while the item is active.
 * What is read of them lives here; the writes are one statement each (interactionWrites.ts).
 */
import { and, asc, count, desc, eq, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import {
  type PollDefinition,
  type PollResults,
  type QuizOutcome,
  RatingScaleSchema,
  type ReceivedQuestion,
  ShowResultsSchema,
} from '../../src/contract/interaction.ts';
import type { Db } from '../db/client.ts';
import { liveQuestions, livePollCounts, livePolls, liveVotes } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';

export interface QuizDefinition extends PollDefinition {
  rightOptionId: string | null;
  /** Issue 50: the answer's speed scores too (domain/leaderboard.ts quizPoints). */
  speed?: boolean;
}
/** A poll with whether the director revealed its counts (only `onReveal` polls wait for it). */
export interface LivePoll extends PollDefinition {
  revealed?: boolean;
}
export interface Items {
  polls: LivePoll[];
  quiz: QuizDefinition[];
}

/** The organiser's settings of an item as stored (live_polls.settings), read leniently: unknown values are left out. */
export function itemSettings(settings: Record<string, unknown> | null | undefined) {
  const show = v.safeParse(ShowResultsSchema, settings?.showResults);
  const rating = v.safeParse(RatingScaleSchema, settings?.rating);
  return {
    ...(show.success ? { showResults: show.output } : {}),
    ...(rating.success ? { rating: rating.output } : {}),
    ...(settings?.speed === true ? { speed: true } : {}),
  };
}

/** Whether visitors may not be told the poll's counts yet (no answer, no stream message). */
export const countsHidden = (poll: LivePoll) => poll.showResults === 'onReveal' && !poll.revealed;

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
    const { speed, ...settings } = itemSettings(row.settings);
    if (row.kind === 'quiz')
      items.quiz.push({ ...definition, rightOptionId: row.rightOption, ...(speed && { speed }) });
    else items.polls.push({ ...definition, ...settings, ...(row.revealedAt && { revealed: true }) });
  }
  return items;
}

/** What visitors may see of a quiz question: never the right option. */
export const publicQuiz = (quiz: QuizDefinition[]): PollDefinition[] =>
  quiz.map(({ id, question, options }) => ({ id, question, options }));

/** What visitors may see of a poll: its definition and settings, not whether it was revealed (the counts say it). */
export const publicPoll = ({ revealed: _revealed, ...poll }: LivePoll): PollDefinition => poll;

/**
 * Every given poll (without: every started one) with a count for each of its options (0
 * included), from the counter rows the votes' trigger keeps (schemaInteraction.ts): a few rows,
 * however many votes. Counts of polls not given are left out, and so are the counts of a poll
 * waiting for its reveal (issue 50) unless `hidden` (the director's console) asks for them.
 */
export async function pollResults(
  db: Db,
  broadcast: string,
  polls?: LivePoll[],
  hidden: 'withHidden' | 'withoutHidden' = 'withoutHidden',
): Promise<PollResults> {
  const listed = polls ?? (await listItems(db, broadcast, 'started')).polls;
  const defined = hidden === 'withHidden' ? listed : listed.filter((p) => !countsHidden(p));
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
      answers[row.itemId] = {
        questionId: row.itemId,
        optionId: row.optionId,
        correct: row.correct === true,
        ...(row.points !== null && { points: row.points }),
      };
    else votes[row.itemId] = row.optionId;
  }
  return { votes, answers };
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
  const questions: ReceivedQuestion[] = rows.slice(0, QUESTIONS_PAGE).map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    type: r.type,
    message: r.message,
    receivedAt: r.receivedAt.toISOString(),
  }));
  return { questions, next: rows.length > QUESTIONS_PAGE ? questionCursor(questions.at(-1)!) : null };
}

/** How many questions the broadcast received (the console's heading; read with the console's page, not per visitor). */
export async function questionCount(db: Db, broadcast: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(liveQuestions).where(eq(liveQuestions.broadcast, broadcast));
  return Number(row?.n ?? 0);
}
