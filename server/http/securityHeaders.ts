/**
 * Security headers, with hono's own secureHeaders middleware:
 * - every answer: `X-Content-Type-Options: nosniff` and a Referrer-Policy that keeps personal
 *   paths (registration ids) out of other sites' logs (not the build's /assets files, below);
 * - the app's pages: a Content-Security-Policy with a fresh nonce per answer (see appDocument.ts),
 *   the Permissions-Policy, no framing except the preview route by the admin origin, and
 *   `X-Robots-Tag: noindex` on personal and utility pages.
 * The other headers hono would add by default are left off on purpose: cross-origin isolation
 * headers would stop the meeting, the players and a separately hosted API from working.
 * Strict-Transport-Security depends on how the request came, not on the answer: it is set on
 * Node's response for every answer that came over HTTPS (strictTransport.ts).
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config.ts';
import { NO_THIRD_PARTIES } from '../thirdParties.ts';
import { appPagePolicy, appPermissions } from './contentPolicy.ts';

const OFF = {
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * What baseSecurityHeaders adds, as a plain object: for answers built whole ahead of the
 * middleware (routes/hotReads.ts). A test checks both give the same headers.
 */
export const BASE_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': REFERRER_POLICY,
} as const;

/**
 * For every answer, API and files included. The build's hashed files (/assets/) go without the
 * Referrer-Policy: on a script or stylesheet it only governs the requests that file starts
 * itself (a module's imports, a stylesheet's url()s), which are this origin's /assets files,
 * whose referrer is the file's own address, never a personal path; and the page's own policy
 * (and every browser's default) is the same anyway. ~50 bytes less on each file of a visit.
 */
export function baseSecurityHeaders(): MiddlewareHandler {
  const all = secureHeaders({
    ...OFF,
    xContentTypeOptions: true,
    referrerPolicy: REFERRER_POLICY,
    removePoweredBy: true,
  });
  const assets = secureHeaders({ ...OFF, xContentTypeOptions: true, referrerPolicy: false, removePoweredBy: true });
  return (c, next) => (c.req.path.startsWith('/assets/') ? assets(c, next) : all(c, next));
}

/** Second path segments of pages anyone may find in a search engine; everything else is noindex. */
const PUBLIC_SECOND = new Set(['registration', 'registration-company', 'ondemand']);

export function isIndexable(path: string): boolean {
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 1) return parts[0] !== 'linkedin-auth-callback' && parts[0] !== 'index.html';
  return parts.length === 2 && PUBLIC_SECOND.has(parts[1]);
}

/** The organiser's preview route. */
export const PREVIEW_PATH = /^\/[^/]+\/preview-dynamic-blocks\/?$/;

/** The door page (issue 49): the only page that may compile WebAssembly (its QR reader). */
export const DOOR_PATH = /^\/[^/]+\/check-in\/?$/;

/** The preview route, or any page opened with `?previewMode` (features/dynamic-blocks/usePreviewBlocks.ts). */
export const isPreview = (c: Context) => PREVIEW_PATH.test(c.req.path) || c.req.query('previewMode') !== undefined;

/** The nonce secureHeaders made for this answer (set before the handler runs). */
export const documentNonce = (c: Context): string => (c.get('secureHeadersNonce' as never) as string | undefined) ?? '';

/**
 * Headers of the app's HTML document. `nonce` must be read with documentNonce(c) by the handler
 * that writes the page, so the header and the page carry the same value.
 */
