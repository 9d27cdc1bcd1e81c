// @vitest-environment node
/**
 * Visitor pages rendered on the server (issue 33, src/entry-server.tsx, server/ssr/): over plain
 * HTTP, without JavaScript, each page's visible content in the project's language, and the data
 * the browser hydrates from.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Renderer } from '../../server/ssr/renderer.ts';
import { saveCaption } from '../../server/live/captions/store.ts';
import { ADMIN_TOKEN, organiser } from './adminHelpers.ts';
import { makeTestApp, NOW, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  // The demo is timed around the tests' clock: render at that moment too.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  copyFileSync(join(import.meta.dirname, '../../index.html'), join(dist, 'index.html'));
  // The app's renderer from source (vitest compiles it as the build does); not a typed import:
  // the server's typecheck does not compile the app's JSX.
  const entry = '../../src/entry-server.tsx';
  t = await makeTestApp(
    { distDir: dist, admin: { token: ADMIN_TOKEN, retentionMonths: 6 } },
    { serverRenderer: () => import(/* @vite-ignore */ entry) as Promise<Renderer> },
  );
}, SETUP_TIMEOUT);
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The markup inside `<div id="root">`, and the data script. */
function parts(html: string) {
  const root = /<div id="root" inert>([\s\S]*)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '';
  const data = /<script type="application\/json" id="server-data" nonce="[^"]*">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return { root, data: data ? JSON.parse(data) : undefined };
}

const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');

