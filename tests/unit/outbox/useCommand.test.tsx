/**
 * useCommand (src/state/useCommand.ts), the one hook for a visitor write that may wait offline:
 * tries now with the item's key, queues under the same key without a network, hands the queued
 * item's outcome to the page and clears it, or keeps a refusal nobody on the page tells.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/http';
import { refusedOutcome, sentOutcome, type OutboxItem, type OutboxOutcome } from '../../../src/domain/outbox';
import { outboxItem } from './items';

const pending = new Map<string, OutboxItem>();
const outcomes = new Map<string, OutboxOutcome>();
let storageFull = false;
const sendCommand = vi.fn();

vi.mock('../../../src/api/commands', () => ({ sendCommand }));
vi.mock('../../../src/state/outboxReplay', () => ({
  replayOutbox: async () => ({ settled: [], remaining: pending.size }),
}));
vi.mock('../../../src/state/outbox', () => ({
  enqueue: async (item: OutboxItem) => {
    if (storageFull) throw new DOMException('full', 'QuotaExceededError');
    pending.set(item.id, item);
  },
  listPending: async () => [...pending.values()],
  remove: async (id: string) => {
    pending.delete(id);
  },
  readOutcomes: async (ids: string[]) => ids.map((id) => outcomes.get(id)),
  clearOutcomes: async (ids: string[]) => {
    for (const id of ids) outcomes.delete(id);
  },
}));

// Whether the outbox holds anything: the hook loads the outbox's code only then (issue 47).
vi.mock('../../../src/state/outboxDb', () => ({ outboxInUse: async () => pending.size + outcomes.size > 0 }));

const { useCommand } = await import('../../../src/state/useCommand');
const { appStore } = await import('../../../src/state/jotai');
const { outboxVersionAtom } = await import('../../../src/state/outboxSync');

const offline = () => Promise.reject(new ApiError(0, 'Failed to fetch'));
/** What the replay (page or service worker) does once the network is back: settle the item. */
function settle(outcome: OutboxOutcome) {
  pending.delete(outcome.id);
  outcomes.set(outcome.id, outcome);
  act(() => appStore.set(outboxVersionAtom, (n) => n + 1));
}

const vote = (id: string) =>
  outboxItem(
    id,
    { kind: 'vote', params: { broadcast: 'b1', pollId: 'p1' }, body: { voterId: 'v', optionId: 'o1' } },
    'webinar',
  );
const attendance = (id: string, onSite: 0 | 1, createdAt = 0) =>
  outboxItem(
    id,
    { kind: 'attendance', body: { _id: 'r1', event_id: 'hybrid', on_site_viewer: onSite } },
    'hybrid',
    createdAt,
  );
const VOTE_ANSWER = { pollId: 'p1', optionId: 'o1', results: { o1: 1 } };

beforeEach(() => {
  pending.clear();
  outcomes.clear();
  storageFull = false;
  sendCommand.mockReset();
});

describe('useCommand', () => {
  it("sends now through the command table with the item's id as its Idempotency-Key; nothing waits", async () => {
    sendCommand.mockResolvedValue(VOTE_ANSWER);
    const { result } = renderHook(() => useCommand('vote'));
    const sent = await act(() => result.current.send(vote('key-1')));
    expect(sent).toEqual({ status: 'sent', answer: VOTE_ANSWER });
    expect(sendCommand).toHaveBeenCalledWith(
      { kind: 'vote', params: { broadcast: 'b1', pollId: 'p1' }, body: { voterId: 'v', optionId: 'o1' } },
      { idempotencyKey: 'key-1' },
    );
    expect(pending.size).toBe(0);
    expect(result.current.waiting).toBe(false);
  });

  it('without a network queues under the same key, hands the outcome to the page once sent, clears it', async () => {
    sendCommand.mockImplementation(offline);
    const onSent = vi.fn();
    const { result } = renderHook(() => useCommand('vote', { onSent }));
    const item = vote('key-2');
    expect(await act(() => result.current.send(item))).toEqual({ status: 'queued' });
    expect([...pending.keys()]).toEqual(['key-2']);
    expect(result.current.waiting).toBe(true);

    settle(sentOutcome(item, VOTE_ANSWER, 5));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(onSent.mock.calls[0][0]).toMatchObject({ id: 'key-2', ok: true, kind: 'vote', answer: VOTE_ANSWER });
    // What the page needs beyond the answer it reads from the call it queued.
    expect(onSent.mock.calls[0][1]).toEqual(item);
    expect(outcomes.has('key-2')).toBe(false);
    // The hook hears of the sent item from the outbox's own notice, a render after the outcome.
    await waitFor(() => expect(result.current.waiting).toBe(false));
  });

  it('a refusal of a queued item goes to onRefused and is cleared; without it, stays for the header', async () => {
    sendCommand.mockImplementation(offline);
    const onRefused = vi.fn();
    const told = renderHook(() => useCommand('vote', { onRefused }));
    const untold = renderHook(() => useCommand('vote'));
    await act(() => told.result.current.send(vote('key-told')));
    await act(() => untold.result.current.send(vote('key-kept')));

    const closed = { status: 409, message: 'Poll closed', body: { error: 'Poll closed', kind: 'closed' } };
    settle(refusedOutcome(vote('key-told'), closed, 5));
    settle(refusedOutcome(vote('key-kept'), closed, 5));
    await waitFor(() => expect(onRefused).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(untold.result.current.waiting).toBe(false));
    expect(outcomes.has('key-told')).toBe(false);
    expect(outcomes.get('key-kept')).toMatchObject({ ok: false, refusal: { kind: 'closed', status: 409 } });
  });

  it("a refusal now is the page's to tell: nothing is queued", async () => {
    const refusal = new ApiError(409, 'No seats left');
    sendCommand.mockRejectedValue(refusal);
    const { result } = renderHook(() => useCommand('attendance'));
    const sent = await act(() => result.current.send(attendance('key-3', 1)));
    expect(sent).toEqual({ status: 'refused', error: refusal });
    expect(pending.size).toBe(0);
  });

  it("with `one`, a new change replaces the waiting one, and an earlier visit's item is adopted", async () => {
    const earlier = attendance('key-earlier', 1);
    pending.set(earlier.id, earlier);
    sendCommand.mockImplementation(offline);
    const { result } = renderHook(() =>
      useCommand('attendance', { one: true, adopt: (item) => item.call.body._id === 'r1' }),
    );
    await waitFor(() => expect(result.current.queued.map((item) => item.id)).toEqual(['key-earlier']));

    await act(() => result.current.send(attendance('key-new', 0, 1)));
    expect([...pending.keys()]).toEqual(['key-new']);
    expect(result.current.queued.map((item) => item.id)).toEqual(['key-new']);

    await act(() => result.current.withdraw());
    expect(pending.size).toBe(0);
    expect(result.current.waiting).toBe(false);
  });

  it('offline with storage full (or blocked) says it could not keep it', async () => {
    sendCommand.mockImplementation(offline);
    storageFull = true;
    const { result } = renderHook(() => useCommand('vote'));
    expect(await act(() => result.current.send(vote('key-4')))).toEqual({ status: 'unkept' });
    expect(result.current.waiting).toBe(false);
  });
});
