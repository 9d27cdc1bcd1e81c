/**
 * Registers the service worker built by vite-plugin-pwa (dist/sw.js) in production builds.
 * A waiting update raises `updateAvailableAtom`; `applyUpdate()` lets it take over and reloads
 * once it controls the page. Errors are only logged (spec).
 */
import { Workbox } from 'workbox-window';
import { appStore } from '../state/jotai';
import { replayNow } from '../state/outboxSync';
import { updateAvailableAtom } from './pwaAtoms';

const UPDATE_CHECK_MS = 60 * 60 * 1000; // a live page stays open for hours

/** How long after the page opened a waiting update still counts as found at launch. */
export const LAUNCH_WINDOW_MS = 30_000;

let workbox: Workbox | undefined;

/** Not used yet: no press or key since it opened (sticky user activation; unknown counts as used). */
function atLaunch(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return activation?.hasBeenActive === false && performance.now() < LAUNCH_WINDOW_MS;
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // The built worker is one self-contained file without imports, so a classic worker runs it
  // in every browser (module workers are newer in Firefox).
  workbox = new Workbox('/sw.js', { scope: '/', type: 'classic' });
  const wb = workbox;
  wb.addEventListener('waiting', () => {
    if (atLaunch()) void applyUpdate();
    else appStore.set(updateAvailableAtom, true);
  });
  wb.register()
    .then(() =>
      setInterval(() => {
        if (navigator.onLine) wb.update().catch(logError);
      }, UPDATE_CHECK_MS),
    )
    .catch(logError);
}

let reloading = false;

/** How long the update waits for the outbox to be sent before it reloads anyway. */
export const FLUSH_BEFORE_UPDATE_MS = 5000;

/**
 * Activates the waiting worker and reloads the page once it controls it. What waits in the
 * outbox is sent first when the network allows; what cannot be sent stays in IndexedDB, which
 * neither the reload nor the new worker touches, and goes out at the next start.
 */
export async function applyUpdate(): Promise<void> {
  if (!workbox) return;
  if (navigator.onLine)
    await Promise.race([replayNow(), new Promise((resolve) => setTimeout(resolve, FLUSH_BEFORE_UPDATE_MS))]);
  workbox.addEventListener('controlling', () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });
  workbox.messageSkipWaiting();
}

function logError(error: unknown): void {
  console.error('Service worker:', error);
}
