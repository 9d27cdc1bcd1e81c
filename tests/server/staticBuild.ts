/**
 * The build the static-file tests serve: a dist folder with index.html, an asset, the worker and the
 * manifest, each with its brotli and gzip copies as the build writes them, and an app on it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect } from 'vitest';
import { pageSettings, testConfig } from '../../server/config.ts';
import { deploymentSettingsElement } from '../../server/http/appDocument.ts';
import { makeTestApp, type TestApp } from './helpers.ts';

export const BUILD_MANIFEST = '<link rel="manifest" href="/manifest.webmanifest">';
export const INDEX =
  `<!doctype html><html><head><title>App</title>${BUILD_MANIFEST}` +
  '<script type="module" src="/assets/app-1234.js" nonce="__CSP_NONCE__"></script></head>' +
  '<body><div id="root"></div></body></html>';
/** index.html as the server sends it: with the deployment's settings in its head (issue 44). */
export const PAGE = INDEX.replace('</head>', `${deploymentSettingsElement(pageSettings(testConfig()))}</head>`);
/**
 * A page of an event links the event's manifest instead of the build's (http/documentManifest.ts),
 * and carries the event's own head (ssr/pageHead.ts, tested in ssrHead.test.ts).
 */
export function expectEventPage(text: string, eventId: string) {
  expect(text).toContain(`<link rel="manifest" href="/app-manifest/${eventId}/manifest.webmanifest">`);
  expect(text).not.toContain(BUILD_MANIFEST);
  expect(text).toContain('<link rel="canonical"');
}
export const APP_JS = `console.log(${JSON.stringify('app '.repeat(500))});`;
/** What the server adds to hybrid-summit's registration page (http/documentPreloads.ts). */
export const LOGO_HINT =
  '<link rel="preload" as="image" href="/media/logos/hybrid-health-summit.svg" fetchpriority="high">';
export const SW_JS = 'self.addEventListener("install", () => {})';

/** Writes a file with its brotli and gzip copies, as the build does. */
export function writeWithCopies(file: string, body: string) {
  writeFileSync(file, body);
  writeFileSync(`${file}.br`, brotliCompressSync(body));
  writeFileSync(`${file}.gz`, gzipSync(body));
}

/** The raw answer, bytes as sent (app.request decodes nothing). */
export async function raw(t: TestApp, path: string, headers: Record<string, string> = {}, method = 'GET') {
  const res = await t.app.request(`http://localhost${path}`, { method, headers });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

/** Each answer has its own CSP nonce (the event page's JSON-LD carries it). */
export const anyNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

/** The app on a fresh dist folder; `close` stops it and removes the folder. */
export async function makeBuiltApp() {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeWithCopies(join(dist, 'index.html'), INDEX);
  writeWithCopies(join(dist, 'assets', 'app-1234.js'), APP_JS);
  writeWithCopies(join(dist, 'sw.js'), SW_JS);
  writeWithCopies(join(dist, 'manifest.webmanifest'), '{"name":"App"}');
  writeFileSync(join(dist, 'assets', 'font-1234.woff2'), 'wOF2-not-really');
  const t = await makeTestApp({ distDir: dist });
  const close = async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  };
  return { t, dist, close };
}
