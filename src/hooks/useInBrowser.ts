/**
 * False in the server's rendering and in the hydration of it, true from a render after: for what
 * only the browser knows (this origin, push support, the visitor's zone). The server's markup and
 * the first browser render then agree, and the browser-only part comes in one render later. A
 * component the browser renders on its own (no server markup) knows at once.
 *
 * That later render is a transition, which React time-slices. A `useSyncExternalStore` whose
 * server snapshot differed did it in one blocking render spawned by the hydration's commit, with
 * the hydration's effects flushed into the same task: one task of 150-200 ms on a throttled
 * phone (issue 47, total blocking time).
 */
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
let hydratingRead = false;
const readElsewhere = () => false;
// React reads the server snapshot only while it hydrates this very component (a Suspense boundary
// hydrates after the rest of the page, so a page-wide flag would be wrong there). The same value
// either way: no re-render is forced.
const readWhileHydrating = () => {
  hydratingRead = true;
  return false;
};

/** Whether this component's first render hydrated the server's markup (or was the server's). */
export function useHydratingMount(): boolean {
  hydratingRead = false;
  useSyncExternalStore(noSubscription, readElsewhere, readWhileHydrating);
  const [hydrating] = useState(hydratingRead || typeof window === 'undefined');
  return hydrating;
}

export function useInBrowser(): boolean {
  const hydrating = useHydratingMount();
  const [inBrowser, setInBrowser] = useState(!hydrating);
  useEffect(() => {
    if (!inBrowser) startTransition(() => setInBrowser(true));
  }, [inBrowser]);
  return inBrowser;
}
