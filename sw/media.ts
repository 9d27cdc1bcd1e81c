/** Files under /media/ and built fonts: handouts stay once downloaded, images refresh quietly. */
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { SW_CACHE } from '../src/state/storageKeys';
import { cachePlugins } from './plugins';
import { isFontPath, isHandoutPath, isImagePath } from './routes';

const sameOrigin = (url: URL) => url.origin === self.location.origin;

export function setupMedia(): void {
  // Also answers a handout opened as a page: the navigation denylist lets /media/ fall through.
  registerRoute(
    ({ url }) => sameOrigin(url) && isHandoutPath(url.pathname),
    new CacheFirst({ cacheName: SW_CACHE.handouts, plugins: cachePlugins(40, 60) }),
  );
  registerRoute(
    ({ url, request }) => sameOrigin(url) && isImagePath(url.pathname, request.destination),
    new StaleWhileRevalidate({ cacheName: SW_CACHE.images, plugins: cachePlugins(150, 30) }),
  );
  registerRoute(
    ({ url }) => sameOrigin(url) && isFontPath(url.pathname),
    new CacheFirst({ cacheName: SW_CACHE.fonts, plugins: cachePlugins(20, 365) }),
  );
}
