/**
 * The room screen's questions: read each time the broadcast's stream opens (as the audience's list
 * does, useQna.ts), then its pushes (`event: questions`). Read once open, so a change made while the
 * stream was joining is in the read or in a push; a read that answers after a push is older than it
 * and is dropped. The list is also read at once, for a network that holds streams back. The
 * projector is nobody's registration: it only reads. A read that fails is tried again after a
 * while by itself: nobody stands at a projector to press "Try again", and the stream may stay open.
 */
import { useEffect, useState } from 'react';
import { parseQuestionsEvent, qnaApi } from '../../api/qna';
import { openEventStream } from '../../api/eventStream';
import { liveDirectorBase } from '../../config';
import { LiveStateSchema } from '../../contract/live';
import type { QnaList } from '../../contract/qna';
import { applyLiveState, resetLive } from '../../state/live';
import { resetAudience } from '../../state/audience';
import { interactionEvents } from '../../state/interactionEvents';

/** How long the screen waits before it reads the questions again after a failed read. */
const RETRY_MS = 15_000;

export interface RoomQuestions {
  /** The list, or null until the first read or push. */
  list: QnaList | null;
  /** The last read failed and nothing has arrived since (the screen says so; it keeps trying). */
  failed: boolean;
}

export function useRoomQuestions(broadcast: string, pageToken?: string): RoomQuestions {
  const [state, setState] = useState<RoomQuestions>({ list: null, failed: false });
  useEffect(() => {
    let closed = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let pushes = 0;
    const show = (list: QnaList) => {
      if (!closed) setState({ list, failed: false });
    };
    const read = () => {
      const pushesBefore = pushes;
      return qnaApi.snapshot(broadcast, undefined, undefined, pageToken).then((s) => {
        if (pushes === pushesBefore) show(s.list);
      });
    };
    const readOrRetry = () =>
      read().catch((error: unknown) => {
        console.warn('Questions not loaded', error);
        if (closed) return;
        setState((now) => ({ ...now, failed: true }));
        retry = setTimeout(readOrRetry, RETRY_MS);
      });
    // At once (a proxy that holds streams back still gets the list), and again whenever the stream opens.
    void readOrRetry();
    const query = pageToken ? `?pageToken=${encodeURIComponent(pageToken)}` : '';
    const stream = openEventStream({
      url: `${liveDirectorBase()}/stream/${encodeURIComponent(broadcast)}${query}`,
      schema: LiveStateSchema,
      event: 'state',
      // The state and the counts go to the live store: the room's poll and leaderboard (issue 50) read them.
      onMessage: (state) => applyLiveState(state),
      onEvent: {
        // The room's poll, leaderboard, word cloud and reactions (issue 50).
        ...interactionEvents,
        questions: (data) => {
          const next = parseQuestionsEvent(data);
          if (!next) return;
          pushes += 1;
          show(next);
        },
      },
      onStatus: (status) => {
        if (status !== 'open') return;
        clearTimeout(retry);
        void readOrRetry();
      },
      spreadMs: 5000,
    });
    return () => {
      closed = true;
      clearTimeout(retry);
      stream.close();
      resetLive();
      resetAudience();
    };
  }, [broadcast, pageToken]);
  return state;
}
