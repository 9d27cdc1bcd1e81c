/**
 * The built app (DIST_DIR) with history fallback, and the server's own media under /media.
 * A path with a file extension is a file or a 404, never index.html: a service worker would
 * otherwise cache the page as a script.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';

/** Prefixes owned by the server: never answered with the app. */
export const SERVER_PREFIXES = ['/api', '/frontend-api', '/dev', '/live-director', '/media'];

export const MEDIA_DIR = fileURLToPath(new URL('./static/media', import.meta.url));

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const NO_CACHE_FILES = new Set(['/sw.js', '/index.html', '/manifest.webmanifest', '/']);

export const underServerPrefix = (path: string) =>
  SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

const hasExtension = (path: string) => /\.[^/.]+$/.test(path.slice(path.lastIndexOf('/') + 1));

function cacheControl(path: string): string {
  if (path.startsWith('/assets/')) return IMMUTABLE;
  if (NO_CACHE_FILES.has(path)) return NO_CACHE;
  return 'public, max-age=3600';
}

/** Runs a serveStatic middleware and hands back its response, or undefined when no file matched. */
async function tryFile(handler: MiddlewareHandler, c: Context): Promise<Response | undefined> {
  const res = await handler(c, async () => {});
  return res instanceof Response ? res : undefined;
}

export function mountStatic(app: Hono, distDir: string): void {
  const root = resolve(distDir);
  const media = serveStatic({ root: MEDIA_DIR, rewriteRequestPath: (p) => p.replace(/^\/media/, '') });
  let dist: MiddlewareHandler | undefined;
  // Created on first use so a server started before `npm run build` picks the build up later.
  const distHandler = () => (dist ??= existsSync(root) ? serveStatic({ root }) : undefined);

  app.on(['GET', 'HEAD'], '/media/*', async (c, next) => {
    const res = await tryFile(media, c);
    if (!res) return next();
    res.headers.set('Cache-Control', 'public, max-age=86400');
    return res;
  });

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const path = c.req.path;
    if (underServerPrefix(path)) return next();
    const handler = distHandler();
    const res = handler ? await tryFile(handler, c) : undefined;
    if (res) {
      res.headers.set('Cache-Control', cacheControl(path));
      return res;
    }
    if (hasExtension(path)) return c.text('Not found', 404);
    const index = join(root, 'index.html');
    if (!existsSync(index)) {
      return c.text('The app has not been built yet. Run `npm run build`, then reload this page.', 503);
    }
    return c.html(await readFile(index, 'utf8'), 200, { 'Cache-Control': NO_CACHE });
  });
}
