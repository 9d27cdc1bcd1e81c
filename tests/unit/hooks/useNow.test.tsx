import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from '../../../src/hooks/useNow';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useNow', () => {
  it('ticks every interval', () => {
    const seen: number[] = [];
    // biome-ignore lint/correctness/noComponentHookFactories: a test's component writes the test's variables
    function Clock() {
      seen.push(useNow(1000));
      return null;
    }
    render(<Clock />);
    const first = seen.at(-1)!;
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(seen.at(-1)).toBe(first + 3);
  });

  it('with a selector, renders only when the selected value changes', () => {
    const start = Math.floor(Date.now() / 1000);
    let renders = 0;
    let last = '';
    // biome-ignore lint/correctness/noComponentHookFactories: a test's component writes the test's variables
    function Status() {
      renders += 1;
      last = useNow(1000, (seconds) => (seconds < start + 5 ? 'upcoming' : 'live'));
      return null;
    }
    render(<Status />);
    const afterMount = renders;
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(renders).toBe(afterMount);
    expect(last).toBe('upcoming');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(last).toBe('live');
    const whenLive = renders;
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(renders).toBe(whenLive);
  });
});
