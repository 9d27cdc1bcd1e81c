/**
 * The broadcast's polls and quiz questions with this voter's own votes and answers, read when a
 * panel opens, when the organiser starts another item, and after the stream reconnects (counts
 * pushed while it was away would be missed otherwise). Pushed counts (the live store) win over
 * the read ones once they arrive.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError, interactionApi } from '../../api';
import type { InteractionOverview } from '../../contract';
import { usePageToken } from '../../project/pageToken';
import { useLiveSnapshot } from '../../state/live';

export type OverviewStatus = 'loading' | 'ready' | 'failed';

export function useOverview(broadcast: string, voterId: string) {
  const { live, connection, results: pushed } = useLiveSnapshot();
  const [overview, setOverview] = useState<InteractionOverview | null>(null);
  const [status, setStatus] = useState<OverviewStatus>('loading');
  const [reads, setReads] = useState(0);
  const activePoll = live?.activePoll ?? null;
  const activeQuiz = live?.activeQuiz ?? null;
  const open = connection === 'open' || connection === 'idle';
  const { pageToken, refused } = usePageToken();

  useEffect(() => {
    if (!open) return;
    const abort = new AbortController();
    interactionApi.overview(broadcast, voterId, abort.signal, pageToken).then((next) => {
      setOverview(next);
      setStatus('ready');
    }, (error: unknown) => {
      if (abort.signal.aborted || refused(error)) return;
      console.warn('Polls and quiz not loaded', error);
      // Offline: what was read before stays usable.
      setStatus((s) => (s === 'ready' && error instanceof ApiError && error.isNetwork ? s : 'failed'));
    });
    return () => abort.abort();
  }, [broadcast, voterId, activePoll, activeQuiz, open, reads, pageToken, refused]);

  /** Records this voter's own choice at once (the answer of a vote or quiz call). */
  const remember = useCallback((change: { vote?: [string, string]; results?: [string, Record<string, number>]; answer?: InteractionOverview['answers'][string] }) => {
    setOverview((current) => current && {
      ...current,
      votes: change.vote ? { ...current.votes, [change.vote[0]]: change.vote[1] } : current.votes,
      results: change.results ? { ...current.results, [change.results[0]]: change.results[1] } : current.results,
      answers: change.answer ? { ...current.answers, [change.answer.questionId]: change.answer } : current.answers,
    });
  }, []);

  const results = overview ? { ...overview.results, ...(pushed ?? {}) } : {};
  return { overview, status, results, activePoll, activeQuiz, remember, reload: () => setReads((n) => n + 1) };
}
