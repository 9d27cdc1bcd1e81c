/** CONST-01: toast default 3000 ms, plain toast 2000 ms, decided in one place (src/ui/toastDurations.ts). */
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ToastOutlet from '../../../src/ui/Toast';
import PlainToast, { PLAIN_TOAST_MS } from '../../../src/ui/PlainToast';
import { TOAST_MS, type ToastKind } from '../../../src/ui/toastDurations';
import { useToast } from '../../../src/ui/useToast';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** How long a toast of `kind` stays open, to the 100 ms. */
function lifetime(kind: ToastKind): number {
  vi.useFakeTimers();
  const onClose = vi.fn();
  render(<ToastOutlet message={{ id: 1, text: `A ${kind} toast`, kind }} onClose={onClose} />);
  expect(screen.getByText(`A ${kind} toast`)).toBeTruthy();
  let elapsed = 0;
  while (!onClose.mock.calls.length && elapsed < 10_000) {
    act(() => {
      vi.advanceTimersByTime(100);
    });
    elapsed += 100;
  }
  cleanup();
  return elapsed;
}

describe('toast durations', () => {
  it("are the spec's: default 3000 ms, plain 2000 ms", () => {
    expect(TOAST_MS).toEqual({ default: 3000, plain: 2000 });
    expect(PLAIN_TOAST_MS).toBe(TOAST_MS.plain);
  });

  it('a plain confirmation goes after 2000 ms, a default toast stays until 3000 ms', () => {
    expect(lifetime('plain')).toBe(2000);
    expect(lifetime('default')).toBe(3000);
  });

  it('a plain toast is one line without a title', () => {
    render(<ToastOutlet message={{ id: 1, text: 'Saved.', kind: 'plain' }} onClose={() => {}} />);
    const root = screen.getByText('Saved.').closest('.toast')!;
    expect(root.getAttribute('data-kind')).toBe('plain');
    expect(root.classList.contains('toast-plain')).toBe(true);
  });

  it('the reconnect toast (PlainToast) is the same plain kind', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<PlainToast onClose={onClose}>Connected again.</PlainToast>);
    act(() => {
      vi.advanceTimersByTime(TOAST_MS.plain - 100);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('useToast shows a default toast unless told it is plain', () => {
    const { result } = renderHook(() => useToast());
    act(() => result.current.show('Done'));
    expect(result.current.message?.kind).toBe('default');
    act(() => result.current.show('Done', 'plain'));
    expect(result.current.message?.kind).toBe('plain');
    act(() => result.current.clear());
    expect(result.current.message).toBeNull();
  });
});
