// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createAdaptorServer } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSettings, testConfig } from '../../server/config.ts';
import { deploymentSettingsElement } from '../../server/http/appDocument.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

let t: TestApp;
let dist: string;
const BUILD_MANIFEST = '<link rel="manifest" href="/manifest.webmanifest">';
const INDEX = `<!doctype html><html><head><title>App</title>${BUILD_MANIFEST}<script type="module" src="/assets/app-1234.js" nonce="__CSP_NONCE__"></script></head><body><div id="root"></div></body></html>`;
/** index.html as the server sends it: with the deployment's settings in its head (issue 44). */
const PAGE = INDEX.replace('</head>', `${deploymentSettingsElement(pageSettings(testConfig()))}</head>`);
/**
 * A page of an event links the event's manifest instead of the build's (http/documentManifest.ts),
 * and carries the event's own head (ssr/pageHead.ts, tested in ssrHead.test.ts).
 */
function expectEventPage(text: string, eventId: string) {
  expect(text).toContain(`<link rel="manifest" href="/app-manifest/${eventId}/manifest.webmanifest">`);
  expect(text).not.toContain(BUILD_MANIFEST);
  expect(text).toContain('<link rel="canonical"');
}
const APP_JS = `console.log(${JSON.stringify('app '.repeat(500))});`;
/** What the server adds to hybrid-summit's registration page (http/documentPreloads.ts). */
const LOGO_HINT = '<link rel="preload" as="image" href="/media/logos/hybrid-health-summit.svg" fetchpriority="high">';
const SW_JS = 'self.addEventListener("install", () => {})';

/** Writes a file with its brotli and gzip copies, as the build does. */
function writeWithCopies(file: string, body: string) {
  writeFileSync(file, body);
  writeFileSync(`${file}.br`, brotliCompressSync(body));
  writeFileSync(`${file}.gz`, gzipSync(body));
}

