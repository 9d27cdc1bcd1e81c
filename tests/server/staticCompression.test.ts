// @vitest-environment node
// The build's precompressed copies (brotli, gzip) as the server picks them, and the headers of a
// build file as Node's server writes them over HTTP/1.1. The files and the fallback: static.test.ts.
import { Agent, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createAdaptorServer } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TIMEOUT, type TestApp } from './helpers.ts';
import { APP_JS, LOGO_HINT, makeBuiltApp, PAGE, raw, SW_JS, anyNonce } from './staticBuild.ts';

let t: TestApp;
let built: Awaited<ReturnType<typeof makeBuiltApp>>;
beforeAll(async () => {
  built = await makeBuiltApp();
  t = built.t;
}, SETUP_TIMEOUT);
afterAll(() => built.close());

describe('precompressed copies of the build', () => {
  const files = [
    { path: '/assets/app-1234.js', body: APP_JS, type: /javascript/, cache: 'public, max-age=31536000, immutable' },
    { path: '/sw.js', body: SW_JS, type: /javascript/, cache: 'no-cache' },
    { path: '/index.html', body: PAGE, type: /text\/html/, cache: 'no-cache' },
    { path: '/manifest.webmanifest', body: '{"name":"App"}', type: /manifest\+json/, cache: 'no-cache' },
    // the history fallback sends index.html's copies too
    // (the event's page: its body as a plain GET answers it, with the server's head)
    { path: '/hybrid-summit/registration', body: '', type: /text\/html/, cache: 'no-cache' },
    { path: '/', body: PAGE, type: /text\/html/, cache: 'no-cache' },
  ];
  beforeAll(async () => {
    files[4].body = (await t.get('/hybrid-summit/registration')).text;
    expect(files[4].body).toContain(LOGO_HINT);
  });

  it(
    'sends brotli to a client that takes br; ' + 'a page the same for everyone but its nonce in gzip compressed once',
    async () => {
      for (const f of files) {
        const { res, body } = await raw(t, f.path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
        expect(res.status, f.path).toBe(200);
        if (/html/.test(String(f.type))) {
          // server/http/noncedGzip.ts: deflated once, this answer's nonce joined in.
          expect(res.headers.get('content-encoding'), f.path).toBe('gzip');
          const page = gunzipSync(body).toString();
          expect(anyNonce(page), f.path).toBe(anyNonce(f.body));
          const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
          expect(nonce, f.path).toBeTruthy();
          expect(page, f.path).toContain(`nonce="${nonce}"`);
          expect(page, f.path).not.toContain('__CSP_NONCE__');
          continue;
        }
        expect(res.headers.get('content-encoding'), f.path).toBe('br');
        expect(res.headers.get('vary'), f.path).toBe('Accept-Encoding');
        expect(res.headers.get('content-type'), f.path).toMatch(f.type);
        expect(res.headers.get('cache-control'), f.path).toBe(f.cache);
        expect(Number(res.headers.get('content-length')), f.path).toBe(body.length);
        expect(anyNonce(brotliDecompressSync(body).toString()), f.path).toBe(anyNonce(f.body));
      }
    },
  );

  it('sends gzip to a client that takes gzip but not br', async () => {
    for (const f of files) {
      const { res, body } = await raw(t, f.path, { 'accept-encoding': 'gzip, deflate' });
      expect(res.headers.get('content-encoding'), f.path).toBe('gzip');
      expect(res.headers.get('vary'), f.path).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control'), f.path).toBe(f.cache);
      expect(anyNonce(gunzipSync(body).toString()), f.path).toBe(anyNonce(f.body));
    }
  });

  it('sends the file itself to a client that asked for no coding we have', async () => {
    for (const accept of [undefined, 'identity', 'deflate', 'br;q=0', 'zstd']) {
      for (const f of files) {
        const { res, body } = await raw(t, f.path, accept ? { 'accept-encoding': accept } : {});
        const label = `${f.path} with ${accept}`;
        expect(res.status, label).toBe(200);
        expect(res.headers.get('content-encoding'), label).toBeNull();
        expect(res.headers.get('vary'), label).toBe('Accept-Encoding');
        expect(anyNonce(body.toString()), label).toBe(anyNonce(f.body));
      }
    }
  });

  it('answers HEAD with the headers and length of what GET would send', async () => {
    const { res, body } = await raw(t, '/assets/app-1234.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(body.length).toBe(0);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(Number(res.headers.get('content-length'))).toBe(brotliCompressSync(APP_JS).length);
    const page = await raw(t, '/hybrid-summit', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(page.res.status).toBe(200);
    expect(page.body.length).toBe(0);
    expect(page.res.headers.get('content-encoding')).toBe('gzip');
    expect(page.res.headers.get('cache-control')).toBe('no-cache');
    const plain = await raw(t, '/assets/app-1234.js', {}, 'HEAD');
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.res.headers.get('content-length'))).toBe(Buffer.byteLength(APP_JS));
  });

  it('keeps a missing asset a 404, compressed copies unlisted, and binary files as they are', async () => {
    const missing = await raw(t, '/assets/x.js', { 'accept-encoding': 'br, gzip' });
    expect(missing.res.status).toBe(404);
    expect(missing.res.headers.get('content-encoding')).toBeNull();
    expect(missing.body.toString()).not.toContain('<div id="root">');
    expect((await raw(t, '/assets/app-1234.js.br')).res.status).toBe(404);
    expect((await raw(t, '/assets/app-1234.js.gz')).res.status).toBe(404);
    const font = await raw(t, '/assets/font-1234.woff2', { 'accept-encoding': 'br, gzip' });
    expect(font.res.status).toBe(200);
    expect(font.res.headers.get('content-encoding')).toBeNull();
    expect(font.res.headers.get('vary')).toBeNull();
    expect(font.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('the headers of a build file as sent over HTTP/1.1', () => {
  /** The header lines (`name: value`) as Node's server writes them for `path`, through a real socket. */
  async function headerLines(path: string, headers: Record<string, string> = {}): Promise<string[]> {
    const server = createAdaptorServer({ fetch: t.app.fetch });
    const agent = new Agent({ keepAlive: true });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      return await new Promise((resolve, reject) => {
        get({ host: '127.0.0.1', port, path, headers, agent }, (res) => {
          res.resume();
          const lines = res.rawHeaders.flatMap((value, i) =>
            i % 2 ? [] : [`${value.toLowerCase()}: ${res.rawHeaders[i + 1]}`],
          );
          res.on('end', () => resolve(lines));
        }).on('error', reject);
      });
    } finally {
      agent.destroy();
      server.close();
    }
  }

  it(
    'keeps the connection open without the Keep-Alive hint ' + "on /assets files; other answers keep Node's headers",
    async () => {
      const names = (lines: string[]) => lines.map((line) => line.split(':')[0]);
      const asset = await headerLines('/assets/app-1234.js');
      expect(asset).toContain('connection: keep-alive');
      expect(names(asset)).not.toContain('keep-alive');
      expect(names(asset)).not.toContain('referrer-policy');
      expect(asset).toContain('x-content-type-options: nosniff');
      const worker = await headerLines('/sw.js');
      expect(worker).toEqual(
        expect.arrayContaining([
          'connection: keep-alive',
          'keep-alive: timeout=5',
          'referrer-policy: strict-origin-when-cross-origin',
        ]),
      );
    },
  );

  it('still closes when the client asks to', async () => {
    expect(await headerLines('/assets/app-1234.js', { connection: 'close' })).toContain('connection: close');
  });
});