export function documentSecurityHeaders(config: Config): MiddlewareHandler {
  const parties = config.thirdParties ?? NO_THIRD_PARTIES;
  const common = {
    ...OFF,
    xContentTypeOptions: true,
    referrerPolicy: REFERRER_POLICY,
    permissionsPolicy: appPermissions(parties),
  };
  const page = secureHeaders({
    ...common,
    xFrameOptions: 'DENY',
    contentSecurityPolicy: appPagePolicy(parties, NONCE, []),
  });
  const door = secureHeaders({
    ...common,
    xFrameOptions: 'DENY',
    contentSecurityPolicy: appPagePolicy(parties, NONCE, [], true),
  });
  // The organiser's admin embeds the preview (features/preview, ?previewMode): only its origin may
  // frame it, and none when no ADMIN_ORIGIN is configured in production (config.ts).
  const preview = secureHeaders({
    ...common,
    contentSecurityPolicy: appPagePolicy(parties, NONCE, config.adminOrigin ? [config.adminOrigin] : []),
  });
  return async (c, next) => {
    await (isPreview(c) ? preview : DOOR_PATH.test(c.req.path) ? door : page)(c, next);
    if (!isIndexable(c.req.path)) c.res.headers.set('X-Robots-Tag', 'noindex, nofollow');
  };
}

/**
 * The server's own HTML pages under /dev (mail outbox, sign-in stand-ins, analytics, chat
 * stand-ins) and the director console (/live-director/console): server-written, their values
 * escaped (http/html.ts). Their inline <script> and <style> tags get this answer's nonce; nothing
 * else inline runs. The app may frame them (the chat embeds), nobody else.
 */
export function devPageSecurityHeaders(): MiddlewareHandler {
  const headers = secureHeaders({
    ...OFF,
    xContentTypeOptions: true,
    referrerPolicy: REFERRER_POLICY,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      baseUri: ["'none'"],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", NONCE],
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
    },
  });
  return async (c, next) => {
    let page = false;
    await headers(c, async () => {
      await next();
      page = /^text\/html/i.test(c.res.headers.get('Content-Type') ?? '');
      if (!page) return;
      const nonce = documentNonce(c);
      const html = (await c.res.text()).replace(/<(script|style)(?=[\s>])/gi, `<$1 nonce="${nonce}"`);
      const res = new Response(html, c.res);
      res.headers.delete('Content-Length');
      c.res = undefined;
      c.res = res;
    });
    // Other answers under /dev (scripts, JSON) keep only the headers every answer gets.
    if (!page) c.res.headers.delete('Content-Security-Policy');
  };
}

/** Stands for the nonce in documentHeaderTemplates (base64 never holds a `!`). */
const NONCE_MARK = '!nonce!';

/** The headers of an app page at `path` carrying `nonce`, as a plain object. */
export type DocumentHeaders = (path: string, nonce: string) => Record<string, string>;

/**
 * The headers documentSecurityHeaders gives an app page (not the preview), taken from that
 * middleware itself once, for pages answered whole ahead of the middleware (routes/hotPages.ts):
 * one source for both, and per answer only the nonce is written in.
 */
export async function documentHeaderTemplates(config: Config): Promise<DocumentHeaders> {
  const app = new Hono();
  app.use('*', (c, next) => {
    c.set('secureHeadersNonce' as never, NONCE_MARK as never);
    return next();
  });
  app.use('*', documentSecurityHeaders(config));
  app.get('*', (c) => c.body(null, 204));
  const read = async (path: string) => {
    const entries = [...(await app.request(`http://localhost${path}`)).headers].map(
      ([name, value]) => [name, value.split(NONCE_MARK)] as const,
    );
    const fixed = Object.fromEntries(
      entries.filter(([, pieces]) => pieces.length === 1).map(([name, [value]]) => [name, value!]),
    );
    const nonced = entries.filter(([, pieces]) => pieces.length > 1);
    return (nonce: string) => {
      const headers: Record<string, string> = { ...fixed };
      for (const [name, pieces] of nonced) headers[name] = pieces.join(nonce);
      return headers;
    };
  };
  const [indexable, noindex, door] = await Promise.all([
    read('/index-template'),
    read('/noindex/template/page'),
    read('/template/check-in'),
  ]);
  return (path, nonce) => (DOOR_PATH.test(path) ? door : isIndexable(path) ? indexable : noindex)(nonce);
}