// The first render compiles the app's pages (vitest transforms them on demand): slow once.
describe('server-rendered visitor pages', { timeout: 30_000 }, () => {
  it('renders the registration form with its labels, in English', async () => {
    const res = await t.get('/hybrid-summit/registration');
    const { root, data } = parts(res.text);
    expect(text(root)).toContain('Hybrid Health Summit 2026');
    expect(text(root)).toContain('How will you attend? *');
    expect(text(root)).toContain('First name *');
    expect(root).toContain('<form');
    expect(root).not.toContain('class="page-loader"');
    expect(data.locale).toBe('en');
    expect(data.zone).toBe('Europe/Amsterdam');
    expect(data.queries['project:hybrid-summit'].eventTitle).toBe('Hybrid Health Summit 2026');
    // A public page: any cache may keep it (it revalidates), never one visitor's data in it.
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('renders each project in its own language', async () => {
    const webinar = parts((await t.get('/webinar')).text);
    expect(text(webinar.root)).toContain('Webinar BENG in de praktijk');
    expect(text(webinar.root)).toContain('Registreren');
    expect(webinar.data.locale).toBe('nlFormal');
    const french = parts((await t.get('/on-demand/registration')).text);
    expect(french.data.locale).toBe('fr');
    expect(text(french.root)).toContain('Prénom');
    const german = parts((await t.get('/secure-live/login')).text);
    expect(german.data.locale).toBe('de');
    expect(text(german.root)).toMatch(/E-Mail/);
  });

  it("writes times in the zone the visitor's cookie names, else the event's", async () => {
    const amsterdam = parts((await t.get('/webinar')).text);
    const tokyo = parts((await t.get('/webinar', { cookie: 'tz=Asia/Tokyo' })).text);
    expect(amsterdam.data.zone).toBe('Europe/Amsterdam');
    expect(tokyo.data.zone).toBe('Asia/Tokyo');
    const start = (data: { queries: Record<string, { event: { startDateTimeFormattedFull: string } }> }) =>
      data.queries['project:webinar'].event.startDateTimeFormattedFull;
    expect(start(tokyo.data)).not.toBe(start(amsterdam.data));
    expect(text(tokyo.root)).toContain(start(tokyo.data));
    // An unknown zone is the event's, not an error.
    expect(parts((await t.get('/webinar', { cookie: 'tz=Mars/Olympus' })).text).data.zone).toBe('Europe/Amsterdam');
  });

  it('renders a personal page per request, for that visitor only', async () => {
    const res = await t.get('/hybrid-summit/demoRegistrationOnline01');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { data } = parts(res.text);
    expect(data.queries['registration:proj-hybrid-summit:demoRegistrationOnline01'].first_name).toBe('Grace');
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('renders a personal page with the recent caption lines of its broadcast, in place (issue 48)', async () => {
    const phone = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36' };
    const page = '/hybrid-summit/demoRegistrationHybrid01';
    expect(parts((await t.get(page, phone)).text).data.queries['captioned:hybrid-summit']).toBeUndefined();
    await saveCaption(t.db, 'hybrid-health-summit-2026', { seq: 1, lang: 'en', text: 'Welcome.', final: true }, NOW);
    // An answer is kept a few seconds per broadcast (a crowd opening their links costs one read).
    vi.setSystemTime(NOW.getTime() + 10_000);
    try {
      const after = parts((await t.get(page, phone)).text);
      expect(after.data.queries['captioned:hybrid-summit'].lines.map((line: { text: string }) => line.text)).toEqual([
        'Welcome.',
      ]);
    } finally {
      vi.setSystemTime(NOW);
    }
  });

  it('leaves unknown registrations and routes it does not render to the browser', async () => {
    for (const path of [
      '/hybrid-summit/aaaaaaaaaaaaaaaaaaaaaaaa',
      '/hybrid-summit/app',
      '/linkedin-auth-callback',
      '/no-such-event',
    ]) {
      const res = await t.get(path);
      expect(res.status, path).toBe(200);
      expect(parts(res.text).data, path).toBeUndefined();
      expect(res.text, path).toContain('class="page-loader"');
    }
  });

  it('renders the phone layout for a phone, and links only the stylesheets the page shows', async () => {
    const phone = await t.get('/hybrid-summit/registration', {
      'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36',
    });
    expect(parts(phone.text).root).toContain('data-layout="registration-mobile"');
    expect(parts(phone.text).data.mobile).toBe(true);
    const wide = await t.get('/hybrid-summit/registration', { 'sec-ch-ua-mobile': '?0' });
    expect(parts(wide.text).root).toContain('data-layout="registration-desktop"');
    expect(wide.headers.get('vary')).toContain('User-Agent');
  });

  it(
    'answers a plain page path whole ahead of the middleware ' + '(routes/hotPages.ts), as the regular route would',
    async () => {
      const nonces = (text: string) =>
        text.replace(/nonce-[A-Za-z0-9+/=]+/g, 'nonce-N').replace(/nonce="[^"]*"/g, 'nonce="N"');
      const headersOf = (res: { headers: Headers }) =>
        nonces(JSON.stringify([...res.headers].filter(([name]) => name !== 'content-length')));
      const before = await organiser(t.app).get('/metrics');
      const pageRequests = (text: string) =>
        Number(/requests_total\{[^}]*route="\(page\)"[^}]*\} (\d+)/.exec(text)?.[1] ?? 0);
      for (const path of ['/hybrid-summit/registration', '/hybrid-summit/demoRegistrationOnline01', '/webinar']) {
        const hot = await t.get(path);
        // A query takes the regular route, through every middleware.
        const regular = await t.get(`${path}?from=test`);
        expect(hot.status, path).toBe(200);
        expect(headersOf(hot), path).toBe(headersOf(regular));
        expect(nonces(hot.text), path).toBe(nonces(regular.text));
        // Each answer its own nonce, the same in its policy and its page.
        const nonce = /'nonce-([^']+)'/.exec(hot.headers.get('content-security-policy')!)![1]!;
        expect(hot.text).toContain(`nonce="${nonce}"`);
        expect(regular.headers.get('content-security-policy')).not.toContain(nonce);
      }
      const after = await organiser(t.app).get('/metrics');
      expect(pageRequests(after.text) - pageRequests(before.text)).toBe(3);
    },
  );

  it("shows an organiser's change on the next answer of a kept public page", async () => {
    const admin = organiser(t.app);
    const before = await t.get('/webinar');
    expect(text(parts(before.text).root)).toContain('Webinar BENG in de praktijk');
    const exported = await admin.get('/admin/api/projects/proj-webinar');
    const changed = JSON.parse(
      JSON.stringify(exported.json).replaceAll('Webinar BENG in de praktijk: wat', 'Webinar BENG vandaag: wat'),
    );
    try {
      expect((await admin.put('/admin/api/projects/proj-webinar', changed)).status).toBe(200);
      const after = await t.get('/webinar');
      expect(text(parts(after.text).root)).toContain('Webinar BENG vandaag: wat');
      expect(after.text).toContain('<title>Webinar BENG vandaag');
    } finally {
      await admin.put('/admin/api/projects/proj-webinar', exported.json);
    }
  });

  it('escapes organiser text inside the data script', async () => {
    const res = await t.get('/hybrid-summit/registration');
    const script = /<script type="application\/json" id="server-data"[^>]*>([\s\S]*?)<\/script>/.exec(res.text)![1]!;
    expect(script).not.toMatch(/<\//);
  });
});
