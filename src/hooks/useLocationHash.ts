/** The URL hash as state. wouter's navigation fires pushState/replaceState events, not hashchange. */
import { useEffect, useSyncExternalStore } from 'react';

const EVENTS = ['hashchange', 'popstate', 'pushState', 'replaceState'] as const;

function subscribe(listener: () => void) {
  for (const name of EVENTS) window.addEventListener(name, listener);
  return () => {
    for (const name of EVENTS) window.removeEventListener(name, listener);
  };
}

export function useLocationHash(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => '',
  );
}

/** Sets or clears the hash on the current route without adding a history entry. */
export function replaceHash(hash: string) {
  const { pathname, search } = window.location;
  const next = `${pathname}${search}${hash ? `#${hash.replace(/^#/, '')}` : ''}`;
  window.history.replaceState(window.history.state, '', next);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

/**
 * Drops a hash that names a tab of `known` no longer among `available` (the organiser closed the
 * chat): the page shows the first tab, and the closed one does not come back by itself later.
 * Hashes that are not tabs (#support on a desktop page) are left alone.
 */
export function useDropGoneTabHash(known: readonly string[], available: readonly string[]): void {
  const hash = useLocationHash();
  let wanted = '';
  try {
    wanted = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    /* a malformed hash names no tab */
  }
  const gone = known.includes(wanted) && !available.includes(wanted);
  useEffect(() => {
    if (gone) replaceHash('');
  }, [gone]);
}
