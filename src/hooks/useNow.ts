/** The current time in seconds, ticking every `intervalMs`; components re-render only on change. */
import { useEffect, useState } from 'react';
import { nowSeconds } from '../domain/time';

export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(nowSeconds);
  useEffect(() => {
    const id = window.setInterval(() => setNow(nowSeconds()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}
