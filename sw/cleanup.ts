/**
 * Old caches go on update: workbox's cleanupOutdatedCaches removes earlier precaches, and this
 * removes runtime caches an older worker named differently (SW_CACHE's version changed). Runs on
 * activate, so the old worker, which may still read them, has stopped by then. The outbox lives
 * in IndexedDB, never in Cache Storage: an update cannot touch a waiting item.
 */
import { outdatedCaches } from '../src/state/storageKeys';

declare const self: ServiceWorkerGlobalScope;

export function setupCacheCleanup(): void {
  self.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        const stale = outdatedCaches(await caches.keys());
        await Promise.all(stale.map((name) => caches.delete(name)));
      })(),
    );
  });
}
