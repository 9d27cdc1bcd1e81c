/**
 * Registers the service worker built by vite-plugin-pwa (dist/sw.js) in production builds, with
 * the browser's own API: workbox-window (pwa/serviceWorkerUpdate.ts) loads only once an updated
 * worker is installed and waits, which a first visit never has (issue 47: 2.5 KiB less on it).
 * Errors are only logged (spec).
 */
const SCRIPT_URL = '/sw.js';
// The built worker is one self-contained file without imports, so a classic worker runs it in
// every browser (module workers are newer in Firefox).
const OPTIONS: RegistrationOptions = { scope: '/', type: 'classic' };
const UPDATE_CHECK_MS = 60 * 60 * 1000; // a live page stays open for hours

/** An installed worker waits behind the one controlling the page: an update to offer. */
function onWaiting(): void {
  import('./serviceWorkerUpdate').then((update) => update.watchWaitingUpdate(SCRIPT_URL, OPTIONS), logError);
}

function watchUpdates(registration: ServiceWorkerRegistration): void {
  if (registration.waiting && navigator.serviceWorker.controller) onWaiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // Without a controller it is the first worker: it activates at once, nothing to offer.
      if (installing.state === 'installed' && navigator.serviceWorker.controller) onWaiting();
    });
  });
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register(SCRIPT_URL, OPTIONS)
    .then((registration: ServiceWorkerRegistration | undefined) => {
      // Some automation stubs register() without a registration (Playwright's blocked workers).
      if (!registration) return;
      watchUpdates(registration);
      setInterval(() => {
        if (navigator.onLine) registration.update().catch(logError);
      }, UPDATE_CHECK_MS);
    })
    .catch(logError);
}

function logError(error: unknown): void {
  console.error('Service worker:', error);
}
