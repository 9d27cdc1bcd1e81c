/**
 * The app's HTML document (dist/index.html) with this answer's CSP nonce written in. The build
 * leaves a placeholder (vite.config.ts `html.cspNonce`) on its own script and link tags and in
 * `<meta property="csp-nonce">`, where the page reads it back for the tags it inserts itself.
 * A fresh nonce per answer: a page that is the same for everyone but its nonce (public pages,
 * the shell) is deflated once and joined with each answer's nonce (noncedGzip.ts); a personal
 * page is compressed per answer (brotli at a fast level, well under a millisecond).
 */
import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { acceptsGzip, preferredEncoding } from '../cache/publicDocument.ts';
import { BoundedMap } from '../lib/boundedMap.ts';
import { escapeHtml } from '../lib/html.ts';
import { DEPLOYMENT_SETTINGS_ID, type DeploymentSettings } from '../../src/contract/index.ts';
import { gzipWithNonce, noncedPage, type NoncedPage } from './noncedGzip.ts';

/** Must match `html.cspNonce` in vite.config.ts. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** Pages kept compressed by their text (per path, layout and zone, as server/ssr/ keeps their markup). */
const PAGES_KEPT = 128;

/** The manifest link vite-plugin-pwa writes into the build's index.html. */
const BUILD_MANIFEST_LINK = /<link rel="manifest"[^>]*>/;
const TEMPLATE_DESCRIPTION = /<meta name="description"[^>]*>/;
const TEMPLATE_ICON = /<link rel="icon"[^>]*>/;
/** index.html's spinner between these two comments is what the server's rendering replaces. */
const ROOT_OUTLET = /<!--ssr-outlet-->[\s\S]*?<!--\/ssr-outlet-->/;

/** What the server knows of a page beyond the build's template (server/ssr/). */
export interface PageParts {
  /** Tags to add to the head. */
  head?: string;
  /** `<html lang>` and `<title>`, when the page's project is known. */
  lang?: string;
  title?: string;
  /** The page's server-rendered markup, in place of the template's spinner. */
  root?: string;
  /** `<html style>`: the project's theme variables of a rendered page. */
  htmlStyle?: string;
  /** Overrides the answer's Cache-Control (personal pages: private, no-store). */
  cacheControl?: string;
}

/** The template with the page's parts written in (before the nonce). */
export function fillTemplate(text: string, { head = '', lang, title, root, htmlStyle }: PageParts): string {
  let html = text;
  // A page of an event links that event's manifest (documentManifest.ts) instead of the build's global one.
  if (head.includes('rel="manifest"')) html = html.replace(BUILD_MANIFEST_LINK, '');
  if (head.includes('name="description"')) html = html.replace(TEMPLATE_DESCRIPTION, '');
  if (head.includes('rel="icon"')) html = html.replace(TEMPLATE_ICON, '');
  if (lang) html = html.replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(lang)}"`);
  if (htmlStyle) html = html.replace(/<html lang="([^"]*)"/, (tag) => `${tag} style="${escapeHtml(htmlStyle)}"`);
  if (title !== undefined) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (root !== undefined) {
    // Inert until hydrated (main.tsx removes it): a tap on the server's markup before the app
    // has taken it over would be lost, and Enter in a form would submit it natively.
    html = html.replace(ROOT_OUTLET, () => root).replace('<div id="root">', '<div id="root" inert>');
  }
  return head ? html.replace('</head>', () => `${head}</head>`) : html;
}

/**
 * The deployment's settings (issue 44) as a data element the page reads at boot (src/config.ts):
 * `<` escaped so no value can end the element. A data block runs nothing, so the CSP's
 * script-src does not apply to it and it needs no nonce.
 */
export function deploymentSettingsElement(settings: DeploymentSettings): string {
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${DEPLOYMENT_SETTINGS_ID}">${json}</script>`;
}

/** `headEnd`: written into the head of every page (the deployment's settings), once per build read. */
export function appDocument(file: string, headEnd = '') {
  let cached: { mtimeMs: number; text: string; checkedAt: number } | undefined;
  /** Re-read when the build changes under a running server (looked at once a second at most). */
  const template = (): string | undefined => {
    const now = Date.now();
    if (cached && now - cached.checkedAt < 1000) return cached.text;
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      // In the head, after the build's preloads: a module script runs after the document is parsed, so it is there for
      // boot.
      const text = readFileSync(file, 'utf8').replace('</head>', () => `${headEnd}</head>`);
      cached = { mtimeMs, text, checkedAt: now };
    }
    cached.checkedAt = now;
    return cached.text;
  };

  /**
   * Kept by the parts object (server/ssr/visitorPage.ts gives a kept page the same one), so a
   * kept page's text is neither built nor compared per answer; else by the page's text.
   */
  const byParts = new WeakMap<PageParts, { text: string; page: NoncedPage }>();
  const byText = new BoundedMap<string, NoncedPage>(PAGES_KEPT);
  const shared = (text: string, parts: PageParts, nonce: string) => {
    let held = byParts.get(parts);
    if (held?.text !== text) {
      const filled = fillTemplate(text, parts);
      let page = byText.get(filled);
      if (!page) {
        page = noncedPage(filled, NONCE_PLACEHOLDER);
        byText.set(filled, page);
      }
      held = { text, page };
      byParts.set(parts, held);
    }
    return gzipWithNonce(held.page, nonce);
  };

  /**
   * The page for this answer (`parts`: what the server adds), or undefined when the app is not
   * built. `security`: its security headers, when no middleware adds them (routes/hotPages.ts).
   */
  return (
    c: Context,
    nonce: string,
    cacheControl: string,
    parts: PageParts = {},
    security?: Record<string, string>,
  ): Response | undefined => {
    const text = template();
    if (text === undefined) return undefined;
    const accept = c.req.header('accept-encoding');
    const personal = parts.cacheControl !== undefined;
    let encoding = preferredEncoding(accept);
    let body: Buffer;
    if (!personal && acceptsGzip(accept)) {
      encoding = 'gzip';
      body = shared(text, parts, nonce);
    } else {
      const html = Buffer.from(fillTemplate(text, parts).replaceAll(NONCE_PLACEHOLDER, nonce));
      body =
        encoding === 'br'
          ? brotliCompressSync(html, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              },
            })
          : encoding === 'gzip'
            ? gzipSync(html, { level: 6 })
            : html;
    }
    // `security` is this answer's own object: written into, not copied.
    const headers: Record<string, string> = Object.assign(security ?? {}, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(body.length),
      'Cache-Control': parts.cacheControl ?? cacheControl,
      // A rendered page follows the device (its layout) and the time-zone cookie.
      Vary: parts.root === undefined ? 'Accept-Encoding' : 'Accept-Encoding, Sec-CH-UA-Mobile, User-Agent, Cookie',
    });
    if (encoding) headers['Content-Encoding'] = encoding;
    // A view of the answer's bytes, not a copy of them.
    return new Response(
      c.req.method === 'HEAD' ? null : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length),
      { status: 200, headers },
    );
  };
}
