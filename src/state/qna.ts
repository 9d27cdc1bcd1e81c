/**
 * The audience questions of the open broadcast (valtio): the list as last pushed or read, this
 * visitor's own questions and upvotes, and the upvotes made here that the server has not
 * confirmed yet (an offline tap shows at once; the outbox sends it, then the list catches up).
 */
import { proxy, useSnapshot } from 'valtio';
import type { PublicQuestion, QnaList, QnaSnapshot } from '../contract';

interface QnaStore {
  broadcast: string | null;
  list: QnaList | null;
  mine: PublicQuestion[];
  /** Question ids this voter upvoted, as the server last said. */
  upvoted: number[];
  /** Taps not confirmed yet: question id -> the wanted state. */
  waiting: Record<number, boolean>;
  /** Bumped by every push, for the polite announcement. */
  pushes: number;
  /** Bumped when this visitor asked a question: their own list is read again. */
  asked: number;
}

export const qnaStore = proxy<QnaStore>({
  broadcast: null,
  list: null,
  mine: [],
  upvoted: [],
  waiting: {},
  pushes: 0,
  asked: 0,
});

export const useQnaSnapshot = () => useSnapshot(qnaStore);

/** A snapshot read (on open, after a reconnect or an own question): everything from the server. */
export function applyQnaSnapshot(broadcast: string, snapshot: QnaSnapshot): void {
  qnaStore.broadcast = broadcast;
  qnaStore.list = snapshot.list;
  qnaStore.mine = snapshot.mine;
  qnaStore.upvoted = snapshot.upvoted;
}

/** The stream's `event: questions`. Own questions that got listed take their listed state. */
export function applyQnaPush(list: QnaList): void {
  qnaStore.list = list;
  const listed = new Map(list.questions.map((q) => [q.id, q]));
  qnaStore.mine = qnaStore.mine.map((q) => listed.get(q.id) ?? q);
  qnaStore.pushes += 1;
}

/** The question form sent (or queued) a question. */
export function noteQuestionAsked(): void {
  qnaStore.asked += 1;
}

/** A tap: shown at once, before the server answers. */
export function wantUpvote(questionId: number, up: boolean): void {
  qnaStore.waiting[questionId] = up;
}

/** The server's answer to a tap: the count and state are its own now. */
export function confirmUpvote(questionId: number, up: boolean, votes: number): void {
  // A later tap of the same question (sent after this one) still waits.
  if (qnaStore.waiting[questionId] === up) delete qnaStore.waiting[questionId];
  qnaStore.upvoted = up
    ? [...new Set([...qnaStore.upvoted, questionId])]
    : qnaStore.upvoted.filter((id) => id !== questionId);
  const question = qnaStore.list?.questions.find((q) => q.id === questionId);
  if (question) question.votes = votes;
}

/** A refused tap: back to what the server holds. */
export function dropUpvote(questionId: number): void {
  delete qnaStore.waiting[questionId];
}
