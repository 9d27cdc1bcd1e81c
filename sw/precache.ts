/**
 * The build's own files (js, css, html), listed by vite-plugin-pwa at the injection point, cached
 * at install a few at a time. Workbox's own install fetches them one after another (its issue
 * #2880 is open): some 230 files, each a round trip, are half a minute on a venue's Wi-Fi with
 * 100 ms of latency before the page can work offline, where a few in flight at once share it.
 */
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

/**
 * Requests in flight at once: a browser's connections per host over HTTP/1.1. Hundreds at once
 * ran Chrome out of resources (workbox issue #2528, why its install went one at a time).
 */
const INSTALL_CONCURRENCY = 6;

const precache = new PrecacheController();

/** Every listed file fetched and stored, INSTALL_CONCURRENCY at a time; any failure fails the install. */
async function installAll(event: ExtendableEvent): Promise<void> {
  const queue = [...precache.getURLsToCacheKeys()];
  const next = async (): Promise<void> => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const [url, cacheKey] = item;
      const request = new Request(url, {
        integrity: precache.getIntegrityForCacheKey(cacheKey),
        // As workbox: a file with a revision (named without its hash, index.html) is fetched past the HTTP cache.
        cache: url !== cacheKey ? 'reload' : 'default',
        credentials: 'same-origin',
      });
      await Promise.all(precache.strategy.handleAll({ params: { cacheKey }, request, event }));
    }
  };
  await Promise.all(Array.from({ length: INSTALL_CONCURRENCY }, next));
}

export function setupPrecache(entries: Array<PrecacheEntry | string>): void {
  precache.addToCacheList(entries);
  self.addEventListener('install', (event) => event.waitUntil(installAll(event)));
  self.addEventListener('activate', precache.activate);
  registerRoute(new PrecacheRoute(precache));
  cleanupOutdatedCaches();
}

/** A precached file's response (the app shell for a page never seen), or undefined. */
export const matchPrecached = (url: string): Promise<Response | undefined> => precache.matchPrecache(url);
