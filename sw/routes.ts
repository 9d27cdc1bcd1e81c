/**
 * Pure request matchers shared by the worker and its unit tests: no workbox, no globals.
 * Paths follow /work/shared/API-PATHS.md.
 */

/**
 * Navigations that must reach the network instead of the app shell: the API, the server's own
 * pages (dev mail, OAuth), the live-director service, media files, and anything that looks like
 * a file (a missing `/assets/x.js` must stay a 404, never become index.html).
 * Workbox's NavigationRoute tests each pattern against `pathname + search`.
 */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [
  /^\/api\//,
  /^\/frontend-api\//,
  /^\/dev\//,
  /^\/live-director\//,
  /^\/media\//,
  /^\/admin\//,
  /^\/(?:healthz|metrics)(?:\?.*)?$/,
  // The organiser's preview (its route, or any page with ?previewMode) is framed by the admin
  // origin: it must come with the server's headers (frame-ancestors), never the cached shell's.
  /^\/[^/?]+\/preview-dynamic-blocks\/?(?:\?.*)?$/,
  /^[^?]*\?(?:.*&)?previewMode(?:[=&]|$)/,
  // The last path segment has a dot: /sw.js, /favicon.svg, /assets/x.js, /robots.txt ...
  /^[^?]*\/[^/?]*\.[^/?]*(?:\?.*)?$/,
];

const PROJECT_DATA: readonly RegExp[] = [
  /^\/frontend-api\/projectevents\/[^/]+$/,
  /^\/frontend-api\/company-preview\/[^/]+$/,
  /^\/api\/registrations\/[^/]+\/count-[^/]+$/,
  // The registration itself; find-by-email is a POST and never reaches a GET route.
  /^\/api\/registrations\/[^/]+\/[^/]+$/,
  /^\/api\/network-registrations\/[^/]+$/,
  // The calendar feed's token (GET; a POST replaces it and is never kept): the personal page
  // offers its subscription link offline too.
  /^\/api\/registrations\/[^/]+\/[^/]+\/calendar-feed$/,
  // The on-site ticket (issue 49): it opens offline at the door after one visit.
  /^\/api\/registrations\/[^/]+\/[^/]+\/ticket$/,
  // Evaluation answers already sent: the form reopens offline with them.
  /^\/api\/evaluations\/[^/]+\/[^/]+$/,
  // The deployment's settings (issue 44): the cached shell has none of its own.
  /^\/api\/deployment-settings$/,
];

/** GET calls whose last answer is kept so the visitor's pages open offline. */
export function isProjectDataPath(pathname: string): boolean {
  return PROJECT_DATA.some((pattern) => pattern.test(pathname));
}

/** Handouts: PDF files served under /media/. */
export function isHandoutPath(pathname: string): boolean {
  return /^\/media\/.+\.pdf$/i.test(pathname);
}

/**
 * The replay's transcript and its WebVTT tracks (issue 48): kept with the handouts, so the
 * on-demand page's transcript opens offline after one visit.
 */
export function isTranscriptPath(pathname: string): boolean {
  return /^\/live-director\/captions\/[^/]+(?:\/transcript|\.vtt)$/.test(pathname);
}

const IMAGE_EXTENSION = /\.(?:png|jpe?g|gif|webp|avif|svg|ico)$/i;

/** Images of the project (/media/) and of the app itself (default background, icons). */
export function isImagePath(pathname: string, destination = ''): boolean {
  if (!/^\/(?:media|media-default|icons)\//.test(pathname) && pathname !== '/favicon.svg') return false;
  return destination === 'image' || IMAGE_EXTENSION.test(pathname);
}

/** Web fonts: built ones under /assets/ (hashed names) and project fonts under /media/. */
export function isFontPath(pathname: string): boolean {
  return /^\/(?:assets|media)\/.+\.woff2?$/i.test(pathname);
}

/**
 * The door page's QR reader where the browser has none (issue 49; src/features/check-in/qrFallback.ts):
 * its chunk and its WebAssembly file, hashed build files kept once fetched. Left out of the precache
 * (vite.config.ts globIgnores): only a door device in such a browser needs them, not every visitor.
 */
export function isQrReaderPath(pathname: string): boolean {
  return /^\/assets\/(?:qrFallback-[^/]+\.js|zxing_reader-[^/]+\.wasm)$/.test(pathname);
}
