/**
 * Audience Q&A reads (server/qna/README.md): the list with this voter's own questions and
 * upvotes (on open and after every reconnect), pages after the pushed top, and the stream's
 * `event: questions`. The upvote itself is a command (`sendCommand({ kind: 'upvote' })`).
 */
import * as v from 'valibot';
import { QnaListSchema, QnaPageSchema, QnaSnapshotSchema, type QnaSection, type QnaSort } from '../contract/qna';
import { request } from './http';
import { liveDirectorBase } from '../config';

const enc = encodeURIComponent;
const tokenQuery = (pageToken?: string) => (pageToken ? `pageToken=${enc(pageToken)}` : '');

/** The stream's `event: questions` data; null when it is not what the contract says. */
export function parseQuestionsEvent(data: string) {
  try {
    const parsed = v.safeParse(QnaListSchema, JSON.parse(data));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export const qnaApi = {
  snapshot: (broadcast: string, voterId: string | undefined, signal?: AbortSignal, pageToken?: string) => {
    const query = [voterId ? `voterId=${enc(voterId)}` : '', tokenQuery(pageToken)].filter(Boolean).join('&');
    return request(`${liveDirectorBase()}/qna/${enc(broadcast)}${query ? `?${query}` : ''}`, QnaSnapshotSchema, {
      signal,
    });
  },

  page: (broadcast: string, section: QnaSection, sort: QnaSort, offset: number, pageToken?: string) => {
    const query = [`section=${section}`, `sort=${sort}`, `offset=${offset}`, tokenQuery(pageToken)]
      .filter(Boolean)
      .join('&');
    return request(`${liveDirectorBase()}/qna/${enc(broadcast)}/page?${query}`, QnaPageSchema);
  },
};
