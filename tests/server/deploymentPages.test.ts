// @vitest-environment node
/**
 * One build for every deployment (issue 44): a production server hands the page the settings of
 * its own environment, not the build's. The build here is the repository's index.html, made
 * without any setting; the same database serves both servers (one in-process app each).
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { configFromEnv } from '../../server/config.ts';
import type { Renderer } from '../../server/ssr/renderer.ts';
import { DEPLOYMENT_SETTINGS_PATH } from '../../src/contract/index.ts';
import { makeTestApp, NOW, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

const CHAT = 'https://chat.example.org/room/{id}';

let t: TestApp;
let dist: string;

/**
 * The app's renderer from source (as in ssrPages.test.ts): not a typed import, the server's typecheck does not compile
 * JSX.
 */
const entry = '../../src/entry-server.tsx';
const serverRenderer = () => import(/* @vite-ignore */ entry) as Promise<Renderer>;

/** A production server on the shared database, started with `env`; `rendered`: with the app's server renderer. */
function productionApp(env: NodeJS.ProcessEnv, rendered = false) {
  const config = {
    ...configFromEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://events.example.org', ...env }),
    dataDir: '',
    distDir: dist,
    rateLimitScale: 1000,
  };
  const app = createApp({ db: t.db, config, now: () => NOW, ...(rendered ? { serverRenderer } : {}) });
  return async (path: string) => {
    const res = await app.request(`http://localhost${path}`);
    return { status: res.status, text: await res.text(), headers: res.headers };
  };
}

/** The settings element of a page. */
function pageSettings(html: string) {
  const json = /<script type="application\/json" id="deployment-settings">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json!);
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-deployment-'));
  copyFileSync(join(import.meta.dirname, '../../index.html'), join(dist, 'index.html'));
  t = await makeTestApp({ distDir: dist });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("a production server's pages carry its own settings", () => {
  it('gives the page the chat embed of its environment, in the page and as the settings document', async () => {
    const get = productionApp({ CHAT_EVENT_EMBED: CHAT });
    const page = await get('/hybrid-summit');
    expect(page.status).toBe(200);
    expect(pageSettings(page.text).chat).toEqual({ eventChat: CHAT, websiteChat: null });
    const document = await get(DEPLOYMENT_SETTINGS_PATH);
    expect(JSON.parse(document.text).chat.eventChat).toBe(CHAT);
    expect(document.headers.get('cache-control')).toBe('no-cache');
    // The chat's frame is allowed where the page will embed it.
    expect(page.headers.get('content-security-policy')).toMatch(/frame-src [^;]*https:\/\/chat\.example\.org/);
  });

  it('renders the LinkedIn button where the environment configures the provider', { timeout: 30_000 }, async () => {
    const get = productionApp(
      {
        LINKEDIN_AUTHORIZE_URL: 'https://www.linkedin.com/oauth/v2/authorization',
        LINKEDIN_ACCESS_TOKEN_URL: 'https://signin.example.org/token',
        LINKEDIN_CLIENT_ID: 'c1',
      },
      true,
    );
    expect((await get('/hybrid-summit/registration')).text).toContain('linkedin-button');
  });

  it('points nowhere under /dev without providers: no chat, sign-in or meeting address', {
    timeout: 30_000,
  }, async () => {
    const get = productionApp({}, true);
    for (const path of ['/hybrid-summit/registration', DEPLOYMENT_SETTINGS_PATH]) {
      const answer = await get(path);
      expect(answer.status).toBe(200);
      expect(answer.text).not.toContain('/dev');
    }
    // Rendered by the server with the same settings the browser hydrates with: the project asks
    // for the LinkedIn button (showLinkedin), the deployment has no LinkedIn sign-in.
    const registration = (await get('/hybrid-summit/registration')).text;
    expect(registration).toContain('id="server-data"');
    expect(registration).not.toContain('linkedin-button');
    const settings = pageSettings((await get('/hybrid-summit')).text);
    expect(settings).toMatchObject({
      chat: { eventChat: null, websiteChat: null },
      linkedin: null,
      publisher: null,
      live: { jitsiDomain: null },
    });
    // The stand-ins are gone in production: what the page no longer links answers 404.
    expect((await get('/dev/chat/event/hybrid-summit')).status).toBe(404);
  });

  it('escapes `<` in the settings, so no value can end the element', async () => {
    const get = productionApp({ CHAT_EVENT_EMBED: 'https://chat.example.org/</script><script>alert(1)</script>/{id}' });
    const page = (await get('/hybrid-summit')).text;
    expect(page).not.toContain('</script><script>alert(1)');
    expect(pageSettings(page).chat.eventChat).toContain('</script>');
  });
});
