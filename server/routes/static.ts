/**
 * The built app (DIST_DIR) with history fallback, and the server's own media under /media
 * (mounted last by app.ts; the paths the server keeps for itself: http/serverPaths.ts).
 * A path with a file extension is a file or a 404, never index.html: a service worker would
 * otherwise cache the page as a script.
 *
 * The build leaves a brotli (x.br) and a gzip (x.gz) copy beside every compressible file
 * (vite.config.ts); serveStatic's `precompressed` sends one of them, with `Content-Encoding`,
 * only to a client whose Accept-Encoding names that coding (br first, then gzip). Anything
 * else, q-values included, gets the file itself: never a compressed body nobody asked for.
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { pageSettings, type Config } from '../config.ts';
import { appDocument, deploymentSettingsElement, type PageParts } from '../http/appDocument.ts';
import { documentNonce, documentSecurityHeaders } from '../http/securityHeaders.ts';
import { MEDIA_DIR, underServerPrefix } from '../http/serverPaths.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const NO_CACHE_FILES = new Set(['/sw.js', '/index.html', '/manifest.webmanifest', '/']);

const hasExtension = (path: string) => /\.[^/.]+$/.test(path.slice(path.lastIndexOf('/') + 1));

/**
 * The build's server half (the renderer, dist/server) and its lists (dist/.vite) are the server's, never files to
 * send.
 */
const isServerBuild = (path: string) => path.startsWith('/server/') || path.startsWith('/.vite/');

/** The compressed copies are served under the original name only, never by their own. */
const isCompressedCopy = (path: string) => /\.(br|gz)$/.test(path);

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

/**
 * Cache headers (no Last-Modified on immutable files), and `Vary: Accept-Encoding` on every
 * compressible file, also when it went out uncompressed: a shared cache must not hand the
 * identity body to a client that wants br, nor the reverse.
 */
function finish(res: Response, cache: string, c: Context): Response {
  res.headers.set('Cache-Control', cache);
  // A hashed, immutable file is never revalidated: its date is bytes on every first visit.
  if (cache === IMMUTABLE) res.headers.delete('Last-Modified');
  if (cache === IMMUTABLE && keepsAlive(c)) {
    // Said here, Node's server leaves out its `Keep-Alive: timeout=65` hint, which browsers
    // ignore (~24 bytes on each file of a first visit); the connection stays open just the same,
    // and the server still closes it after 65 s idle (main.ts keepAliveTimeout).
    res.headers.set('Connection', 'keep-alive');
  }
  const type = res.headers.get('Content-Type');
  if (type && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) res.headers.set('Vary', 'Accept-Encoding');
  return res;
}

/** An HTTP/1.1 request over Node's server that does not ask to close: its connection stays open anyway. */
function keepsAlive(c: Context): boolean {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.httpVersion === '1.1' && !/close/i.test(c.req.header('connection') ?? '');
}

/** The app's own document: `/`, `/index.html` and every extensionless path outside the server's prefixes. */
export const isDocumentPath = (path: string) =>
  path === '/index.html' || (!underServerPrefix(path) && !hasExtension(path));

/**
 * The app's document with what the server adds at a path (`page`: head tags, server-rendered
 * markup, server/ssr/), for the regular route below and for the whole answers of routes/hotPages.ts.
 * Undefined while the app is not built.
 */
export function documentPages(config: Config, page: (c: Context) => Promise<PageParts> = async () => ({})) {
  // Every page carries the deployment's settings (issue 44): the app reads them at boot, no request of its own.
  const document = appDocument(resolve(config.distDir, 'index.html'), deploymentSettingsElement(pageSettings(config)));
  return {
    /** What the server adds to the page at this request's path. */
    parts: page,
    /** The answer with those parts and `nonce`; `security`: its security headers, when no middleware adds them. */
    answer: (c: Context, nonce: string, parts: PageParts, security?: Record<string, string>): Response | undefined =>
      document(c, nonce, NO_CACHE, parts, security),
  };
}
export type DocumentPages = ReturnType<typeof documentPages>;

export function mountStatic(app: Hono, config: Config, document: DocumentPages = documentPages(config)): void {
  const root = resolve(config.distDir);
  const documentHeaders = documentSecurityHeaders(config);
  const media = serveStatic({ root: MEDIA_DIR, rewriteRequestPath: (p) => p.replace(/^\/media/, '') });
  let dist: { file: MiddlewareHandler } | undefined;
  // Created on first use so a server started before `npm run build` picks the build up later.
  const distHandlers = () =>
    (dist ??= existsSync(root)
      ? {
          file: serveStatic({ root, precompressed: true }),
        }
      : undefined);

  app.on(['GET', 'HEAD'], '/media/*', async (c, next) => {
    const res = await tryFile(media, c);
    if (!res) return next();
    res.headers.set('Cache-Control', 'public, max-age=86400');
    return res;
  });

  app.on(['GET', 'HEAD'], '*', (c, next) => (isDocumentPath(c.req.path) ? documentHeaders(c, next) : next()));

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const path = c.req.path;
    if (underServerPrefix(path)) return next();
    const handlers = distHandlers();
    const isDocument = isDocumentPath(path) || path === '/';
    const res =
      handlers && !isDocument && !isCompressedCopy(path) && !isServerBuild(path)
        ? await tryFile(handlers.file, c)
        : undefined;
    if (res) return finish(res, cacheControl(path), c);
    if (!isDocument) return c.text('Not found', 404);
    const answer = handlers ? document.answer(c, documentNonce(c), await document.parts(c)) : undefined;
    return answer ?? c.text('The app has not been built yet. Run `npm run build`, then reload this page.', 503);
  });
}
