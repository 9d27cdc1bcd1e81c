/**
 * `Cache-Control: no-store` by default: an answer that carries a visitor's data or a credential
 * (a registration, its id after a find-by-email, a meeting token, the page-password token, the
 * participants) must stay in no browser or proxy cache. A route that means its answer to be kept
 * says so itself (its own Cache-Control, or an ETag as the project documents have), and the
 * middleware leaves it alone: one rule instead of a header on every personal route.
 */
import type { MiddlewareHandler } from 'hono';

/** @hono/node-server's marker on RESPONSE_ALREADY_SENT. */
const ALREADY_SENT_HEADER = 'x-hono-already-sent';

export const noStoreByDefault = (): MiddlewareHandler => async (c, next) => {
  await next();
  const headers = c.res.headers;
  // A stream written straight to the socket (live SSE) sent its own headers; its marker answer is shared.
  if (headers.has('Cache-Control') || headers.has('ETag') || headers.has(ALREADY_SENT_HEADER)) return;
  headers.set('Cache-Control', 'no-store');
};
