/**
 * A keyed, shared query cache: routes of the same event remount without refetching or
 * flashing a loader, and a value that did not change is not published again (no re-render).
 */
import { useEffect, useSyncExternalStore } from 'react';

export type QueryState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

interface Entry { state: QueryState<unknown>; listeners: Set<() => void>; inflight?: Promise<void> }

const entries = new Map<string, Entry>();
const IDLE: QueryState<never> = { status: 'idle' };

function entryFor(key: string): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = { state: { status: 'loading' }, listeners: new Set() };
    entries.set(key, entry);
  }
  return entry;
}

function publish(entry: Entry, state: QueryState<unknown>) {
  entry.state = state;
  entry.listeners.forEach((listener) => listener());
}

/** Loads `key` once; later calls share the result until `invalidate` or `setQueryData`. */
export function ensureQuery<T>(key: string, load: () => Promise<T>, force = false): Promise<void> {
  const entry = entryFor(key);
  if (entry.inflight) return entry.inflight;
  if (!force && entry.state.status === 'success') return Promise.resolve();
  if (entry.state.status === 'error') publish(entry, { status: 'loading' });
  entry.inflight = load()
    .then((data) => publish(entry, { status: 'success', data }))
    .catch((error) => publish(entry, { status: 'error', error }))
    .finally(() => { entry.inflight = undefined; });
  return entry.inflight;
}

/** The current state of `key`, outside React. */
export function peekQuery<T>(key: string): QueryState<T> {
  return (entries.get(key)?.state ?? IDLE) as QueryState<T>;
}

export function setQueryData<T>(key: string, data: T) {
  publish(entryFor(key), { status: 'success', data });
}

export function useCachedQuery<T>(key: string | null, load: () => Promise<T>): QueryState<T> {
  const state = useSyncExternalStore(
    (listener) => {
      if (!key) return () => {};
      const entry = entryFor(key);
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    () => (key ? entryFor(key).state : IDLE),
  ) as QueryState<T>;
  useEffect(() => {
    if (key) void ensureQuery(key, load);
    // `load` is derived from the key; a new closure for the same key must not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
