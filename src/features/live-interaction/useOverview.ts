/**
 * The active poll and quiz question with their counts and this voter's own choices, for the
 * panels. The live state pushes the active items' definitions and `event: results` the counts
 * (issue 32), so a page makes no request when an item starts, and a reconnect gets both from the
 * stream. This voter's own votes and answers are known from its own writes and kept in the
 * browser (state/liveChoices.ts). A director that pushes no items is read instead (useOverviewRead).
 */
import { useCallback, useMemo, useState } from 'react';
import type { InteractionOverview, PollDefinition, QuizOutcome } from '../../contract';
import { applyPollResults, useLiveSnapshot } from '../../state/live';
import { loadChoices, saveChoices, type OwnChoices } from '../../state/liveChoices';
import { useOverviewRead, type OverviewStatus } from './useOverviewRead';

export type { OverviewStatus };

export interface OwnChange { vote?: [string, string]; results?: [string, Record<string, number>]; answer?: QuizOutcome }

export function useOverview(broadcast: string, voterId: string) {
  const { live, connection, results: pushed } = useLiveSnapshot();
  const activePoll = live?.activePoll ?? null;
  const activeQuiz = live?.activeQuiz ?? null;
  const items = live?.items;
  const open = connection === 'open' || connection === 'idle';
  const read = useOverviewRead(broadcast, voterId, !!live && !items && open, `${activePoll} ${activeQuiz}`);
  const [own, setOwn] = useState<{ key: string; choices: OwnChoices }>(() => ({ key: `${broadcast} ${voterId}`, choices: loadChoices(broadcast, voterId) }));
  // Another broadcast or voter: that pair's kept choices.
  const choices = own.key === `${broadcast} ${voterId}` ? own.choices : loadChoices(broadcast, voterId);

  /** Records this voter's own choice at once (the answer of a vote or quiz call), also for a reload. */
  const remember = useCallback((change: OwnChange) => {
    const current = loadChoices(broadcast, voterId);
    const next: OwnChoices = {
      votes: change.vote ? { ...current.votes, [change.vote[0]]: change.vote[1] } : current.votes,
      answers: change.answer ? { ...current.answers, [change.answer.questionId]: change.answer } : current.answers,
    };
    saveChoices(broadcast, voterId, next);
    setOwn({ key: `${broadcast} ${voterId}`, choices: next });
    if (change.results) applyPollResults({ [change.results[0]]: change.results[1] });
  }, [broadcast, voterId]);

  const overview = useMemo((): InteractionOverview | null => {
    const base = items
      ? { polls: items.poll ? [items.poll as PollDefinition] : [], quiz: items.quiz ? [items.quiz as PollDefinition] : [], results: {}, votes: {}, answers: {} }
      : read.overview;
    if (!base) return null;
    return { ...base, votes: { ...base.votes, ...choices.votes }, answers: { ...base.answers, ...choices.answers } };
  }, [items, read.overview, choices]);

  const status: OverviewStatus = items ? 'ready' : read.status;
  const results = overview ? { ...overview.results, ...(pushed ?? {}) } : {};
  return { overview, status, results, activePoll, activeQuiz, remember, reload: read.reload };
}
