/**
 * Activation and updates: take control of open pages on activate; a waiting worker only takes
 * over when the page asks (workbox-window's messageSkipWaiting after the visitor chose "Reload").
 * On a first install there is no old worker, so the new one activates at once.
 */
import { clientsClaim } from 'workbox-core';
import { setCatchHandler } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

export function setupLifecycle(): void {
  clientsClaim();

  self.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
  });

  // Errors are only logged (spec): the page sees an ordinary network error.
  setCatchHandler(async ({ request }) => {
    console.error('[sw] no answer for', (request as Request).url);
    return Response.error();
  });
}
