/**
 * False in the server's rendering and in the hydration of it, true from the render after: for
 * what only the browser knows (this origin, push support). The server's markup and the first
 * browser render then agree, and the browser-only part comes in one render later.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
