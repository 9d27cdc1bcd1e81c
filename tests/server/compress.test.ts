// @vitest-environment node
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAnswers } from '../../server/http/compress.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) };
const bigText = JSON.stringify(big);

function demoApp() {
  const app = new Hono();
  app.use('*', compressAnswers());
  app.get('/small', (c) => c.json({ ok: true }));
  app.get('/small-page', (c) => c.html('<p>hello</p>'));
  app.get('/created', (c) => c.json({ id: 'x'.repeat(2000) }, 201, { 'X-Extra': 'kept' }));
  app.get('/init', (c) => c.json({ ok: 1 }, { status: 202, headers: { 'X-Init': 'kept' } }));
  app.get('/big', (c) => c.json(big));
  app.get('/page', (c) => c.html(`<p>${'hello '.repeat(400)}</p>`));
  app.get('/error', (c) => c.json({ error: 'x'.repeat(2000) }, 422));
  app.get('/encoded', (c) =>
    c.body('already-encoded-bytes'.repeat(100), 200, { 'Content-Type': 'application/json', 'Content-Encoding': 'br' }),
  );
  app.get('/events', (c) =>
    streamSSE(c, async (stream) => {
      for (let i = 0; i < 3; i++) await stream.writeSSE({ data: 'x'.repeat(600), event: 'tick' });
    }),
  );
  app.post('/empty', (c) => c.body(null, 204, { 'Content-Type': 'application/json' }));
  return app;
}

async function get(app: Hono, path: string, accept?: string, method = 'GET') {
  const res = await app.request(`http://localhost${path}`, {
    method,
    headers: accept ? { 'accept-encoding': accept } : {},
  });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

describe('compression of the server’s own answers', () => {
  const app = demoApp();

  it('gzips JSON and HTML of 1 KiB and more, with Vary', async () => {
    for (const path of ['/big', '/page', '/error']) {
      const { res, body } = await get(app, path, 'gzip, deflate, br');
      expect(res.headers.get('content-encoding'), path).toBe('gzip');
      expect(res.headers.get('vary'), path).toBe('Accept-Encoding');
      expect(res.headers.get('content-length'), path).toBeNull();
      expect(gunzipSync(body).length, path).toBeGreaterThan(1024);
    }
    expect(gunzipSync((await get(app, '/big', 'gzip')).body).toString()).toBe(bigText);
    expect((await get(app, '/error', 'gzip')).res.status).toBe(422);
  });

  it('leaves small answers as they are, with their length', async () => {
    const { res, body } = await get(app, '/small', 'gzip, deflate, br');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('content-length')).toBe(String(body.length));
    expect(JSON.parse(body.toString())).toEqual({ ok: true });
    const page = await get(app, '/small-page', 'gzip');
    expect(page.res.headers.get('content-encoding')).toBeNull();
    expect(page.body.toString()).toBe('<p>hello</p>');
  });

  it('keeps the status and headers a route gives c.json()', async () => {
    const created = await get(app, '/created', 'gzip');
    expect(created.res.status).toBe(201);
    expect(created.res.headers.get('x-extra')).toBe('kept');
    expect(created.res.headers.get('content-encoding')).toBe('gzip');
    const init = await get(app, '/init');
    expect(init.res.status).toBe(202);
    expect(init.res.headers.get('x-init')).toBe('kept');
    expect(JSON.parse(init.body.toString())).toEqual({ ok: 1 });
  });

  it('sends identity to a client that takes no gzip or deflate', async () => {
    for (const accept of [undefined, 'identity', 'br', 'gzip;q=0, deflate;q=0']) {
      const { res, body } = await get(app, '/big', accept);
      expect(res.headers.get('content-encoding'), accept).toBeNull();
      expect(body.toString(), accept).toBe(bigText);
    }
  });

  it('never touches an answer that already carries a Content-Encoding', async () => {
    const { res, body } = await get(app, '/encoded', 'gzip, br');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(body.toString()).toBe('already-encoded-bytes'.repeat(100));
  });

  it('streams Server-Sent Events uncompressed', async () => {
    const { res, body } = await get(app, '/events', 'gzip, deflate, br');
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(body.toString().match(/event: tick/g)).toHaveLength(3);
  });

  it('answers HEAD and bodiless statuses without a body', async () => {
    const head = await get(app, '/big', 'gzip', 'HEAD');
    expect(head.res.headers.get('content-encoding')).toBeNull();
    expect(head.body.length).toBe(0);
    const empty = await app.request('http://localhost/empty', {
      method: 'POST',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(empty.status).toBe(204);
  });
});

describe('compression in the real app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });

  it('gzips the project document for a client that takes gzip, and only then', async () => {
    const zipped = await t.app.request('http://localhost/frontend-api/projectevents/hybrid-summit', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    const doc = JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString());
    const plain = await t.get('/frontend-api/projectevents/hybrid-summit');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(doc).toEqual(plain.json);
  });

  it('sends small API answers as they are', async () => {
    const res = await t.app.request('http://localhost/api/nothing', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual({ error: 'Not found', kind: 'not-found' });
  });
});
