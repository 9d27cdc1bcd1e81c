// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

let t: TestApp;
let dist: string;
const INDEX = '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log("app")');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("install", () => {})');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{}');
  t = await makeTestApp({ distDir: dist });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('static files and history fallback', () => {
  it('answers app routes with index.html', async () => {
    for (const path of ['/hybrid-summit', '/hybrid-summit/demoRegistrationHybrid01', '/demo-company/registration-company', '/']) {
      const res = await t.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/text\/html/);
      expect(res.text, path).toBe(INDEX);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
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
