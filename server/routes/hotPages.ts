/**
 * Visitor pages answered whole ahead of the middleware, as routes/hotReads.ts does for the
 * project document: every first visit and every shared link lands here. The answer is the one
 * the regular route (static.ts) gives: the same page (server/ssr/, http/appDocument.ts) and the
 * same security headers, taken once from documentSecurityHeaders itself, with a fresh nonce.
 * Through the middleware, each answer grew a fetch `Headers` object, had its CSP assembled by
 * secureHeaders and its metric labels hashed: about as much work as the page itself.
 *
 * Only the plain case is answered here: a GET of a page path without a query (a query may carry
 * the preview mode, and passes the input guard) and not the organiser's preview. Everything else,
 * and every page while the app is not built, goes on with `next()` to the regular route.
 */
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppDeps } from '../deps.ts';
import type { PageParts } from '../http/appDocument.ts';
import type { WholeAnswerMetrics } from '../http/metrics.ts';
import { documentHeaderTemplates, PREVIEW_PATH, type DocumentHeaders } from '../http/securityHeaders.ts';
import { BoundedMap } from '../lib/boundedMap.ts';
import { fillRandom } from '../lib/randomPool.ts';
import { isPhone, ZONE_COOKIE } from '../ssr/renderedPage.ts';
import { isDocumentPath, type DocumentPages } from '../static.ts';

/**
 * A public page's parts are kept by what they follow (address, layout, zone cookie) while the
 * cache holds the same projects, and for a second at most: server/ssr/ renders a kept page again
 * as the clock moves on, and a company's default project is read from the database.
 */
const PARTS_KEPT = 512;
const PARTS_KEPT_MS = 1000;

/** 16 random bytes in base64, as hono's secureHeaders makes its nonce. */
const freshNonce = () => Buffer.from(fillRandom(new Uint8Array(16)).buffer).toString('base64');

export function hotPageRoutes(deps: AppDeps, pages: DocumentPages, metrics: WholeAnswerMetrics) {
  const app = new Hono();
  let templates: Promise<DocumentHeaders> | undefined;
  const kept = new BoundedMap<string, { parts: PageParts; generation: number; until: number }>(PARTS_KEPT);

  /** Personal pages (their own Cache-Control) are built for each answer, never kept. */
  async function partsOf(c: Context, url: string): Promise<PageParts> {
    const key = `${isPhone(c) ? 'phone' : 'wide'} ${getCookie(c, ZONE_COOKIE) ?? ''} ${url}`;
    const generation = deps.cache.generation();
    const now = Date.now();
    const held = kept.get(key);
    if (held && held.generation === generation && now < held.until) return held.parts;
    const parts = await pages.parts(c);
    if (parts.cacheControl === undefined) kept.set(key, { parts, generation, until: now + PARTS_KEPT_MS });
    return parts;
  }

  app.get('*', async (c, next) => {
    const url = c.req.url;
    // `%`: a path that needs decoding takes the regular way, where every guard sees it decoded.
    if (url.includes('?') || url.includes('%')) return next();
    const path = c.req.path;
    if (!isDocumentPath(path) || PREVIEW_PATH.test(path)) return next();
    const started = performance.now();
    templates ??= documentHeaderTemplates(deps.config);
    const headers = await templates;
    const nonce = freshNonce();
    const res = pages.answer(c, nonce, await partsOf(c, url), headers(path, nonce));
    if (!res) return next();
    metrics.record('GET', '(page)', res.status, started);
    return res;
  });

  return app;
}
