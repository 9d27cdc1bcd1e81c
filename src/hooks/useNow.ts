/**
 * The current time in seconds, ticking every `intervalMs`. With `select`, the component keeps
 * only what it derives from the time (a session status, "is it live"): a tick that does not change
 * that value does not re-render it. Selectors should return primitives.
 */
import { useEffect, useRef, useState } from 'react';
import { nowSeconds, renderedSeconds } from '../domain/time';
import { useHydratingMount } from './useInBrowser';

const same = (seconds: number) => seconds;

export function useNow(intervalMs?: number): number;
export function useNow<T>(intervalMs: number, select: (nowSeconds: number) => T): T;
export function useNow<T>(intervalMs = 1000, select?: (nowSeconds: number) => T): T | number {
  const pick: (seconds: number) => T | number = select ?? same;
  // While hydrating a server-rendered part, the second the server rendered at (issue 33); the
  // effect below moves on to the real time at once.
  const hydrating = useHydratingMount();
  const [value, setValue] = useState(() => pick(hydrating ? renderedSeconds() : nowSeconds()));
  const latest = useRef(pick);
  latest.current = pick;
  // A new selector (another event) applies at once, not at the next tick; same value, no render.
  useEffect(() => setValue(latest.current(nowSeconds())));
  useEffect(() => {
    const id = window.setInterval(() => setValue(latest.current(nowSeconds())), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return value;
}
