/**
 * The state a page gets carries the definitions of the active poll and quiz question (issue 32):
 * the moment an organiser starts one, every open page has what it needs to show it, with no read
 * of its own. The quiz's right option never leaves the server.
 */
import type { LiveState } from '../../src/contract/live.ts';
import type { WordCloudDefinition } from '../../src/contract/reactions.ts';
import { countsHidden, type Items, publicPoll } from './interaction.ts';

/** `cloud`: the open word cloud's question (issue 50), null while none is open. */
export function withActiveItems(state: LiveState, items: Items, cloud: WordCloudDefinition | null = null): LiveState {
  const poll = items.polls.find((p) => p.id === state.activePoll);
  const quiz = items.quiz.find((q) => q.id === state.activeQuiz);
  return {
    ...state,
    items: {
      poll: poll ? publicPoll(poll) : null,
      quiz: quiz ? { id: quiz.id, question: quiz.question, options: quiz.options } : null,
      // Only while one is open: a director without clouds sends the items as before.
      ...(cloud ? { cloud } : {}),
    },
  };
}

/**
 * What the pushed parts depend on besides the votes, as one comparable value: a poll started or
 * revealed (issue 50: its counts go out in the next push, at once) or a quiz question started or
 * stopped (the leaderboard counts the stopped ones).
 */
export const partsKey = (items: Items, activeQuiz: string | null): string =>
  [
    ...items.polls.map((p) => `${p.id}${countsHidden(p) ? '?' : ''}`),
    ...items.quiz.map((q) => `quiz:${q.id}`),
    `active:${activeQuiz ?? ''}`,
  ].join('\n');
