/**
 * Audience Q&A order and counts (issue 35), shared by the Questions tab and the room screen:
 * open questions by votes (ties: the earlier first) or newest first, answered ones newest first,
 * and a count that already holds this visitor's tap the server has not confirmed yet.
 */
import type { PublicQuestion, QnaSort, QuestionsMode } from '../contract';

/** A page renders this many of a section at first; "Show more" reads the rest in pages. */
export const QNA_FIRST = 20;

const newest = (a: PublicQuestion, b: PublicQuestion) => b.askedAt.localeCompare(a.askedAt) || b.id - a.id;
const byVotes = (a: PublicQuestion, b: PublicQuestion) => b.votes - a.votes || a.id - b.id;

export function sortedQuestions(
  questions: readonly PublicQuestion[],
  status: 'approved' | 'answered',
  sort: QnaSort,
): PublicQuestion[] {
  return questions
    .filter((q) => q.status === status)
    .sort(sort === 'votes' && status === 'approved' ? byVotes : newest);
}

/** Pushed questions win over paged ones (theirs are newer); the pages only add what the push does not hold. */
export function mergedQuestions(pushed: readonly PublicQuestion[], paged: readonly PublicQuestion[]): PublicQuestion[] {
  const known = new Set(pushed.map((q) => q.id));
  return [...pushed, ...paged.filter((q) => !known.has(q.id))];
}

/** Whether the visitor's upvote is on: the waiting tap, else what the server holds. */
export const isUpvoted = (id: number, upvoted: readonly number[], waiting: Readonly<Record<number, boolean>>) =>
  waiting[id] ?? upvoted.includes(id);

/** The count to show: the server's, moved by a tap it has not confirmed yet. */
export function shownVotes(
  q: PublicQuestion,
  upvoted: readonly number[],
  waiting: Readonly<Record<number, boolean>>,
): number {
  const held = upvoted.includes(q.id);
  const wanted = isUpvoted(q.id, upvoted, waiting);
  return Math.max(0, q.votes + (wanted === held ? 0 : wanted ? 1 : -1));
}

/**
 * Whether the room screen lists the top open questions (issue 43). In an `open` event every
 * question is listed at once, so a projector would show any text anyone typed: there the screen
 * shows only the moderator's highlighted question, unless the organiser chose `questionsScreen: 'open'`.
 */
export function roomScreenListsQuestions(event: {
  questionsMode?: QuestionsMode;
  questionsScreen?: 'moderated' | 'open';
}): boolean {
  return event.questionsMode !== 'open' || event.questionsScreen === 'open';
}

/**
 * Questions a projected room screen lists beside the highlighted one (issue 45: what fills the rest of a 16:9 screen,
 * readable).
 */
export const ROOM_SCREEN_TOP = 5;

/**
 * The room screen's list: the top approved questions by votes (ties: the earlier first), the highlighted one left out
 * (it shows large above).
 */
export function roomScreenTop(
  questions: readonly PublicQuestion[],
  highlighted: number | null,
  count = ROOM_SCREEN_TOP,
): PublicQuestion[] {
  return sortedQuestions(questions, 'approved', 'votes')
    .filter((q) => q.id !== highlighted)
    .slice(0, count);
}

/**
 * How long the highlighted question reads on the room screen: a short one in the largest type,
 * a longer one a step smaller with more lines (a question may hold 1024 characters), so the
 * list below keeps its room. The lengths are about three and five lines of a 1920 px projector.
 */
export type RoomTextLength = 'short' | 'medium' | 'long';
export function roomTextLength(message: string): RoomTextLength {
  const length = message.trim().length;
  return length <= 100 ? 'short' : length <= 220 ? 'medium' : 'long';
}

/**
 * Where one of the visitor's own questions stands ("Your questions"): `unsent` waits on this
 * device (the outbox), `pending` waits for the moderator, `approved` is listed for everyone,
 * `now` is being answered (highlighted), `answered` is done.
 */
export type OwnStatus = 'unsent' | 'pending' | 'approved' | 'now' | 'answered';
export interface OwnQuestion {
  key: string;
  message: string;
  status: OwnStatus;
}
/** A question still in the outbox: its key and the message as the visitor typed it. */
export interface UnsentQuestion {
  id: string;
  message: string;
  createdAt: number;
}

/**
 * The visitor's own questions for "Your questions": the ones still on this device first (they are
 * the newest; the server does not know them yet), newest first, then the server's, newest first.
 * A question the server holds that is highlighted reads `now`, whatever its status.
 */
export function ownQuestions(
  mine: readonly PublicQuestion[],
  unsent: readonly UnsentQuestion[],
  highlighted: number | null,
): OwnQuestion[] {
  const waiting = [...unsent]
    .sort((a, b) => b.createdAt - a.createdAt)
    .map((q): OwnQuestion => ({ key: `unsent-${q.id}`, message: q.message, status: 'unsent' }));
  const known = [...mine].sort(newest).map(
    (q): OwnQuestion => ({
      key: `q-${q.id}`,
      message: q.message,
      status: q.id === highlighted && q.status !== 'pending' ? 'now' : q.status,
    }),
  );
  return [...waiting, ...known];
}
