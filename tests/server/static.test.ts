// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';
import { expectEventPage, LOGO_HINT, makeBuiltApp, PAGE, anyNonce } from './staticBuild.ts';

let t: TestApp;
let built: Awaited<ReturnType<typeof makeBuiltApp>>;
beforeAll(async () => {
  built = await makeBuiltApp();
  t = built.t;
}, SETUP_TIMEOUT);
afterAll(() => built.close());

describe('static files and history fallback', () => {
  it('answers app routes with index.html, a page of an event linking its own manifest', async () => {
    for (const path of [
      '/hybrid-summit',
      '/hybrid-summit/demoRegistrationHybrid01',
      '/demo-company/registration-company',
      '/',
      '/no-such-event/x',
    ]) {
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

  it("never sends the build's server half (the renderer) nor its lists", async () => {
    mkdirSync(join(built.dist, 'server'), { recursive: true });
    mkdirSync(join(built.dist, '.vite'), { recursive: true });
    writeFileSync(join(built.dist, 'server', 'entry-server.js'), 'export {}');
    writeFileSync(join(built.dist, '.vite', 'manifest.json'), '{}');
    for (const path of ['/server/entry-server.js', '/.vite/manifest.json'])
      expect((await t.get(path)).status, path).toBe(404);
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
    for (const path of [
      '/api/nothing',
      '/frontend-api/nothing',
      '/dev/nothing',
      '/live-director/nothing',
      '/media/nothing',
    ]) {
      const res = await t.get(path);
      expect(res.status, path).toBe(404);
      expect(res.json, path).toEqual({ error: 'Not found', kind: 'not-found' });
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

  it(
    'says to build the app when there is no index.html',
    async () => {
      const bare = await makeTestApp({ distDir: join(built.dist, 'missing') });
      try {
        const res = await bare.get('/hybrid-summit');
        expect(res.status).toBe(503);
        expect(res.text).toContain('npm run build');
        expect((await bare.get('/assets/x.js')).status).toBe(404);
      } finally {
        await bare.close();
      }
    },
    SETUP_TIMEOUT,
  );
});
