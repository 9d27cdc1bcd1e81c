/**
 * The organiser token: ADMIN_TOKEN, else made once and kept in the data folder (a restart and the
 * CLI read the same one), printed when made, in the demo only: in production a log is read by
 * more people than the token is meant for, so only its file is named. Without a data folder
 * (tests) it lives in memory.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from '../config.ts';
import { bearerMatches, secretFromFolder } from '../http/secrets.ts';

export const ADMIN_TOKEN_FILE = 'admin-token';

export function adminToken(config: Config, log: (line: string) => void = console.log): string {
  if (config.admin.token) return config.admin.token;
  const path = config.dataDir ? join(config.dataDir, ADMIN_TOKEN_FILE) : '';
  const existed = path !== '' && existsSync(path);
  const token = secretFromFolder(config.dataDir, ADMIN_TOKEN_FILE, (value, where) =>
    log(
      config.production
        ? `Organiser API token (new): in ${where} (or set ADMIN_TOKEN)`
        : `Organiser API token (new, kept in ${where}): ${value}`,
    ),
  );
  if (existed) log(`Organiser API token: in ${path} (or set ADMIN_TOKEN)`);
  return token;
}

/**
 * `Authorization: Bearer <token>`, compared in constant time; anything else is a 401, counted by
 * `countFailure` first (which answers 429 to a guesser, issue 43).
 */
export function requireToken(token: string, countFailure: (c: Context) => void = () => {}): MiddlewareHandler {
  return async (c, next) => {
    if (!bearerMatches(c.req.header('Authorization'), token)) {
      countFailure(c);
      c.header('WWW-Authenticate', 'Bearer');
      c.header('Cache-Control', 'no-store');
      return c.json({ error: 'A valid organiser token is required.' }, 401);
    }
    await next();
  };
}
