import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import PlainToast, { PLAIN_TOAST_MS } from '../../../src/ui/PlainToast';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('CONST-01: a plain toast shows its one line and goes after 2000 ms', () => {
  vi.useFakeTimers();
  const onClose = vi.fn();
  render(<PlainToast onClose={onClose}>Connected again.</PlainToast>);
  expect(PLAIN_TOAST_MS).toBe(2000);
  expect(screen.getByText('Connected again.')).toBeTruthy();
  act(() => {
    vi.advanceTimersByTime(1900);
  });
  expect(onClose).not.toHaveBeenCalled();
  act(() => {
    vi.advanceTimersByTime(200);
  });
  expect(onClose).toHaveBeenCalledTimes(1);
});
