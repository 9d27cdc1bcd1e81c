/**
 * The audience questions of a broadcast for this visitor: read on open, after the stream
 * reconnects and after an own question; pushed changes arrive through the live store
 * (`state/qna.ts`). An upvote shows at once; without a network it waits in the outbox and is
 * reconciled with the server's count when sent.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { qnaApi } from '../../api/qna';
import { usePageToken } from '../../project/pageToken';
import { useShell } from '../../project/shellContext';
import { useLiveSnapshot } from '../../state/live';
import { applyQnaSnapshot, confirmUpvote, dropUpvote, useQnaSnapshot, wantUpvote } from '../../state/qna';
import { newOutboxItem, useCommand } from '../../state/useCommand';
import { useVoterId } from '../live-interaction/voter';

export function useQna(broadcast: string) {
  const voterId = useVoterId();
  const { eventId } = useShell();
  const { pageToken, refused } = usePageToken();
  const { connection } = useLiveSnapshot();
  const store = useQnaSnapshot();
  const open = connection === 'open' || connection === 'idle';
  const tapped = useRef(new Map<string, number>());
  // A failed read says so in the tab (with "Try again"), not only in the console.
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies(store.asked): after asking, the own list is read again
  // biome-ignore lint/correctness/useExhaustiveDependencies(attempt): "Try again" reads again
  useEffect(() => {
    if (!open) return;
    const abort = new AbortController();
    qnaApi.snapshot(broadcast, voterId, abort.signal, pageToken).then(
      (snapshot) => {
        applyQnaSnapshot(broadcast, snapshot);
        setFailed(false);
      },
      (error: unknown) => {
        if (abort.signal.aborted || refused(error)) return;
        console.warn('Audience questions not loaded', error);
        setFailed(true);
      },
    );
    return () => abort.abort();
  }, [broadcast, voterId, open, pageToken, refused, store.asked, attempt]);

  const outbox = useCommand('upvote', {
    onSent: ({ id, answer }) => {
      tapped.current.delete(id);
      confirmUpvote(answer.questionId, answer.up, answer.votes);
    },
    onRefused: ({ id }) => {
      const questionId = tapped.current.get(id);
      tapped.current.delete(id);
      if (questionId !== undefined) dropUpvote(questionId);
    },
  });

  const upvote = useCallback(
    async (questionId: number, up: boolean) => {
      // Until the server issued this browser's id (voter.ts) there is no one to count the tap for.
      if (!voterId) return;
      wantUpvote(questionId, up);
      const params = { broadcast, questionId: String(questionId) };
      const item = newOutboxItem({ kind: 'upvote', params, body: { voterId, up, pageToken } }, eventId);
      tapped.current.set(item.id, questionId);
      // Shown at once; without a network sent with the same key once online, counted once.
      const result = await outbox.send(item);
      if (result.status === 'queued') return;
      tapped.current.delete(item.id);
      if (result.status === 'sent') confirmUpvote(result.answer.questionId, result.answer.up, result.answer.votes);
      else {
        if (result.status === 'refused') refused(result.error);
        dropUpvote(questionId);
      }
    },
    [broadcast, voterId, pageToken, eventId, outbox, refused],
  );

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    ...store,
    voterId,
    upvote,
    waitingToSend: outbox.waiting,
    failed,
    retry,
    offline: connection === 'reconnecting' || connection === 'closed',
  };
}
