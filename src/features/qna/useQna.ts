/**
 * The audience questions of a broadcast for this visitor: read on open, after the stream
 * reconnects and after an own question; pushed changes arrive through the live store
 * (`state/qna.ts`). An upvote shows at once; without a network it waits in the outbox and is
 * reconciled with the server's count when sent.
 */
import { useCallback, useEffect, useRef } from 'react';
import { ApiError, qnaApi, sendCommand } from '../../api';
import type { UpvoteAnswer } from '../../contract';
import { usePageToken } from '../../project/pageToken';
import { useShell } from '../../project/shellContext';
import { useLiveSnapshot } from '../../state/live';
import { applyQnaSnapshot, confirmUpvote, dropUpvote, useQnaSnapshot, wantUpvote } from '../../state/qna';
import { newRequestKey, useInteractionOutbox } from '../live-interaction/useInteractionOutbox';
import { useVoterId } from '../live-interaction/voter';

export function useQna(broadcast: string) {
  const voterId = useVoterId();
  const { eventId } = useShell();
  const { pageToken, refused } = usePageToken();
  const { connection } = useLiveSnapshot();
  const store = useQnaSnapshot();
  const open = connection === 'open' || connection === 'idle';
  const tapped = useRef(new Map<string, number>());

  useEffect(() => {
    if (!open) return;
    const abort = new AbortController();
    qnaApi.snapshot(broadcast, voterId, abort.signal, pageToken).then((snapshot) => applyQnaSnapshot(broadcast, snapshot), (error: unknown) => {
      if (!abort.signal.aborted && !refused(error)) console.warn('Audience questions not loaded', error);
    });
    return () => abort.abort();
  }, [broadcast, voterId, open, pageToken, refused, store.asked]);

  const outbox = useInteractionOutbox((outcome) => {
    const questionId = tapped.current.get(outcome.id);
    tapped.current.delete(outcome.id);
    if (outcome.ok && outcome.kind === 'upvote') {
      const answer = outcome.result as UpvoteAnswer;
      confirmUpvote(answer.questionId, answer.up, answer.votes);
    } else if (questionId !== undefined) dropUpvote(questionId);
  });

  const upvote = useCallback(async (questionId: number, up: boolean) => {
    wantUpvote(questionId, up);
    const key = newRequestKey();
    const body = { broadcast, questionId, vote: { voterId, up, pageToken } };
    try {
      const answer = await sendCommand({ kind: 'upvote', params: { broadcast, questionId: String(questionId) }, body: body.vote }, { idempotencyKey: key });
      confirmUpvote(answer.questionId, answer.up, answer.votes);
    } catch (error) {
      if (error instanceof ApiError && error.isNetwork) {
        tapped.current.set(key, questionId);
        // Shown at once; sent with the same key once online, counted once.
        if (await outbox.queue({ id: key, kind: 'upvote', body, eventId, createdAt: Date.now() })) return;
      }
      refused(error);
      dropUpvote(questionId);
    }
  }, [broadcast, voterId, pageToken, eventId, outbox, refused]);

  return { ...store, voterId, upvote, waitingToSend: outbox.waiting };
}
