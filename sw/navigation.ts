/**
 * Page navigations (issue 33): the server's page first, since it carries the page's content
 * rendered and its data fresh; the page as last seen when the network does not answer (offline
 * at once, or within NETWORK_TIMEOUT_MS on a stalled connection); the precached shell for a page
 * never seen. Pages are kept per build: a new worker (a new build) drops them, as their scripts
 * and stylesheets are gone with the old precache. The denylist goes to the network only.
 */
import { registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions } from 'workbox-core';
import { pageNavigationRoute } from './navigationRoute';
import { matchPrecached } from './precache';

declare const self: ServiceWorkerGlobalScope;

export const PAGES_CACHE = 'eventhall-pages';
/** Long enough for a slow venue Wi-Fi to answer; an offline browser fails at once. */
const NETWORK_TIMEOUT_MS = 2500;
/** Pages kept for offline use: the visitor's own few. */
const MAX_PAGES = 30;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function keep(request: Request, response: Response): Promise<void> {
  const cache = await caches.open(PAGES_CACHE);
  await cache.put(request.url, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_PAGES)).map((key) => cache.delete(key)));
}

/** The page as last seen (this address, else the same path), else the app shell. */
async function lastSeen(request: Request): Promise<Response> {
  const cache = await caches.open(PAGES_CACHE);
  const page = (await cache.match(request.url)) ?? (await cache.match(request.url, { ignoreSearch: true }));
  return page ?? (await matchPrecached('/index.html')) ?? Response.error();
}

async function handleNavigation({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const req = request as Request;
  if (self.navigator.onLine === false) return lastSeen(req);
  try {
    const response = await withTimeout(fetch(req), NETWORK_TIMEOUT_MS);
    if (response.ok && response.headers.get('content-type')?.startsWith('text/html')) {
      (event as ExtendableEvent).waitUntil(keep(req, response.clone()));
    }
    return response;
  } catch {
    return lastSeen(req);
  }
}

export function setupNavigation(): void {
  registerRoute(pageNavigationRoute(handleNavigation));
  // A new worker is a new build: pages kept by the old one link files that are gone.
  self.addEventListener('activate', (event) => event.waitUntil(caches.delete(PAGES_CACHE).then(() => undefined)));
}
