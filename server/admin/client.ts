/** The CLIs' way to the organiser API of a running server: its URL and token from the environment. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configFromEnv } from '../config.ts';
import { ADMIN_TOKEN_FILE } from './token.ts';

export function adminClient(env: NodeJS.ProcessEnv = process.env) {
  const config = configFromEnv(env);
  const origin = (env.ADMIN_URL || `http://localhost:${config.port}`).replace(/\/+$/, '');
  const tokenFile = join(config.dataDir, ADMIN_TOKEN_FILE);
  const token = config.admin.token ?? (existsSync(tokenFile) ? readFileSync(tokenFile, 'utf8').trim() : '');
  if (!token)
    throw new Error(`No organiser token: set ADMIN_TOKEN, or start the server once (it writes ${tokenFile}).`);

  async function request(method: string, path: string, body?: unknown): Promise<Response> {
    try {
      return await fetch(`${origin}/admin/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new Error(`Cannot reach the server at ${origin}: start it (npm start) or set ADMIN_URL.`);
    }
  }

  /** The answer's JSON; an error answer becomes an Error with the server's message. */
  async function json(method: string, path: string, body?: unknown): Promise<unknown> {
    const res = await request(method, path, body);
    const text = await res.text();
    const parsed = text ? (JSON.parse(text) as { error?: string }) : undefined;
    if (!res.ok) throw new Error(`${res.status}: ${parsed?.error ?? text}`);
    return parsed;
  }

  return { origin, request, json };
}
