/** The plugins every runtime cache uses: keep only good answers, expire, give way on quota. */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';

const DAY = 24 * 60 * 60;

export function cachePlugins(maxEntries: number, maxAgeDays: number) {
  return [
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    new ExpirationPlugin({ maxEntries, maxAgeSeconds: maxAgeDays * DAY, purgeOnQuotaError: true }),
  ];
}
