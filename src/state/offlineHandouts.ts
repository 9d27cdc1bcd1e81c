/**
 * Handouts saved for offline use (issue 13): stored in the service worker's handouts cache, the
 * same one sw/media.ts answers /media/ PDFs from (CacheFirst), so a saved handout opens offline.
 * One at a time: a phone on venue Wi-Fi should not start every download at once, and the
 * progress bar can then say "n of N".
 */
import { isQuotaExceeded } from './storageHealth';
import { SW_CACHE } from './storageKeys';

export type SaveError = 'unsupported' | 'quota' | 'network';

export const offlineSupported = () => typeof caches !== 'undefined';

/** Absolute URL, so keys compare the same way the worker stores them. */
const absolute = (url: string) => new URL(url, location.href).href;

/** The handouts among `urls` already in the cache (saved now, or opened before). */
export async function savedUrls(urls: readonly string[]): Promise<Set<string>> {
  if (!offlineSupported()) return new Set();
  const cache = await caches.open(SW_CACHE.handouts);
  const found = await Promise.all(urls.map(async (url) => ((await cache.match(absolute(url))) ? url : null)));
  return new Set(found.filter((url): url is string => url !== null));
}

/**
 * Downloads every url into the cache, one by one; `onProgress(done, url)` after each. Stops at the
 * first failure and says why; what was saved before stays saved.
 */
export async function save(
  urls: readonly string[],
  onProgress: (done: number, url: string) => void,
): Promise<SaveError | null> {
  if (!offlineSupported()) return 'unsupported';
  try {
    const cache = await caches.open(SW_CACHE.handouts);
    let done = 0;
    for (const url of urls) {
      // cache.add refuses a non-2xx answer (TypeError), so an error page is never kept as a PDF.
      await cache.add(absolute(url));
      onProgress(++done, url);
    }
    return null;
  } catch (error) {
    // The message stays with the button (no app-wide storage-full flag): nothing else failed.
    return isQuotaExceeded(error) ? 'quota' : 'network';
  }
}
