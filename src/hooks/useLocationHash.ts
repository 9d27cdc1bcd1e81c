/** The URL hash as state. wouter's navigation fires pushState/replaceState events, not hashchange. */
import { useSyncExternalStore } from 'react';

const EVENTS = ['hashchange', 'popstate', 'pushState', 'replaceState'] as const;

function subscribe(listener: () => void) {
  EVENTS.forEach((name) => window.addEventListener(name, listener));
  return () => EVENTS.forEach((name) => window.removeEventListener(name, listener));
}

export function useLocationHash(): string {
  return useSyncExternalStore(subscribe, () => window.location.hash, () => '');
}

/** Sets or clears the hash on the current route without adding a history entry. */
export function replaceHash(hash: string) {
  const { pathname, search } = window.location;
  const next = `${pathname}${search}${hash ? `#${hash.replace(/^#/, '')}` : ''}`;
  window.history.replaceState(window.history.state, '', next);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}
