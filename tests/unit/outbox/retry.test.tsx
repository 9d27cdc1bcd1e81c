/** The outbox retry while a page's own request waits (useOutboxRetry in state/outboxSync.ts). */
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each retry is one replay pass over the outbox (replayNow -> replayOutbox).
const replayNow = vi.fn(async () => ({ settled: [] }));
vi.mock('../../../src/state/outboxReplay', () => ({ replayOutbox: replayNow }));
const { OUTBOX_RETRY_MS, useOutboxRetry } = await import('../../../src/state/outboxSync');

beforeEach(() => {
  vi.useFakeTimers();
  replayNow.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('useOutboxRetry', () => {
  it('sends again every 30 s while something waits, and stops once nothing does', () => {
    expect(OUTBOX_RETRY_MS).toBe(30_000);
    const { rerender, unmount } = renderHook(({ waiting }) => useOutboxRetry(waiting), {
      initialProps: { waiting: true },
    });
    vi.advanceTimersByTime(OUTBOX_RETRY_MS - 1);
    expect(replayNow).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(replayNow).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(OUTBOX_RETRY_MS);
    expect(replayNow).toHaveBeenCalledTimes(2);

    rerender({ waiting: false });
    vi.advanceTimersByTime(3 * OUTBOX_RETRY_MS);
    expect(replayNow).toHaveBeenCalledTimes(2);

    rerender({ waiting: true });
    vi.advanceTimersByTime(OUTBOX_RETRY_MS);
    expect(replayNow).toHaveBeenCalledTimes(3);
    unmount();
    vi.advanceTimersByTime(3 * OUTBOX_RETRY_MS);
    expect(replayNow).toHaveBeenCalledTimes(3);
  });

  it('does nothing while nothing waits', () => {
    renderHook(() => useOutboxRetry(false));
    vi.advanceTimersByTime(5 * OUTBOX_RETRY_MS);
    expect(replayNow).not.toHaveBeenCalled();
  });
});
