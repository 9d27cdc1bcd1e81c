/** The build's own files (js, css, html), listed by vite-plugin-pwa at the injection point. */
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';

export function setupPrecache(entries: Array<PrecacheEntry | string>): void {
  precacheAndRoute(entries);
  cleanupOutdatedCaches();
}
