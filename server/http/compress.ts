/**
 * gzip (or deflate) for the server's own JSON and HTML answers, by hono's compress middleware.
 * Leaves alone: answers under 1 KiB, answers that already carry a Content-Encoding (a route that
 * sends a precompressed cached body), Server-Sent Events (compressing would hold events back
 * in the compressor's buffer), HEAD, 206 and `Cache-Control: no-transform`.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { compress, COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';

export const COMPRESS_THRESHOLD = 1024;
const NO_BODY = new Set([101, 204, 205, 304]);

const isEventStream = (type: string) => /^\s*text\/event-stream/i.test(type);
const compressible = (type: string) => COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) && !isEventStream(type);

/** Whether Accept-Encoding names gzip or deflate (or `*`) with a q above zero. */
function acceptsCompression(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== 'deflate' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * hono/compress applies its threshold only to answers with a Content-Length, and c.json() or
 * c.html() set none. c.json() is by far the most common answer: make it state its length (cheap,
 * the text is at hand), so a small answer goes out as it is, on Hono's fast path.
 */
type Headers_ = Record<string, string | string[]>;
type Body = (data: string | null, arg?: number | ResponseInit, headers?: Headers_) => Response;

function jsonWithLength(c: Context): void {
  const body = c.body as unknown as Body;
  // The same as Hono's own c.json(), plus the length.
  c.json = ((object: unknown, arg?: number | ResponseInit, headers?: Headers_) => {
    const text: string | undefined = JSON.stringify(object);
    if (text === undefined) return body(null, arg, { 'Content-Type': 'application/json', ...headers });
    return body(text, arg, {
      'Content-Type': 'application/json',
      ...headers,
      'Content-Length': String(Buffer.byteLength(text)),
    });
  }) as unknown as typeof c.json;
}

/**
 * Any other answer of unknown length (c.html(), c.text(), c.body() of a string): read it to learn
 * its length. Only for a client that takes gzip or deflate (no work otherwise), never for a stream
 * of events.
 */
async function setLength(c: Context): Promise<void> {
  const res = c.res;
  const { headers } = res;
  if (c.req.method === 'HEAD' || NO_BODY.has(res.status) || res.status === 206) return;
  if (headers.has('Content-Length') || headers.has('Content-Encoding') || headers.has('Transfer-Encoding')) return;
  const type = headers.get('Content-Type');
  if (!type || !compressible(type) || !acceptsCompression(c.req.header('Accept-Encoding'))) return;
  const body = new Uint8Array(await res.arrayBuffer());
  headers.set('Content-Length', String(body.byteLength));
  // Unset first, or Hono wraps the new response around a stream of its body (a slower path).
  c.res = undefined;
  c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
}

export function compressAnswers(): MiddlewareHandler {
  const gzip = compress({ threshold: COMPRESS_THRESHOLD, contentTypeFilter: compressible });
  return (c, next) =>
    gzip(c, async () => {
      jsonWithLength(c);
      await next();
      await setLength(c);
    });
}
