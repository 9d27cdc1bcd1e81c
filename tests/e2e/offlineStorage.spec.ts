/**
 * Storage for the offline app (issue 13): web-app users ask for persistent storage; a full quota
 * gives a clear message and no crash; an update cleans old caches and never loses a pending item.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { firstVisit, pendingInOutbox } from './offlineHelpers';

// Service workers are blocked in the desktop project (playwright.config.ts): this file's tests need theirs.
test.use({ serviceWorkers: 'allow' });

const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

async function registerOpenHybrid(request: APIRequestContext, prefix: string): Promise<string> {
  const response = await request.post('/api/registrations', {
    data: {
      event_id: 'open-hybrid',
      email: uniqueEmail(prefix),
      first_name: 'Sam',
      last_name: 'Torage',
      on_site_viewer: 0,
      time_zone: 'Europe/Amsterdam',
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { registrationID: string }).registrationID;
}

const onSiteStored = async (request: APIRequestContext, id: string) =>
  ((await (await request.get(`/api/registrations/proj-open-hybrid/${id}`)).json()) as { on_site_viewer: number })
    .on_site_viewer;

async function chooseOnSiteOffline(page: Page) {
  await page.context().setOffline(true);
  await page.getByRole('radio', { name: /Op locatie/ }).click();
}

test('web-app users ask for persistent storage; desktop visitors are not asked', async ({ page }) => {
  await page.addInitScript(() => {
    const persist = StorageManager.prototype.persist;
    StorageManager.prototype.persist = function (this: StorageManager) {
      (window as unknown as { persistAsked: number }).persistAsked =
        ((window as unknown as { persistAsked?: number }).persistAsked ?? 0) + 1;
      return persist.call(this);
    };
  });
  const asked = () => page.evaluate(() => (window as unknown as { persistAsked?: number }).persistAsked ?? 0);
  await page.goto('/hybrid-summit/demoRegistrationOnline01');
  await expect(page.locator('[data-layout="desktop"]')).toBeVisible();
  expect(await asked()).toBe(0);
  await page.goto('/hybrid-summit/demoRegistrationHybrid01');
  await expect(page.locator('[data-layout="pwa"]')).toBeVisible();
  await expect.poll(asked).toBe(1);
});

test('a full quota gives a clear message and no crash', async ({ page, context, request }) => {
  // The device's storage fills up: from the flag on, IndexedDB refuses every write the way a
  // browser does at its quota (a QuotaExceededError DOMException); the app's own code handles it.
  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    for (const method of ['put', 'add'] as const) {
      const original = IDBObjectStore.prototype[method];
      IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
        if ((window as unknown as { storageFull?: boolean }).storageFull) fail();
        return original.apply(this, args);
      };
    }
  });
  const id = await registerOpenHybrid(request, 'quota');
  await firstVisit(page, `/open-hybrid/${id}/change-attendance`, (p) =>
    expect(p.getByRole('heading', { level: 1, name: 'Deelname wijzigen' })).toBeVisible(),
  );
  await page.evaluate(() => {
    (window as unknown as { storageFull: boolean }).storageFull = true;
  });

  await chooseOnSiteOffline(page);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'de opslag van dit apparaat is vol, dus je aanwezigheid is niet gewijzigd' }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'De opslag van dit apparaat is vol, dus deze app kan niets meer bewaren' }),
  ).toBeVisible();
  // The page still works: the previous attendance is shown, and nothing waits.
  await expect(page.getByText('Je bent geregistreerd om online deel te nemen.')).toBeVisible();
  expect(await pendingInOutbox(page)).toEqual([]);
  await page.getByRole('link', { name: 'Terug naar de evenementpagina' }).click();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await context.setOffline(false);
});

/**
 * A new build of the worker, as a deployment would leave it: the server reads dist/ from disk
 * per request, so its sw.js (and the compressed copies it prefers) get one more line. Restored
 * at once: only a page that checks for updates meanwhile would see the new version.
 */
async function withNextWorker(run: () => Promise<void>): Promise<void> {
  const dist = process.env.E2E_DIST_DIR ?? 'dist';
  const names = ['sw.js', 'sw.js.br', 'sw.js.gz'];
  const saved = names.map((name) => readFileSync(join(dist, name)));
  const next = Buffer.concat([saved[0], Buffer.from('\n// next version\n')]);
  writeFileSync(join(dist, 'sw.js'), next);
  writeFileSync(join(dist, 'sw.js.br'), brotliCompressSync(next));
  writeFileSync(join(dist, 'sw.js.gz'), gzipSync(next));
  try {
    await run();
  } finally {
    for (const [index, name] of names.entries()) writeFileSync(join(dist, name), saved[index]);
  }
}

test('an update cleans old caches and keeps a pending item until it is sent', async ({ page, context, request }) => {
  const id = await registerOpenHybrid(request, 'update');
  await firstVisit(page, `/open-hybrid/${id}/change-attendance`, (p) =>
    expect(p.getByRole('heading', { level: 1, name: 'Deelname wijzigen' })).toBeVisible(),
  );
  // A runtime cache an older worker named differently.
  await page.evaluate(async () => {
    await (await caches.open('eventhall-project-data')).put('/old', new Response('old'));
  });

  await chooseOnSiteOffline(page);
  await expect(page.getByRole('status').filter({ hasText: 'Wacht op verzending: 1' })).toBeVisible();
  // Back online, but the change cannot get through yet (the venue's network drops it).
  await context.route('**/api/update-registrations-and-send-mail', (route) => route.abort('internetdisconnected'));
  await context.setOffline(false);

  // A new version of the worker is found and waits.
  const prompt = page.getByRole('status').filter({ hasText: 'Er is een nieuwe versie beschikbaar.' });
  await withNextWorker(async () => {
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    await expect(prompt).toBeVisible();
  });
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button').click();
  await reloaded;

  // The new worker controls the page, the old cache is gone, the item still waits.
  await expect(page.getByRole('heading', { level: 1, name: 'Deelname wijzigen' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => caches.keys())).not.toContain('eventhall-project-data');
  expect(await pendingInOutbox(page)).toHaveLength(1);
  await expect(page.getByRole('status').filter({ hasText: 'Wacht op verzending: 1' })).toBeVisible();
  expect(await onSiteStored(request, id)).toBe(0);

  // The network lets it through: sent once, the count clears.
  await context.unroute('**/api/update-registrations-and-send-mail');
  await context.setOffline(true);
  await context.setOffline(false);
  await expect.poll(() => pendingInOutbox(page)).toEqual([]);
  await expect(page.getByRole('status').filter({ hasText: 'Wacht op verzending' })).toHaveCount(0);
  expect(await onSiteStored(request, id)).toBe(1);
});
