/**
 * The visitor's caption choices (on or off, size, contrast, language, screen-reader announcements),
 * remembered in this browser's localStorage for every event. Read in render with
 * `useCaptionPrefs()`, changed with `setCaptionPrefs()`.
 */
import { useSyncExternalStore } from 'react';
import { type CaptionPrefs, parseCaptionPrefs } from '../domain/captions';
import { localStore } from './browserStorage';
import { LOCAL } from './storageKeys';

let prefs: CaptionPrefs | undefined;
const listeners = new Set<() => void>();

const current = (): CaptionPrefs => {
  prefs ??= parseCaptionPrefs(localStore.get(LOCAL.captions));
  return prefs;
};

export function setCaptionPrefs(change: Partial<CaptionPrefs>): void {
  prefs = { ...current(), ...change };
  localStore.set(LOCAL.captions, JSON.stringify(prefs));
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useCaptionPrefs = (): CaptionPrefs => useSyncExternalStore(subscribe, current, current);
