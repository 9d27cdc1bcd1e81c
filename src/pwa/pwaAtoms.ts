/**
 * Install, update and connectivity state. Browser events arrive outside React, so the listeners
 * are registered once at module load and write through `appStore.set`; the hooks read the same
 * store explicitly, so they work with or without a jotai Provider around the tree.
 */
import { appStore, atom, useAtomValue } from '../state/jotai';

/** Chromium's install prompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/** A new service worker is installed and waits for the visitor to reload. */
export const updateAvailableAtom = atom(false);
export const useUpdateAvailable = () => useAtomValue(updateAvailableAtom, { store: appStore });

/** The deferred install prompt; null when the browser offers none (or the app is installed). */
export const installPromptAtom = atom<BeforeInstallPromptEvent | null>(null);
export const useInstallPrompt = () => useAtomValue(installPromptAtom, { store: appStore });

/** Shows the browser's install dialog; a prompt event can be used once, so it is cleared first. */
export async function promptInstall(): Promise<void> {
  const event = appStore.get(installPromptAtom);
  if (!event) return;
  appStore.set(installPromptAtom, null);
  try {
    await event.prompt();
  } catch (error) {
    console.error('Install prompt:', error);
  }
}

// A server rendering (Node's navigator has no onLine) and a hydration render online: the server
// rendered online, and the browser's first render must match (app/serverRendered.ts sets it after).
export const onlineAtom = atom(typeof navigator?.onLine === 'boolean' ? navigator.onLine : true);
export const useOnline = () => useAtomValue(onlineAtom, { store: appStore });

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // our own "Install app" button replaces the browser's mini bar
    appStore.set(installPromptAtom, event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => appStore.set(installPromptAtom, null));
  window.addEventListener('online', () => appStore.set(onlineAtom, true));
  window.addEventListener('offline', () => appStore.set(onlineAtom, false));
}
