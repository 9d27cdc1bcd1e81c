/**
 * valtio's `useSnapshot`, but a change renders as a transition. valtio's own hook reads the store
 * with useSyncExternalStore, whose updates React always renders blocking: the live page's render
 * when its stream connects (every panel the broadcast's state opens) was one task of 100-250 ms on
 * a throttled phone (issue 47, total blocking time). As a transition React renders it in slices,
 * with input and painting between them. Like valtio's, a component renders again only when a
 * part of the snapshot it read changed (proxy-compare's usage tracking).
 */
import { isChanged, createProxy } from 'proxy-compare';
import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { snapshot, subscribe } from 'valtio/vanilla';

type Snapshot<T extends object> = ReturnType<typeof snapshot<T>>;

const targets = new WeakMap<object, unknown>();

export function useTransitionSnapshot<T extends object>(store: T): Snapshot<T> {
  const affected = useMemo(() => new WeakMap<object, unknown>(), []);
  const proxies = useMemo(() => new WeakMap<object, unknown>(), []);
  const [current, setCurrent] = useState(() => snapshot(store));
  const shown = useRef(current);
  useLayoutEffect(() => {
    shown.current = current;
  });
  useEffect(() => {
    const check = () => {
      const next = snapshot(store);
      if (next === shown.current) return;
      let changed = true;
      try {
        changed = isChanged(shown.current, next, affected, new WeakMap());
      } catch {
        /* an unreadable usage record: render to be sure */
      }
      if (changed) startTransition(() => setCurrent(next));
    };
    const unsubscribe = subscribe(store, check);
    // A change between this component's render and now.
    check();
    return unsubscribe;
  }, [store, affected]);
  return createProxy(current, affected, proxies, targets) as Snapshot<T>;
}
