/** The audience Q&A calls of qna.test.ts, on the app the test file starts. */
import type { PublicQuestion } from '../../src/contract/qna.ts';
import type { TestApp } from './helpers.ts';

/** Asking, upvoting, moderating (with the control token's `auth`) and the public list, on `app()`. */
export function qnaCalls(app: () => TestApp, auth: Record<string, string>) {
  const send = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await app().app.request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : undefined };
  };
  const ask = (broadcastSlug: string, registrationId: string, message: string, extra: Record<string, unknown> = {}) =>
    send('/live-director/ask-question', {
      broadcastSlug,
      registrationId,
      question: { name: 'Ada Asker', email: 'ada.secret@example.com', type: 'content', message },
      ...extra,
    });
  const upvote = (broadcast: string, id: number, voterId: string, up: boolean, key?: string) =>
    send(`/live-director/qna/${broadcast}/${id}/upvote`, { voterId, up }, key ? { 'idempotency-key': key } : {});
  const moderate = (eventId: string, id: number, action: string) =>
    send(`/live-director/qna-control/${eventId}/${id}`, { action }, auth);
  const snapshot = async (broadcast: string, voterId?: string) =>
    (await app().get(`/live-director/qna/${broadcast}${voterId ? `?voterId=${voterId}` : ''}`)).json;
  return { send, ask, upvote, moderate, snapshot };
}

export const byMessage = (list: { questions: PublicQuestion[] }, message: string) =>
  list.questions.find((q) => q.message === message);
