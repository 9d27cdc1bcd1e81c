/**
 * A keyed, shared query cache: routes of the same event remount without refetching or
 * flashing a loader, and a value that did not change is not published again (no re-render).
 */
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';

export type QueryState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

interface Entry {
  state: QueryState<unknown>;
  listeners: Set<() => void>;
  inflight?: Promise<void>;
  /** A forced load asked for while `inflight` runs: it loads again once that one is done. */
  again?: Promise<void>;
}

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
  for (const listener of entry.listeners) listener();
}

function holdsSame(state: QueryState<unknown>, data: unknown): boolean {
  if (state.status !== 'success') return false;
  if (state.data === data) return true;
  try {
    return JSON.stringify(state.data) === JSON.stringify(data);
  } catch {
    return false;
  }
}

/** Loads `key` once; later calls share the result until `invalidate` or `setQueryData`. */
export function ensureQuery<T>(key: string, load: () => Promise<T>, force = false): Promise<void> {
  const entry = entryFor(key);
  if (entry.inflight) {
    // The answer under way may have been read before what made the caller force a load (the
    // organiser's change pushed while the page was checking its copy): one more load follows it.
    if (force)
      entry.again ??= entry.inflight.then(() => {
        entry.again = undefined;
        return ensureQuery(key, load, true);
      });
    return entry.again ?? entry.inflight;
  }
  if (!force && entry.state.status === 'success') return Promise.resolve();
  if (entry.state.status === 'error') publish(entry, { status: 'loading' });
  entry.inflight = load()
    .then((data) => {
      // A load again that brought what the page has (the refresh after a server-rendered page's
      // hydration, a copy checked with a 304) renders nothing again: every reader of the key
      // would render, blocking, for the same data (issue 47, total blocking time).
      if (!holdsSame(entry.state, data)) publish(entry, { status: 'success', data });
    })
    .catch((error) => publish(entry, { status: 'error', error }))
    .finally(() => {
      entry.inflight = undefined;
    });
  return entry.inflight;
}

/** The current state of `key`, outside React. */
export function peekQuery<T>(key: string): QueryState<T> {
  return (entries.get(key)?.state ?? IDLE) as QueryState<T>;
}

export function setQueryData<T>(key: string, data: T) {
  publish(entryFor(key), { status: 'success', data });
}

/**
 * The answers a server rendering starts from (server/ssr/, src/entry-server.tsx): per request,
 * never this module's shared cache. In the browser it is absent: hydration reads the cache,
 * which boot seeds with the same answers (seedQueries) before React hydrates.
 */
export const ServerQueries = createContext<ReadonlyMap<string, unknown> | null>(null);

/** The answers the server rendered with, before the first render: hydration then finds what the server had. */
export function seedQueries(answers: Record<string, unknown>) {
  for (const [key, data] of Object.entries(answers)) setQueryData(key, data);
}

const serverState = (answers: ReadonlyMap<string, unknown>, key: string | null): QueryState<unknown> =>
  key && answers.has(key) ? { status: 'success', data: answers.get(key) } : { status: 'loading' };

/**
 * The state of `key`, loading it once. Read through useSyncExternalStore, so a change renders at
 * once and blocking: a page's own write (a changed attendance, a registration) must be on screen
 * before what it starts next (a toast in the next frame). A load that brings the same data
 * publishes nothing (holdsSame), so the refresh after hydration renders only what changed.
 */
export function useCachedQuery<T>(key: string | null, load: () => Promise<T>): QueryState<T> {
  const server = useContext(ServerQueries);
  const state = useSyncExternalStore(
    (listener) => {
      if (!key) return () => {};
      const entry = entryFor(key);
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    () => (key ? entryFor(key).state : IDLE),
    () => (server ? (key ? serverState(server, key) : IDLE) : key ? entryFor(key).state : IDLE),
  ) as QueryState<T>;
  // `load` is derived from the key; a new closure for the same key must not reload.
  // biome-ignore lint/correctness/useExhaustiveDependencies(load): see above
  useEffect(() => {
    if (key) void ensureQuery(key, load);
  }, [key]);
  return state;
}
