/**
 * The installable, offline-capable app against the production build served by the real server
 * (baseURL comes from playwright.config.ts). No fixed sleeps: every step waits for a state.
 */
import { chromium, expect, test, type APIRequestContext } from './fixtures';
import { waitForServiceWorkerControl } from './offlineHelpers';
import { PRODUCT_NAME, PRODUCT_SHORT_NAME, THEME_COLOR } from '../../src/pwa/webManifest';
import { SW_CACHE } from '../../src/state/storageKeys';

// Service workers are blocked in the desktop project (playwright.config.ts): this file's tests need theirs.
test.use({ serviceWorkers: 'allow' });

const EVENT_PATH = '/hybrid-summit';
// TOOLCHAIN.md: the flags that keep Debian's Chromium quiet and off hosts it cannot reach.
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function eventTitle(request: APIRequestContext): Promise<string> {
  const response = await request.get(`/frontend-api/projectevents${EVENT_PATH}`);
  expect(response.ok()).toBe(true);
  const project = (await response.json()) as { eventTitle: string };
  expect(project.eventTitle).toBeTruthy();
  return project.eventTitle;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer): string {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

test('the built worker precaches the shell and its build files, once each', async ({ request }) => {
  const worker = await (await request.get('/sw.js')).text();
  const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]);
  expect(urls).toContain('index.html');
  expect(new Set(urls).size).toBe(urls.length);
  // Build files, plus what vite-plugin-pwa adds itself: the manifest and its icons.
  const extras = urls.filter((url) => !/\.(?:js|css|html)$/.test(url)).sort();
  expect(extras).toEqual([
    'icons/icon-192.png',
    'icons/icon-512.png',
    'icons/icon-maskable-512.png',
    'manifest.webmanifest',
  ]);
  // Every script and stylesheet the shell loads is in the list.
  const shell = await (await request.get('/')).text();
  const linked = [...shell.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  expect(linked.length).toBeGreaterThan(0);
  for (const url of linked) expect(urls).toContain(url);
});

test('the service worker controls the page', async ({ page }) => {
  await page.goto(EVENT_PATH);
  await waitForServiceWorkerControl(page);
  const scriptURL = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(new URL(scriptURL ?? '').pathname).toBe('/sw.js');
  // The precache holds the app shell.
  const shellCached = await page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      if (keys.some((request) => new URL(request.url).pathname === '/index.html')) return true;
    }
    return false;
  });
  expect(shellCached).toBe(true);
});

test('an event page seen online opens offline', async ({ page, context, request }) => {
  const title = await eventTitle(request);
  const heading = page.getByRole('heading', { level: 1, name: title });

  await page.goto(EVENT_PATH);
  await waitForServiceWorkerControl(page);
  // The first project call may have left before the worker took control: load once more.
  await page.reload();
  await expect(heading).toBeVisible();
  // The server-rendered page shows at once; it loads its project again through the worker once
  // hydrated (src/app/serverRendered.ts), and the worker keeps that copy.
  await expect
    .poll(() =>
      page.evaluate(async (cacheName) => {
        const keys = await (await caches.open(cacheName)).keys();
        return keys.some((request) => new URL(request.url).pathname === '/frontend-api/projectevents/hybrid-summit');
      }, SW_CACHE.projectData),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(heading).toBeVisible();
  // The event page says so in its one compact offline line (issue 29), which stands in for the global bar.
  await expect(page.getByTestId('offline-line')).toContainText('Offline');
  await context.setOffline(false);
});

test('a handout opened online opens offline', { tag: '@desktop-browser' }, async ({ page, context, request }) => {
  const project = await (await request.get(`/frontend-api/projectevents${EVENT_PATH}`)).json();
  const handout = (project.event.handouts as Array<{ url: string }>)[0].url;
  expect(handout).toMatch(/^\/media\/.+\.pdf$/);
  const cachedHandouts = () =>
    page.evaluate(async (cacheName) => {
      const keys = await (await caches.open(cacheName)).keys();
      return keys.map((request) => new URL(request.url).pathname);
    }, SW_CACHE.handouts);

  await page.goto(EVENT_PATH);
  await waitForServiceWorkerControl(page);
  // Opened the way a handout link opens it: a new tab, a navigation the worker answers.
  const popup = context.waitForEvent('page');
  await page.evaluate((href) => {
    const link = Object.assign(document.createElement('a'), { href, target: '_blank', rel: 'noopener' });
    document.body.append(link);
    link.click();
    link.remove();
  }, handout);
  await popup;
  await expect.poll(cachedHandouts).toContain(handout);

  await context.setOffline(true);
  const offline = await page.evaluate(
    (href) => fetch(href).then((r) => ({ status: r.status, type: r.headers.get('content-type') })),
    handout,
  );
  expect(offline).toEqual({ status: 200, type: 'application/pdf' });
  await context.setOffline(false);
});

// The app of every event ("My events" at /); each event's own: installedApp.spec.ts.
test('the global web manifest describes an installable app', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(new URL(href ?? '', page.url()).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/json/);
  const manifest = await response.json();

  expect(manifest).toMatchObject({
    name: PRODUCT_NAME,
    short_name: PRODUCT_SHORT_NAME,
    display: 'standalone',
    theme_color: THEME_COLOR,
  });
  expect(manifest.start_url).toMatch(/^\//);
  const icons = manifest.icons as Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  const has = (sizes: string, purpose: string) =>
    icons.some((icon) => icon.sizes === sizes && (icon.purpose ?? 'any').split(' ').includes(purpose));
  expect(has('192x192', 'any')).toBe(true);
  expect(has('512x512', 'any')).toBe(true);
  expect(has('512x512', 'maskable')).toBe(true);

  for (const icon of icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toMatch(/^image\/png/);
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
  }
});

test(
  'Chromium finds the app installable',
  { tag: '@desktop-browser' },
  async ({ baseURL, launchOptions }, testInfo) => {
    // A normal Playwright context is incognito and never installable: use a fresh profile folder.
    const context = await chromium.launchPersistentContext(testInfo.outputPath('chromium-profile'), {
      ...launchOptions,
      executablePath: launchOptions.executablePath ?? '/usr/bin/chromium',
      args: [...new Set([...(launchOptions.args ?? []), ...CHROMIUM_FLAGS])],
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(EVENT_PATH);
      await waitForServiceWorkerControl(page);
      const cdp = await context.newCDPSession(page);
      const { errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
    }
  },
);

test('a missing build file is a 404, never the app shell', async ({ page, request }) => {
  const direct = await request.get('/assets/nope.js');
  expect(direct.status()).toBe(404);
  expect(await direct.text()).not.toContain('id="root"');

  // Through the service worker too: its navigation fallback skips paths with a file extension.
  await page.goto(EVENT_PATH);
  await waitForServiceWorkerControl(page);
  expect(await page.evaluate(() => fetch('/assets/nope.js').then((r) => r.status))).toBe(404);
  const navigation = await page.goto('/assets/nope.js');
  expect(navigation?.status()).toBe(404);
});
