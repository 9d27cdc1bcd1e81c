/**
 * An updated service worker that waits (workbox-window, a chunk loaded only then: issue 47, most
 * visits have no update and never download it). The waiting worker raises `updateAvailableAtom`,
 * or, found at launch, takes over at once; `applyUpdate()` lets it take over and reloads once it
 * controls the page. Errors are only logged (spec).
 */
import { Workbox } from 'workbox-window';
import { outboxSync } from '../state/outboxCode';
import { outboxInUse } from '../state/outboxSignals';
import { appStore } from '../state/jotai';
import { updateAvailableAtom } from './pwaAtoms';

/** How long after the page opened a waiting update still counts as found at launch. */
export const LAUNCH_WINDOW_MS = 30_000;

let workbox: Workbox | undefined;

/** Not used yet: no press or key since it opened (sticky user activation; unknown counts as used). */
function atLaunch(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return activation?.hasBeenActive === false && performance.now() < LAUNCH_WINDOW_MS;
}

/**
 * Takes the worker registration over with workbox-window once an update is installed: registering
 * the same script again hands back the registration, and Workbox reports its waiting worker.
 */
export function watchWaitingUpdate(scriptUrl: string, options: RegistrationOptions): void {
  if (workbox) return;
  workbox = new Workbox(scriptUrl, options);
  workbox.addEventListener('waiting', () => {
    if (atLaunch()) void applyUpdate().catch(logError);
    else appStore.set(updateAvailableAtom, true);
  });
  workbox.register({ immediate: true }).catch(logError);
}

let reloading = false;

function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

/** How long the update waits for the outbox to be sent before it reloads anyway. */
export const FLUSH_BEFORE_UPDATE_MS = 5000;
/**
 * How long the new worker may take to take over before the page reloads anyway. Told to skip
 * waiting, a worker still activates only once the old one has no request of this page in hand
 * (Chromium waits for them); a reload ends them, and the page comes back under the new worker.
 */
export const TAKEOVER_WAIT_MS = 3000;

/**
 * Activates the waiting worker and reloads the page once it controls it. What waits in the
 * outbox is sent first when the network allows; what cannot be sent stays in IndexedDB, which
 * neither the reload nor the new worker touches, and goes out at the next start.
 *
 * The worker asked is the registration's waiting one as it is now, and the reload follows any
 * change of controller: a newer build may have replaced the worker that raised the prompt. With
 * none waiting any more (another tab let it take over), the page reloads at once.
 */
export async function applyUpdate(): Promise<void> {
  if (navigator.onLine)
    await Promise.race([sendOutbox(), new Promise((resolve) => setTimeout(resolve, FLUSH_BEFORE_UPDATE_MS))]);
  navigator.serviceWorker.addEventListener('controllerchange', reloadOnce);
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.waiting) return reloadOnce();
  registration.waiting.postMessage({ type: 'SKIP_WAITING' });
  setTimeout(reloadOnce, TAKEOVER_WAIT_MS);
}

async function sendOutbox(): Promise<void> {
  if (await outboxInUse()) await (await outboxSync()).replayNow();
}

function logError(error: unknown): void {
  console.error('Service worker:', error);
}
