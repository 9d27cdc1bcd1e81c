/**
 * Builds the app on an in-memory PGlite (or its own PostgreSQL database, testDatabase.ts) with the demo seed and a
 * fixed clock.
 */
import { createApp, type AppInput } from '../../server/app.ts';
import { testConfig, type Config } from '../../server/config.ts';
import { seed } from '../../server/seed/index.ts';
import { openTestDatabase } from './testDatabase.ts';

/** PGlite starts in 2-3 s alone, much slower when every test file starts one on a 2-core machine. */
export const SETUP_TIMEOUT = 60_000;

/** Saturday 21 November 2026, 12:00 UTC (13:00 in Amsterdam). */
export const NOW = new Date('2026-11-21T12:00:00Z');

/** `input`: more of createApp's input (the server renderer of the ssr tests). */
export async function makeTestApp(config: Partial<Config> = {}, input: Pick<AppInput, 'serverRenderer'> = {}) {
  const database = await openTestDatabase();
  await seed(database.db, NOW);
  const app = createApp({
    db: database.db,
    config: testConfig({ rateLimitScale: 1000, distDir: '/nonexistent-dist', ...config }),
    now: () => NOW,
    ...input,
  });

  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await app.request(`http://localhost${path}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    // biome-ignore lint/suspicious/noExplicitAny: JSON read loosely; the assertions check its shape
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text, headers: res.headers };
  }

  return {
    app,
    db: database.db,
    close: () => database.close(),
    get: (path: string, headers?: Record<string, string>) => call('GET', path, undefined, headers),
    post: (path: string, body?: unknown) => call('POST', path, body),
    put: (path: string, body?: unknown) => call('PUT', path, body),
  };
}
export type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

/** A valid hybrid-summit form submission. */
export function hybridForm(email: string, onSite: 0 | 1, extra: Record<string, unknown> = {}) {
  return {
    event_id: 'hybrid-summit',
    email,
    first_name: 'Test',
    last_name: 'Person',
    company: 'CareConnect',
    interests: ['Patient-facing apps'],
    on_site_viewer: onSite,
    time_zone: 'Europe/Amsterdam',
    ...extra,
  };
}
