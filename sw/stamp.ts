/**
 * Stamps an answer with the time it was stored, as it goes into a runtime cache: an answer later
 * taken from the cache carries the stamp, one fresh from the network does not (workbox hands the
 * page the network's own answer and caches this copy).
 */
import type { WorkboxPlugin } from 'workbox-core';
import { STORED_AT_HEADER } from '../src/contract/offlineCopy';

export const stampPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    // Opaque or failed answers are not ours to stamp; CacheableResponsePlugin decides on those.
    if (response.type === 'opaque' || !response.ok) return response;
    const headers = new Headers(response.headers);
    headers.set(STORED_AT_HEADER, String(Date.now()));
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};
