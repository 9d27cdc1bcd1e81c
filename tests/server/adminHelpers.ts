/** The organiser's side of a test app: authorised calls to /admin/api and the example project. */
import { readFileSync } from 'node:fs';
import type { Hono } from 'hono';
import { makeTestApp } from './helpers.ts';

export const ADMIN_TOKEN = 'test-organiser-token-0123456789';
export const EXAMPLE_PATH = new URL('../../server/examples/project.json', import.meta.url);

/** A fresh copy of server/examples/project.json. */
// biome-ignore lint/suspicious/noExplicitAny: JSON read loosely; the assertions check its shape
export const exampleProject = (): any => JSON.parse(readFileSync(EXAMPLE_PATH, 'utf8'));

export function organiser(app: Hono, token: string | null = ADMIN_TOKEN) {
  async function call(method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = token === null ? {} : { authorization: `Bearer ${token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await app.request(`http://localhost${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    // Keeps a byte order mark (the CSV export starts with one), which res.text() would drop.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
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
    call,
    get: (path: string) => call('GET', path),
    put: (path: string, body: unknown) => call('PUT', path, body),
    post: (path: string, body?: unknown) => call('POST', path, body),
    delete: (path: string) => call('DELETE', path),
  };
}

/** Parses the CSV export (quoted cells with "" escapes, as csv-stringify writes them). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** A test app with the organiser token set, and the organiser's client of it. */
export async function organiserTestApp() {
  const t = await makeTestApp({ admin: { token: ADMIN_TOKEN, retentionMonths: 6 } });
  return { t, admin: organiser(t.app) };
}
