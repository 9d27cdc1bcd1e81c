// @vitest-environment node
/**
 * The public project document is kept per process: ETag and 304, brotli and gzip, and rebuilt when an event fills up.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t.close();
});

const PATH = '/frontend-api/projectevents/multi-session?timeZone=Europe/Amsterdam';

/** The raw bytes as sent (app.request does not decode Content-Encoding). */
async function raw(path: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(`http://localhost${path}`, { headers });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

describe('the project document from memory', () => {
  it('has an ETag and answers 304 to If-None-Match', async () => {
    const first = await raw(PATH);
    const etag = first.headers.get('etag');
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    const again = await raw(PATH, { 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
    expect((await raw(PATH, { 'If-None-Match': '"something-else"' })).status).toBe(200);
    // A list, the strong form of the tag, and `*` match too (weak comparison, as hono's etag).
    expect((await raw(PATH, { 'If-None-Match': `"other", ${etag}` })).status).toBe(304);
    expect((await raw(PATH, { 'If-None-Match': etag!.replace(/^W\//, '') })).status).toBe(304);
    expect((await raw(PATH, { 'If-None-Match': '*' })).status).toBe(304);
    // Another time zone is another document.
    const ny = await raw('/frontend-api/projectevents/multi-session?timeZone=America/New_York');
    expect(ny.headers.get('etag')).not.toBe(etag);
  });

  it('sends brotli or gzip as accepted, decoding to the same JSON', async () => {
    const plain = await raw(PATH);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const br = await raw(PATH, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(plain.body.toString('utf8'));
    const gz = await raw(PATH, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gz.body).toString('utf8')).toBe(plain.body.toString('utf8'));
    expect(br.headers.get('etag')).toBe(plain.headers.get('etag'));
    expect((await raw(PATH, { 'Accept-Encoding': 'br;q=0, gzip' })).headers.get('content-encoding')).toBe('gzip');
    expect((await raw(PATH, { 'Accept-Encoding': 'identity' })).headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(plain.body.toString('utf8')).event._id).toBe('multi-session');
  });

  it('changes when an event stops or starts being full, not on other registrations', async () => {
    const disabledOf = (doc: { events: { _id: string; disabled: boolean }[] }) =>
      doc.events.find((e) => e._id === 'multi-session-round1-b')?.disabled;
    const full = await t.get(PATH);
    expect(disabledOf(full.json)).toBe(true);

    // A registration that fills nothing keeps the document (and its ETag).
    await t.post('/api/registrations', {
      event_id: 'multi-session',
      email: 'doc-a@example.com',
      first_name: 'D',
      last_name: 'A',
    });
    expect((await t.get(PATH)).headers.get('etag')).toBe(full.headers.get('etag'));

    expect((await t.put('/api/registrations/proj-multi-session/seedMultiRoundB000000003/unsubscribe')).status).toBe(
      200,
    );
    const open = await t.get(PATH);
    expect(disabledOf(open.json)).toBe(false);
    expect(open.headers.get('etag')).not.toBe(full.headers.get('etag'));
    expect((await raw(PATH, { 'If-None-Match': full.headers.get('etag')! })).status).toBe(200);

    const taken = await t.post('/api/registrations', {
      event_id: 'multi-session',
      email: 'doc-b@example.com',
      first_name: 'D',
      last_name: 'B',
      SELECTED_EVENTS: ['multi-session-round1-b'],
    });
    expect(taken.status).toBe(200);
    const fullAgain = await t.get(PATH);
    expect(disabledOf(fullAgain.json)).toBe(true);
    expect(fullAgain.headers.get('etag')).toBe(full.headers.get('etag'));
  });
});
