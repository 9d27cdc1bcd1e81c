/**
 * The size limit of request bodies. A body that declares its length (every browser's JSON POST)
 * is checked by its Content-Length header alone: Node's parser never delivers more than it
 * declares. hono's bodyLimit asks for `c.req.raw.body` first, which makes the Node adapter build
 * a whole fetch Request with a web stream over the socket; the route could then no longer read
 * the body straight from Node's stream (issue 31: a visible share of a keyed registration's cost).
 * A chunked body (no length) still goes through hono's bodyLimit, which counts what arrives.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);
const tooLarge = (c: Context) => c.json({ error: 'The request is too large.' }, 413);

export function bodySizeLimit(maxSize: number): MiddlewareHandler {
  const counted = bodyLimit({ maxSize, onError: tooLarge });
  return (c, next) => {
    // Asking a GET for its body would build the whole Request too.
    if (BODYLESS.has(c.req.method)) return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return counted(c, next);
    return Number.parseInt(length, 10) > maxSize ? Promise.resolve(tooLarge(c)) : next();
  };
}
