// @vitest-environment node
/**
 * No route answers 5xx to malformed input (issue 27). Every route the Hono app lists
 * (`app.routes`) is called with its path parameters valid and bad (NUL, lone surrogates, invalid
 * UTF-8, huge), bad query values, odd headers (the Idempotency-Key among them) and, for writes,
 * a valid body with each field in turn replaced by NUL, lone surrogates (as JSON escapes and as
 * raw invalid UTF-8 bytes), 1 MB strings, 1e308, negative and fractional numbers, wrong types and
 * 10,000 levels of nesting, plus empty, non-JSON and wrongly typed bodies. Every 5xx is listed.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_TOKEN, exampleProject } from '../adminHelpers.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from '../helpers.ts';
import {
  BAD_BODIES,
  BAD_HEADERS,
  BAD_SEGMENTS,
  BAD_VALUES,
  leafPaths,
  MARK,
  QUERY_NAMES,
  replaced,
  spliced,
  VALID_PARAMS,
  validBodies,
} from './fuzzCases.ts';

const CONTROL_TOKEN = 'fuzz-control-token-0123456789';
/** Organiser routes are fuzzed with their token, so the fuzz gets past it. */
const AUTH: Record<string, string> = { authorization: `Bearer ${ADMIN_TOKEN}` };
const LIVE_AUTH: Record<string, string> = { authorization: `Bearer ${CONTROL_TOKEN}` };
/**
 * Leaves of a valid body replaced in turn: every field of a visitor write, a sample of the organiser document (each PUT
 * rewrites a project).
 */
const maxLeaves = (route: Route) => (route.path.startsWith('/admin/') ? 16 : 40);