/** The raw answer, bytes as sent (app.request decodes nothing). */
async function raw(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const res = await t.app.request(`http://localhost${path}`, { method, headers });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeWithCopies(join(dist, 'index.html'), INDEX);
  writeWithCopies(join(dist, 'assets', 'app-1234.js'), APP_JS);
  writeWithCopies(join(dist, 'sw.js'), SW_JS);
  writeWithCopies(join(dist, 'manifest.webmanifest'), '{"name":"App"}');
  writeFileSync(join(dist, 'assets', 'font-1234.woff2'), 'wOF2-not-really');
  t = await makeTestApp({ distDir: dist });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('static files and history fallback', () => {
  it('answers app routes with index.html, a page of an event linking its own manifest', async () => {
    for (const path of ['/hybrid-summit', '/hybrid-summit/demoRegistrationHybrid01', '/demo-company/registration-company', '/', '/no-such-event/x']) {
      const res = await t.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/text\/html/);
      if (path.startsWith('/hybrid-summit')) expectEventPage(res.text, 'hybrid-summit');
      else expect(anyNonce(res.text), path).toBe(anyNonce(PAGE));
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('hints the project logo on registration pages only, so it downloads beside the scripts', async () => {
    const registration = await t.get('/hybrid-summit/registration');
    expectEventPage(registration.text, 'hybrid-summit');
    expect(registration.text).toContain(LOGO_HINT);
    // Other pages show the logo on desktop only; unknown events have none.
    for (const path of ['/hybrid-summit', '/hybrid-summit/demoRegistrationHybrid01']) {
      expect((await t.get(path)).text, path).not.toContain(LOGO_HINT);
    }
    for (const path of ['/no-such-event/registration']) {
      expect(anyNonce((await t.get(path)).text), path).toBe(anyNonce(PAGE));
    }
  });

  it('never sends the build\'s server half (the renderer) nor its lists', async () => {
    mkdirSync(join(dist, 'server'), { recursive: true });
    mkdirSync(join(dist, '.vite'), { recursive: true });
    writeFileSync(join(dist, 'server', 'entry-server.js'), 'export {}');
    writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
    for (const path of ['/server/entry-server.js', '/.vite/manifest.json']) expect((await t.get(path)).status, path).toBe(404);
  });

  it('never answers a missing file with index.html', async () => {
    const res = await t.get('/assets/x.js');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<div id="root">');
    expect((await t.get('/hybrid-summit/logo.png')).status).toBe(404);
  });

  it('serves assets immutable and the worker, page and manifest uncached', async () => {
    const asset = await t.get('/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('last-modified')).toBeNull(); // never revalidated: no date to send
    // Its own requests are this origin's /assets files: no Referrer-Policy to send; nosniff stays.
    expect(asset.headers.get('referrer-policy')).toBeNull();
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    for (const path of ['/sw.js', '/index.html', '/manifest.webmanifest']) {
      const res = await t.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('keeps server prefixes out of the fallback', async () => {
    for (const path of ['/api/nothing', '/frontend-api/nothing', '/dev/nothing', '/live-director/nothing', '/media/nothing']) {
      const res = await t.get(path);
      expect(res.status, path).toBe(404);
      expect(res.json, path).toEqual({ error: 'Not found' });
    }
  });

  it('serves the demo media, including real PDF handouts', async () => {
    const pdf = await t.app.request('http://localhost/media/hybrid-summit/programme.pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(bytes.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    const svg = await t.get('/media/speakers/amara-okafor.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/image\/svg\+xml/);
  });

  it('says to build the app when there is no index.html', async () => {
    const bare = await makeTestApp({ distDir: join(dist, 'missing') });
    try {
      const res = await bare.get('/hybrid-summit');
      expect(res.status).toBe(503);
      expect(res.text).toContain('npm run build');
      expect((await bare.get('/assets/x.js')).status).toBe(404);
    } finally {
      await bare.close();
    }
  }, SETUP_TIMEOUT);
});

/** Each answer has its own CSP nonce (the event page's JSON-LD carries it). */
const anyNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

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

  it('sends brotli to a client that takes br; a page the same for everyone but its nonce in gzip compressed once', async () => {
    for (const f of files) {
      const { res, body } = await raw(f.path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
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
  });

  it('sends gzip to a client that takes gzip but not br', async () => {
    for (const f of files) {
      const { res, body } = await raw(f.path, { 'accept-encoding': 'gzip, deflate' });
      expect(res.headers.get('content-encoding'), f.path).toBe('gzip');
      expect(res.headers.get('vary'), f.path).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control'), f.path).toBe(f.cache);
      expect(anyNonce(gunzipSync(body).toString()), f.path).toBe(anyNonce(f.body));
    }
  });

  it('sends the file itself to a client that asked for no coding we have', async () => {
    for (const accept of [undefined, 'identity', 'deflate', 'br;q=0', 'zstd']) {
      for (const f of files) {
        const { res, body } = await raw(f.path, accept ? { 'accept-encoding': accept } : {});
        const label = `${f.path} with ${accept}`;
        expect(res.status, label).toBe(200);
        expect(res.headers.get('content-encoding'), label).toBeNull();
        expect(res.headers.get('vary'), label).toBe('Accept-Encoding');
        expect(anyNonce(body.toString()), label).toBe(anyNonce(f.body));
      }
    }
  });

  it('answers HEAD with the headers and length of what GET would send', async () => {
    const { res, body } = await raw('/assets/app-1234.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(body.length).toBe(0);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(Number(res.headers.get('content-length'))).toBe(brotliCompressSync(APP_JS).length);
    const page = await raw('/hybrid-summit', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(page.res.status).toBe(200);
    expect(page.body.length).toBe(0);
    expect(page.res.headers.get('content-encoding')).toBe('gzip');
    expect(page.res.headers.get('cache-control')).toBe('no-cache');
    const plain = await raw('/assets/app-1234.js', {}, 'HEAD');
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.res.headers.get('content-length'))).toBe(Buffer.byteLength(APP_JS));
  });

  it('keeps a missing asset a 404, compressed copies unlisted, and binary files as they are', async () => {
    const missing = await raw('/assets/x.js', { 'accept-encoding': 'br, gzip' });
    expect(missing.res.status).toBe(404);
    expect(missing.res.headers.get('content-encoding')).toBeNull();
    expect(missing.body.toString()).not.toContain('<div id="root">');
    expect((await raw('/assets/app-1234.js.br')).res.status).toBe(404);
    expect((await raw('/assets/app-1234.js.gz')).res.status).toBe(404);
    const font = await raw('/assets/font-1234.woff2', { 'accept-encoding': 'br, gzip' });
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
          const lines = res.rawHeaders.flatMap((value, i) => (i % 2 ? [] : [`${value.toLowerCase()}: ${res.rawHeaders[i + 1]}`]));
          res.on('end', () => resolve(lines));
        }).on('error', reject);
      });
    } finally {
      agent.destroy();
      server.close();
    }
  }

  it('keeps the connection open without the Keep-Alive hint on /assets files; other answers keep Node\'s headers', async () => {
    const names = (lines: string[]) => lines.map((line) => line.split(':')[0]);
    const asset = await headerLines('/assets/app-1234.js');
    expect(asset).toContain('connection: keep-alive');
    expect(names(asset)).not.toContain('keep-alive');
    expect(names(asset)).not.toContain('referrer-policy');
    expect(asset).toContain('x-content-type-options: nosniff');
    const worker = await headerLines('/sw.js');
    expect(worker).toEqual(expect.arrayContaining(['connection: keep-alive', 'keep-alive: timeout=5', 'referrer-policy: strict-origin-when-cross-origin']));
  });

  it('still closes when the client asks to', async () => {
    expect(await headerLines('/assets/app-1234.js', { connection: 'close' })).toContain('connection: close');
  });
});
