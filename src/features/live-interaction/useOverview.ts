/**
 * The active poll and quiz question with their counts and this voter's own choices, for the
 * panels. The live state pushes the active items' definitions and `event: results` the counts
 * (issue 32), so a page makes no request when an item starts, and a reconnect gets both from the
 * stream. This browser's own votes and answers are known from its own writes and kept in the
 * browser (state/interactionMemory.ts). A director that pushes no items is read instead (useOverviewRead).
 */
import { useCallback, useMemo } from 'react';
import type { InteractionOverview, PollDefinition, QuizOutcome } from '../../contract';
import { applyPollResults, useLiveSnapshot } from '../../state/live';
import { rememberQuizOutcome, rememberVote, useInteractionMemory } from '../../state/interactionMemory';
import { useOverviewRead, type OverviewStatus } from './useOverviewRead';

export type { OverviewStatus };

export interface OwnChange {
  vote?: [string, string];
  results?: [string, Record<string, number>];
  answer?: QuizOutcome;
}

export function useOverview(broadcast: string, voterId: string | undefined) {
  const { live, connection, results: pushed } = useLiveSnapshot();
  const activePoll = live?.activePoll ?? null;
  const activeQuiz = live?.activeQuiz ?? null;
  const items = live?.items;
  const open = connection === 'open' || connection === 'idle';
  const read = useOverviewRead(broadcast, voterId, !!live && !items && open, `${activePoll} ${activeQuiz}`);
  const memory = useInteractionMemory(broadcast);
  const choices = memory.choices();

  /** Records this browser's own choice at once (the answer of a vote or quiz call), also for a reload. */
  const remember = useCallback(
    (change: OwnChange) => {
      if (change.vote) rememberVote(broadcast, change.vote[0], change.vote[1]);
      if (change.answer) rememberQuizOutcome(broadcast, change.answer);
      if (change.results) applyPollResults({ [change.results[0]]: change.results[1] });
    },
    [broadcast],
  );

  const overview = useMemo((): InteractionOverview | null => {
    const base = items
      ? {
          polls: items.poll ? [items.poll as PollDefinition] : [],
          quiz: items.quiz ? [items.quiz as PollDefinition] : [],
          results: {},
          votes: {},
          answers: {},
        }
      : read.overview;
    if (!base) return null;
    return { ...base, votes: { ...base.votes, ...choices.votes }, answers: { ...base.answers, ...choices.answers } };
  }, [items, read.overview, choices.votes, choices.answers]);

  const status: OverviewStatus = items ? 'ready' : read.status;
  const results = overview ? { ...overview.results, ...(pushed ?? {}) } : {};
  return { overview, status, results, activePoll, activeQuiz, remember, reload: read.reload };
}
