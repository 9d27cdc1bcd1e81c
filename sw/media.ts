/**
 * Files under /media/, built fonts and the door's QR reader: handouts stay once downloaded, images
 * refresh quietly, the build's hashed files never change. The replay's transcript and its tracks are
 * kept with the handouts (one cache, one expiry), but asked of the network first: an organiser may
 * still correct them.
 */
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { SW_CACHE } from '../src/state/storageKeys';
import { cachePlugins } from './plugins';
import { isFontPath, isHandoutPath, isImagePath, isQrReaderPath, isTranscriptPath } from './routes';

const sameOrigin = (url: URL) => url.origin === self.location.origin;

export function setupMedia(): void {
  // One set of plugins for the handouts cache: its expiry counts handouts and transcripts together.
  const handoutPlugins = cachePlugins(60, 60);
  // Also answers a handout opened as a page: the navigation denylist lets /media/ fall through.
  registerRoute(
    ({ url }) => sameOrigin(url) && isHandoutPath(url.pathname),
    new CacheFirst({ cacheName: SW_CACHE.handouts, plugins: handoutPlugins }),
  );
  // Any origin, as project data: the live director's address is configurable.
  registerRoute(
    ({ url }) => isTranscriptPath(url.pathname),
    new NetworkFirst({ cacheName: SW_CACHE.handouts, networkTimeoutSeconds: 3, plugins: handoutPlugins }),
    'GET',
  );
  registerRoute(
    ({ url, request }) => sameOrigin(url) && isImagePath(url.pathname, request.destination),
    new StaleWhileRevalidate({ cacheName: SW_CACHE.images, plugins: cachePlugins(150, 30) }),
  );
  registerRoute(
    ({ url }) => sameOrigin(url) && isFontPath(url.pathname),
    new CacheFirst({ cacheName: SW_CACHE.fonts, plugins: cachePlugins(20, 365) }),
  );
  registerRoute(
    ({ url }) => sameOrigin(url) && isQrReaderPath(url.pathname),
    new CacheFirst({ cacheName: SW_CACHE.qrReader, plugins: cachePlugins(4, 365) }),
  );
}
