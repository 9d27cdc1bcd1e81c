/**
 * The organiser token: ADMIN_TOKEN, else made once and kept in the data folder (a restart and the
 * CLI read the same one), printed when made. Without a data folder (tests) it lives in memory.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config.ts';

export const ADMIN_TOKEN_FILE = 'admin-token';

export function adminToken(config: Config, log: (line: string) => void = console.log): string {
  if (config.admin.token) return config.admin.token;
  if (!config.dataDir) return randomBytes(24).toString('base64url');
  const path = join(config.dataDir, ADMIN_TOKEN_FILE);
  const kept = existsSync(path) ? readFileSync(path, 'utf8').trim() : '';
  if (kept) {
    log(`Organiser API token: in ${path} (or set ADMIN_TOKEN)`);
    return kept;
  }
  const token = randomBytes(24).toString('base64url');
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(path, `${token}\n`, { mode: 0o600 });
  log(`Organiser API token (new, kept in ${path}): ${token}`);
  return token;
}

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/** `Authorization: Bearer <token>`, compared in constant time; anything else is a 401. */
export function requireToken(token: string): MiddlewareHandler {
  const wanted = digest(token);
  return async (c, next) => {
    const given = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), wanted)) {
      c.header('WWW-Authenticate', 'Bearer');
      c.header('Cache-Control', 'no-store');
      return c.json({ error: 'A valid organiser token is required.' }, 401);
    }
    await next();
  };
}
