/**
 * A store's value for render, whose changes render as transitions: React time-slices them, where
 * a useSyncExternalStore change always renders blocking (issue 47, total blocking time: the
 * captions views' render when the stream brings the recent lines was one task of 100-150 ms on a
 * throttled phone). `readServer`: the value the server rendered with, used while this component
 * hydrates its markup.
 */
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useHydratingMount } from './useInBrowser';

export function useTransitionStore<T>(
  subscribe: (onChange: () => void) => () => void,
  read: () => T,
  readServer: () => T,
): T {
  const hydrating = useHydratingMount();
  const [value, setValue] = useState(() => (hydrating ? readServer() : read()));
  const shown = useRef(value);
  useLayoutEffect(() => {
    shown.current = value;
  });
  useEffect(() => {
    const check = () => {
      const next = read();
      if (!Object.is(next, shown.current)) startTransition(() => setValue(() => next));
    };
    const unsubscribe = subscribe(check);
    // A change between this component's render and now.
    check();
    return unsubscribe;
  }, [subscribe, read]);
  return value;
}
