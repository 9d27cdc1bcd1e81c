/**
 * The room screen's questions: read once, then the broadcast's own stream (`event: questions`),
 * read again before every reconnect. The projector is nobody's registration: it only reads.
 */
import { useEffect, useState } from 'react';
import { parseQuestionsEvent, qnaApi } from '../../api/qna';
import { openEventStream } from '../../api/eventStream';
import { liveDirectorBase } from '../../api/interaction';
import { LiveStateSchema } from '../../contract/live';
import type { QnaList } from '../../contract/qna';

export function useRoomQuestions(broadcast: string, pageToken?: string): QnaList | null {
  const [list, setList] = useState<QnaList | null>(null);
  useEffect(() => {
    let closed = false;
    const read = () => qnaApi.snapshot(broadcast, undefined, undefined, pageToken).then((s) => { if (!closed) setList(s.list); });
    read().catch((error: unknown) => console.warn('Questions not loaded', error));
    const query = pageToken ? `?pageToken=${encodeURIComponent(pageToken)}` : '';
    const stream = openEventStream({
      url: `${liveDirectorBase()}/stream/${encodeURIComponent(broadcast)}${query}`,
      schema: LiveStateSchema,
      event: 'state',
      onMessage: () => {},
      onEvent: { questions: (data) => { const next = parseQuestionsEvent(data); if (next && !closed) setList(next); } },
      spreadMs: 5000,
      beforeReconnect: read,
    });
    return () => { closed = true; stream.close(); };
  }, [broadcast, pageToken]);
  return list;
}
