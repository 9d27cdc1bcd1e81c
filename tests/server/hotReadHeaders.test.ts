// @vitest-environment node
/**
 * Issue 46: the project document answered whole from memory (routes/hotReads.ts, ahead of every
 * middleware) carries the same headers as the same document sent by a regular route through the
 * whole middleware stack (routes/projects.ts, the company preview: the company's default project
 * and its first event, the same bytes): plain, brotli, gzip and a revalidation alike. A header the
 * middleware adds and the hot answer forgets (a security header, Vary, a cache rule) shows here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

const HOT = '/frontend-api/projectevents/hybrid-summit';
const REGULAR = '/frontend-api/company-preview/demo-company';
let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

async function answer(path: string, headers: Record<string, string>) {
  const res = await t.app.request(`http://localhost${path}`, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  // Header names as sent, sorted; Content-Length only where the stack adds one (the bytes are compared instead).
  const sent = [...res.headers.entries()].filter(([name]) => name !== 'content-length').sort();
  return { status: res.status, headers: sent, body };
}

describe('the hot read of the project document', () => {
  for (const [label, headers] of Object.entries({
    plain: {} as Record<string, string>,
    brotli: { 'Accept-Encoding': 'br, gzip' },
    gzip: { 'Accept-Encoding': 'gzip' },
  })) {
    it(`sends the regular route's headers and bytes: ${label}`, async () => {
      const hot = await answer(HOT, headers);
      const regular = await answer(REGULAR, headers);
      expect(hot.status).toBe(200);
      expect(regular.status).toBe(200);
      expect(hot.headers).toEqual(regular.headers);
      expect(hot.body.equals(regular.body)).toBe(true);
    });
  }

  it('answers a revalidation as the regular route does (304, the same headers)', async () => {
    const etag = (await t.app.request(`http://localhost${HOT}`)).headers.get('etag')!;
    expect(etag).toBeTruthy();
    const hot = await answer(HOT, { 'If-None-Match': etag });
    const regular = await answer(REGULAR, { 'If-None-Match': etag });
    expect(hot.status).toBe(304);
    expect(regular.status).toBe(304);
    expect(hot.headers).toEqual(regular.headers);
  });
});
