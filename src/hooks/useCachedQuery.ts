/**
 * A keyed, shared query cache: routes of the same event remount without refetching or
 * flashing a loader, and a value that did not change is not published again (no re-render).
 */
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useReducer,
  useSyncExternalStore,
} from 'react';

export type QueryState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

interface Entry {
  state: QueryState<unknown>;
  listeners: Set<() => void>;
  /** Told of a refresh of data already shown: they render it as a transition. */
  quiet: Set<() => void>;
  inflight?: Promise<void>;
  /** A forced load asked for while `inflight` runs: it loads again once that one is done. */
  again?: Promise<void>;
}

const entries = new Map<string, Entry>();
const IDLE: QueryState<never> = { status: 'idle' };

function entryFor(key: string): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = { state: { status: 'loading' }, listeners: new Set(), quiet: new Set() };
    entries.set(key, entry);
  }
  return entry;
}

/**
 * A page's own write (setQueryData) and a first answer render at once; a refresh of data the page
 * already shows (`quietly`: the load again after hydration, in the visitor's zone; an organiser's
 * change) renders as a transition, which React time-slices instead of re-rendering every reader
 * of the key in one blocking task (issue 47).
 */
function publish(entry: Entry, state: QueryState<unknown>, quietly = false) {
  entry.state = state;
  for (const listener of quietly ? entry.quiet : entry.listeners) listener();
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
      const shown = entry.state.status === 'success';
      if (!holdsSame(entry.state, data)) publish(entry, { status: 'success', data }, shown);
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
 * The state of `key`, loading it once. Read through useSyncExternalStore, so a page's own write
 * renders at once and blocking: it must be on screen before what it starts next (a changed
 * attendance's toast in the next frame). A refresh renders as a transition (publish), and one
 * that brings the same data publishes nothing (holdsSame).
 */
export function useCachedQuery<T>(key: string | null, load: () => Promise<T>): QueryState<T> {
  const server = useContext(ServerQueries);
  // One subscription per key: a new function each render would make React subscribe again each render.
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!key) return () => {};
      const listeners = entryFor(key).listeners;
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    [key],
  );
  const read = () => (key ? entryFor(key).state : IDLE);
  const state = useSyncExternalStore(
    subscribe,
    read,
    server ? () => (key ? serverState(server, key) : IDLE) : read,
  ) as QueryState<T>;
  // A quiet refresh: render again as a transition; the store read above then finds the new state.
  const [, renderAgain] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!key) return;
    const quiet = entryFor(key).quiet;
    const onRefresh = () => startTransition(renderAgain);
    quiet.add(onRefresh);
    return () => {
      quiet.delete(onRefresh);
    };
  }, [key]);
  // `load` is derived from the key; a new closure for the same key must not reload.
  // biome-ignore lint/correctness/useExhaustiveDependencies(load): see above
  useEffect(() => {
    if (key) void ensureQuery(key, load);
  }, [key]);
  return state;
}

const notRendered = () => Promise.resolve(null);

/**
 * An answer the server rendered the page with and the browser never loads itself (a broadcast's
 * caption lines, its tab state): null when the page was not rendered with it.
 */
export function useRenderedAnswer<T>(key: string): T | null {
  const rendered = useCachedQuery<T | null>(key, notRendered);
  return rendered.status === 'success' ? rendered.data : null;
}
