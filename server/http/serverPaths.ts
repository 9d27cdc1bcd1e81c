/**
 * The paths the server keeps for itself: its prefixes, never answered with the app
 * (routes/static.ts, the hot pages, the organiser's document check), and the folder of its own media.
 */
import { join } from 'node:path';

/** Prefixes owned by the server: never answered with the app. */
export const SERVER_PREFIXES = [
  '/api',
  '/frontend-api',
  '/dev',
  '/live-director',
  '/media',
  '/admin',
  '/healthz',
  '/metrics',
  '/app-manifest',
];

/**
 * server/static/media: the demo's images, handouts and recordings (server/scripts/makeMedia.ts).
 * A path, not `new URL('..', import.meta.url)`: vite takes that form for an asset to bundle.
 */
export const MEDIA_DIR = join(import.meta.dirname, '../static/media');

/** Asked of every GET (routes/hotPages.ts): no string is built per prefix. */
export const underServerPrefix = (path: string) =>
  SERVER_PREFIXES.some(
    (prefix) => path.startsWith(prefix) && (path.length === prefix.length || path[prefix.length] === '/'),
  );
