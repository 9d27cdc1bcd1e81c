// @vitest-environment node
/** Security headers on every answer, and the app page's CSP with its per-answer nonce (issue 14). */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thirdPartiesFromEnv } from '../../server/thirdParties.ts';
import { isIndexable } from '../../server/http/securityHeaders.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

const ADMIN = 'https://admin.example.org';
const INDEX = `<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__">
<script type="module" src="/assets/app.js" nonce="__CSP_NONCE__"></script></head>
<body><div id="root"></div></body></html>`;

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-headers-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'app.js'), 'console.log(1)');
  t = await makeTestApp({
    distDir: dist,
    adminOrigin: ADMIN,
    thirdParties: thirdPartiesFromEnv({
      JITSI_DOMAIN: 'meet.example.org',
      API: 'https://api.example.org/v1',
      CDN_API: 'https://cdn.example.org/api',
      LIVE_DIRECTOR_LIBRARY: 'https://live.example.org/library.js',
      CHAT_EMBED_ORIGINS: 'https://chat.example.org, not a url',
      // The build-time name of earlier releases still counts (issue 44).
      VITE_LINKEDIN_AUTHORIZE_URL: 'https://www.linkedin.com/oauth/v2/authorization',
    }),
  });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The CSP as a map of directive -> sources. */
function directives(header: string | null): Map<string, string[]> {
  expect(header).toBeTruthy();
  return new Map(
    header!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
}

describe('headers on every answer', () => {
  it('sends nosniff and a Referrer-Policy on API answers, errors, 404s and files', async () => {
    const answers = [
      await t.get('/frontend-api/projectevents/hybrid-summit'),
      await t.get('/frontend-api/projectevents/no-such-event'),
      // Answered whole ahead of the middleware (routes/hotReads.ts), and passed on to the regular route.
      await t.get('/api/registrations/proj-hybrid-summit/count-on-site-viewers'),
      await t.get('/api/registrations/no-such-project/count-each-event'),
      await t.post('/api/registrations', { nonsense: true }),
      await t.get('/api/nothing-here'),
      await t.get('/app.js'),
      await t.get('/healthz'),
      await t.get('/hybrid-summit'),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 404, 200, 400, 400, 404, 200, 200, 200]);
    for (const a of answers) {
      expect(a.headers.get('x-content-type-options')).toBe('nosniff');
      expect(a.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(a.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('keeps the CSP to the app pages: the JSON API has none', async () => {
    expect(
      (await t.get('/frontend-api/projectevents/hybrid-summit')).headers.get('content-security-policy'),
    ).toBeNull();
  });
});

describe('the app page', () => {
  it('writes a fresh nonce into the page and the CSP of each answer', async () => {
    const one = await t.get('/hybrid-summit');
    const two = await t.get('/hybrid-summit');
    const nonceOf = (text: string) => /<meta property="csp-nonce" nonce="([^"]+)">/.exec(text)?.[1];
    const [a, b] = [nonceOf(one.text), nonceOf(two.text)];
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(b).not.toBe(a);
    expect(one.text).not.toContain('__CSP_NONCE__');
    expect(one.text).toContain(`<script type="module" src="/assets/app.js" nonce="${a}">`);
    const csp = directives(one.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toContain(`'nonce-${a}'`);
    expect(csp.get('style-src')).toContain(`'nonce-${a}'`);
    expect(directives(two.headers.get('content-security-policy')).get('script-src')).toContain(`'nonce-${b}'`);
  });

  it('lets the door page alone compile WebAssembly (its QR reader), and never eval a script', async () => {
    for (const path of ['/hybrid-summit/check-in?door=x', '/hybrid-summit/check-in']) {
      const scripts = directives((await t.get(path)).headers.get('content-security-policy')).get('script-src');
      expect(scripts, path).toContain("'wasm-unsafe-eval'");
      expect(scripts, path).not.toContain("'unsafe-eval'");
    }
    const other = (await t.get('/hybrid-summit/registration')).headers.get('content-security-policy')!;
    expect(other).not.toContain('wasm-unsafe-eval');
  });

  it(
    'allows this origin and the configured third parties, ' + 'and never unsafe-eval or unsafe-inline scripts',
    async () => {
      const res = await t.get('/hybrid-summit/demoRegistrationHybrid01');
      const header = res.headers.get('content-security-policy')!;
      expect(header).not.toContain('unsafe-eval');
      const csp = directives(header);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('script-src')).toEqual(
        expect.arrayContaining(["'self'", 'meet.example.org', 'https://live.example.org']),
      );
      expect(csp.get('connect-src')).toEqual(
        expect.arrayContaining([
          "'self'",
          'https://api.example.org',
          'https://cdn.example.org',
          'https://live.example.org',
        ]),
      );
      expect(csp.get('frame-src')).toEqual(["'self'", 'meet.example.org', 'https://chat.example.org']);
      expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'https://cdn.example.org']));
      expect(csp.get('form-action')).toEqual(["'self'", 'https://www.linkedin.com']);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    },
  );

  it('lets only the admin origin frame the preview route', async () => {
    for (const path of ['/dynamic/preview-dynamic-blocks', '/dynamic/registration?previewMode=on-site']) {
      const res = await t.get(path);
      expect(res.status).toBe(200);
      expect(directives(res.headers.get('content-security-policy')).get('frame-ancestors'), path).toEqual([ADMIN]);
      expect(res.headers.get('x-frame-options'), path).toBeNull();
    }
  });

  it('allows camera, microphone and screen sharing to the meeting only, and turns the rest off', async () => {
    const policy = (await t.get('/hybrid-summit')).headers.get('permissions-policy')!;
    expect(policy).toContain('camera=(self "https://meet.example.org")');
    expect(policy).toContain('microphone=(self "https://meet.example.org")');
    expect(policy).toContain('display-capture=(self "https://meet.example.org")');
    expect(policy).toContain('fullscreen=(self');
    expect(policy).toContain('geolocation=()');
    expect(policy).toContain('payment=()');
  });

  it('marks personal and utility pages noindex, and leaves public ones indexable', async () => {
    for (const path of [
      '/hybrid-summit/demoRegistrationHybrid01',
      '/hybrid-summit/demoRegistrationHybrid01/calendar',
      '/hybrid-summit/login',
      '/linkedin-auth-callback',
    ]) {
      expect((await t.get(path)).headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
    }
    for (const path of [
      '/hybrid-summit',
      '/hybrid-summit/registration',
      '/demo-company/registration-company',
      '/on-demand/ondemand',
    ]) {
      expect((await t.get(path)).headers.get('x-robots-tag'), path).toBeNull();
    }
    expect(isIndexable('/')).toBe(false);
  });
});

describe("the server's own pages under /dev", () => {
  it('run only their own inline code, by a fresh nonce, and may be framed by the app only', async () => {
    const page = await t.get('/dev/mail');
    expect(page.status).toBe(200);
    const csp = directives(page.headers.get('content-security-policy'));
    const nonce = csp
      .get('script-src')!
      .find((s) => s.startsWith("'nonce-"))!
      .slice(7, -1);
    expect(page.text).toContain(`<style nonce="${nonce}">`);
    expect(page.text).not.toMatch(/<(script|style)(?![^>]*nonce=)[\s>]/);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(page.headers.get('content-length')).toBeNull();
    const console = await t.get('/live-director/console/webinar');
    expect(console.text).toMatch(/<script nonce="[^"]+">/);
  });

  it('leave their scripts and data without a page policy', async () => {
    const script = await t.get('/dev/jitsi/external_api.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-security-policy')).toBeNull();
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
