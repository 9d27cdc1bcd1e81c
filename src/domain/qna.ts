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

export function sortedQuestions(questions: readonly PublicQuestion[], status: 'approved' | 'answered', sort: QnaSort): PublicQuestion[] {
  return questions.filter((q) => q.status === status).sort(sort === 'votes' && status === 'approved' ? byVotes : newest);
}

/** Pushed questions win over paged ones (theirs are newer); the pages only add what the push does not hold. */
export function mergedQuestions(pushed: readonly PublicQuestion[], paged: readonly PublicQuestion[]): PublicQuestion[] {
  const known = new Set(pushed.map((q) => q.id));
  return [...pushed, ...paged.filter((q) => !known.has(q.id))];
}

/** Whether the visitor's upvote is on: the waiting tap, else what the server holds. */
export const isUpvoted = (id: number, upvoted: readonly number[], waiting: Readonly<Record<number, boolean>>) => waiting[id] ?? upvoted.includes(id);

/** The count to show: the server's, moved by a tap it has not confirmed yet. */
export function shownVotes(q: PublicQuestion, upvoted: readonly number[], waiting: Readonly<Record<number, boolean>>): number {
  const held = upvoted.includes(q.id);
  const wanted = isUpvoted(q.id, upvoted, waiting);
  return Math.max(0, q.votes + (wanted === held ? 0 : wanted ? 1 : -1));
}

/**
 * Whether the room screen lists the top open questions (issue 43). In an `open` event every
 * question is listed at once, so a projector would show any text anyone typed: there the screen
 * shows only the moderator's highlighted question, unless the organiser chose `questionsScreen: 'open'`.
 */
export function roomScreenListsQuestions(event: { questionsMode?: QuestionsMode; questionsScreen?: 'moderated' | 'open' }): boolean {
  return event.questionsMode !== 'open' || event.questionsScreen === 'open';
}
