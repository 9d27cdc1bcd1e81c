/** Fixed-window rate limits kept in memory (one server process per data folder). */
import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors.ts';
import { clientAddress } from './clientIp.ts';
import type { AppDeps } from '../deps.ts';

interface Window {
  count: number;
  resetAt: number;
}

export function createRateLimiter(deps: AppDeps) {
  const windows = new Map<string, Window>();

  /** Counts one hit for `key`; throws 429 once `limit × scale` hits fell in the current window. */
  function hit(key: string, limit: number, windowMs = 60_000): void {
    const now = deps.now().getTime();
    if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
    let w = windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      windows.set(key, w);
    }
    w.count += 1;
    if (w.count > Math.max(1, Math.round(limit * deps.config.rateLimitScale))) {
      // Every 429 says when to come back: the seconds until this window resets (at least 1).
      const retryAfter = String(Math.max(1, Math.ceil((w.resetAt - now) / 1000)));
      throw new ApiError(
        429,
        'Too many attempts. Please wait a minute and try again.',
        {},
        { 'Retry-After': retryAfter },
      );
    }
  }

  /** Middleware form: one bucket per name, client address and (optionally) a route parameter. */
  function perIp(name: string, limit: number, param?: string): MiddlewareHandler {
    return async (c, next) => {
      const extra = param ? `:${c.req.param(param) ?? ''}` : '';
      hit(`${name}:${clientAddress(c, deps.config.trustProxy)}${extra}`, limit);
      await next();
    };
  }

  return { hit, perIp };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