let t: TestApp;
/** A built app of one page, so the page routes answer pages (without a build they answer 503 by design). */
const dist = mkdtempSync(join(tmpdir(), 'fuzz-dist-'));
beforeAll(async () => {
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>',
  );
  t = await makeTestApp({
    distDir: dist,
    admin: { token: ADMIN_TOKEN, retentionMonths: 6 },
    live: { controlToken: CONTROL_TOKEN, heartbeatMs: 60_000 },
  });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

interface Route {
  method: string;
  path: string;
}

/** The routes with a handler of their own: middleware (`ALL`) is reached through them. Deletes last. */
function routesOf(): Route[] {
  const seen = new Map<string, Route>();
  for (const r of t.app.routes)
    if (r.method !== 'ALL') seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  return [...seen.values()].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

/** The organiser's PUT names the example project in its path, so that a valid document is accepted. */
const PARAMS_OF: Record<string, Record<string, string>> = {
  '/admin/api/projects/:projectId': { projectId: 'proj-open-source-day' },
};

/** The path with each `:param` (and a `*` tail) filled: all valid, or one of them replaced by `bad`. */
function fill(path: string, bad?: { index: number; value: string }, method = 'GET'): string {
  let index = 0;
  const own = method === 'PUT' ? (PARAMS_OF[path] ?? {}) : {};
  return path.replace(/:(\w+)|\*/g, (_match, name: string | undefined) => {
    const mine = bad && bad.index === index;
    index += 1;
    if (mine) return bad.value;
    return name ? encodeURIComponent(own[name] ?? VALID_PARAMS[name] ?? 'hybrid-summit') : 'hybrid-summit';
  });
}
const paramCount = (path: string) => (path.match(/:(\w+)|\*/g) ?? []).length;

/**
 * The live stream with a valid broadcast holds its connection open by design (its lifecycle is
 * covered in live*.test.ts); it is fuzzed only with bad path parameters, which it answers at once.
 */
const holdsOpen = (route: Route, url: string) =>
  route.path === '/live-director/stream/:broadcast' && url === fill(route.path);

const failures: string[] = [];
let sent = 0;

async function send(
  route: Route,
  url: string,
  init: { headers?: Record<string, string>; body?: string | Uint8Array } = {},
  what = '',
) {
  if (holdsOpen(route, url.split('?')[0]!)) return;
  const base =
    url.startsWith('/admin/') || url === '/metrics' ? AUTH : url.startsWith('/live-director/control/') ? LIVE_AUTH : {};
  const headers = { ...base, ...init.headers };
  sent += 1;
  try {
    const method = route.method;
    const body = method === 'GET' || method === 'HEAD' ? undefined : init.body;
    const res = await t.app.request(`http://localhost${url}`, { method, headers, body: body as BodyInit | undefined });
    await res.arrayBuffer().catch(() => undefined);
    if (res.status >= 500) failures.push(`${res.status} ${method} ${url.slice(0, 120)} ${what}`.slice(0, 300));
  } catch (error) {
    failures.push(`threw ${route.method} ${url.slice(0, 120)} ${what}: ${String(error).slice(0, 120)}`);
  }
}

let keys = 0;
/** Every other body goes with a fresh Idempotency-Key: the outbox's path through a route is fuzzed too. */
const idempotency = (): Record<string, string> =>
  keys++ % 2 ? { 'Idempotency-Key': `fuzz-key-${String(keys).padStart(12, '0')}` } : {};
const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function fuzzPath(route: Route) {
  await send(route, fill(route.path, undefined, route.method), route.method === 'GET' ? {} : json({}));
  for (let index = 0; index < paramCount(route.path); index++) {
    for (const value of BAD_SEGMENTS)
      await send(route, fill(route.path, { index, value }, route.method), json({}), `param ${index}`);
  }
}

async function fuzzQueryAndHeaders(route: Route, body: unknown) {
  const url = fill(route.path, undefined, route.method);
  const init: { headers?: Record<string, string>; body?: string } = body === undefined ? {} : json(body);
  for (const value of BAD_SEGMENTS)
    await send(route, `${url}?${QUERY_NAMES.map((n) => `${n}=${value}`).join('&')}`, init, 'query');
  for (const name of QUERY_NAMES) await send(route, `${url}?${name}=a%00b&${name}=%ED%A0%80`, init, `query ${name}`);
  for (const [name, value] of BAD_HEADERS)
    await send(route, url, { headers: { ...init.headers, [name]: value }, body: init.body }, `header ${name}`);
}

async function fuzzBody(route: Route, body: unknown) {
  const url = fill(route.path, undefined, route.method);
  for (const [type, raw] of BAD_BODIES) {
    await send(
      route,
      url,
      { headers: { ...idempotency(), ...(type ? { 'content-type': type } : {}) }, body: raw },
      `body ${type}`,
    );
  }
  if (body === undefined) return;
  const headers = () => ({ 'content-type': 'application/json', ...idempotency() });
  for (const path of leafPaths(body, maxLeaves(route))) {
    const marked = JSON.stringify(replaced(body, path, MARK));
    for (const text of BAD_VALUES)
      await send(
        route,
        url,
        { headers: headers(), body: spliced(marked, text) },
        `field ${path.join('.')} = ${text.slice(0, 20)}`,
      );
    await send(route, url, { headers: headers(), body: spliced(marked) }, `field ${path.join('.')} = raw bytes`);
  }
}

it(
  "cannot even be sent NUL or a lone surrogate in a header (fetch and Node's " +
    'HTTP parser refuse them: the fuzz sends the bytes a header may carry)',
  () => {
    for (const value of ['key\u0000key-0123456789', 'key\ud800key-0123456789', 'key\nkey']) {
      expect(() => new Headers({ 'Idempotency-Key': value }), JSON.stringify(value)).toThrow();
    }
  },
);

it('answers no request with a 5xx, whatever the input', async () => {
  const bodies = validBodies(exampleProject());
  const routes = routesOf();
  expect(routes.length).toBeGreaterThan(40);
  const started = Date.now();
  for (const route of routes) {
    const body = bodies[`${route.method} ${route.path}`];
    await fuzzPath(route);
    await fuzzQueryAndHeaders(route, body);
    if (route.method !== 'GET' && route.method !== 'HEAD') await fuzzBody(route, body);
  }
  console.info(`fuzz: ${sent} requests over ${routes.length} routes in ${Date.now() - started} ms`);
  expect(failures).toEqual([]);
}, 180_000);
