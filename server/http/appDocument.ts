/**
 * The app's HTML document (dist/index.html) with this answer's CSP nonce written in. The build
 * leaves a placeholder (vite.config.ts `html.cspNonce`) on its own script and link tags and in
 * `<meta property="csp-nonce">`, where the page reads it back for the tags it inserts itself.
 * A fresh nonce per answer means no precompressed copy: the page is a few KB, compressed here
 * (brotli at a fast level) in well under a millisecond.
 */
import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { preferredEncoding } from '../cache/publicDocument.ts';

/** Must match `html.cspNonce` in vite.config.ts. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** The manifest link vite-plugin-pwa writes into the build's index.html. */
const BUILD_MANIFEST_LINK = /<link rel="manifest"[^>]*>/;

export function appDocument(file: string) {
  let cached: { mtimeMs: number; text: string } | undefined;
  /** Re-read when the build changes under a running server. */
  const template = (): string | undefined => {
    let mtimeMs: number;
    try { mtimeMs = statSync(file).mtimeMs; } catch { return undefined; }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, text: readFileSync(file, 'utf8') };
    return cached.text;
  };

  /** The page for this answer (`head`: tags to add to its head), or undefined when the app is not built. */
  return (c: Context, nonce: string, cacheControl: string, head = ''): Response | undefined => {
    const text = template();
    if (text === undefined) return undefined;
    // A page of an event links that event's manifest (documentManifest.ts) instead of the build's global one.
    const own = head.includes('rel="manifest"') ? text.replace(BUILD_MANIFEST_LINK, '') : text;
    const withHead = head ? own.replace('</head>', `${head}</head>`) : own;
    const html = Buffer.from(withHead.replaceAll(NONCE_PLACEHOLDER, nonce));
    const encoding = preferredEncoding(c.req.header('accept-encoding'));
    const body = encoding === 'br'
      ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
      : encoding === 'gzip' ? gzipSync(html, { level: 6 }) : html;
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(body.length),
      'Cache-Control': cacheControl,
      Vary: 'Accept-Encoding',
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  };
}
