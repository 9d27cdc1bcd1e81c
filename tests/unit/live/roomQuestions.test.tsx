/**
 * The room screen's questions (useRoomQuestions.ts): a change made while its stream was joining
 * reaches the screen by the read the open stream makes, and a read that answers after a push never
 * puts the older list back (a highlight on the projector stayed missing: .ci/run 53).
 */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { qnaApi } from '../../../src/api/qna';
import type { QnaList, QnaSnapshot } from '../../../src/contract/qna';
import { useRoomQuestions } from '../../../src/features/qna/useRoomQuestions';

class FakeEventSource {
  static all: FakeEventSource[] = [];
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {}
  emit(type: string, data = '') {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
}

const list = (highlighted: number | null): QnaList => ({
  mode: 'open',
  anonymousAllowed: true,
  questions: [],
  highlighted,
  counts: { pending: 0, approved: 0, answered: 0 },
});
const snapshot = (highlighted: number | null): QnaSnapshot => ({ list: list(highlighted), mine: [], upvoted: [] });

/** Reads the test answers by hand, in the order it chooses. */
function heldReads() {
  const answers: ((s: QnaSnapshot) => void)[] = [];
  vi.spyOn(qnaApi, 'snapshot').mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
  return answers;
}

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('reads again once the stream is open: a highlight made while it joined shows', async () => {
  const answers = heldReads();
  const { result } = renderHook(() => useRoomQuestions('webinar'));
  expect(answers).toHaveLength(1);
  await act(async () => answers[0]!(snapshot(null))); // read before the moderator's highlight
  expect(result.current.list?.highlighted).toBeNull();
  act(() => FakeEventSource.all[0]!.emit('open'));
  expect(answers).toHaveLength(2);
  await act(async () => answers[1]!(snapshot(7)));
  expect(result.current.list?.highlighted).toBe(7);
});

it('drops a read that answers after a push: the pushed list is newer', async () => {
  const answers = heldReads();
  const { result } = renderHook(() => useRoomQuestions('webinar'));
  act(() => FakeEventSource.all[0]!.emit('open'));
  act(() => FakeEventSource.all[0]!.emit('questions', JSON.stringify(list(9))));
  expect(result.current.list?.highlighted).toBe(9);
  await act(async () => {
    for (const answer of answers) answer(snapshot(null));
  });
  await waitFor(() => expect(result.current.list?.highlighted).toBe(9));
});
