/**
 * Offline first on site (issue 13): after one visit, every page the attendee saw or will need
 * opens without a network, in the project's language, in both layouts; kept data says how old it
 * is and is loaded again when the network returns. `context.setOffline` also cuts the service
 * worker's network, so what answers really is the cache.
 */
import { expect, expectFocusInside, test, type Page } from './fixtures';
import { appTabNames, firstVisit, openAppTab, projectOf } from './offlineHelpers';

// Service workers are blocked in the desktop project (playwright.config.ts): this file's tests need theirs.
test.use({ serviceWorkers: 'allow' });

const ON_SITE = '/hybrid-summit/demoRegistrationHybrid01';
const ONLINE = '/hybrid-summit/demoRegistrationOnline01';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const lastUpdated = (page: Page) => page.getByText(/^Last updated: /);

/** The background warm-up of the visitor's other pages has put `path` in the worker's cache. */
const cached = (page: Page, path: string) =>
  page.evaluate(async (wanted) => {
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      if (keys.some((request) => new URL(request.url).pathname === wanted)) return true;
    }
    return false;
  }, path);

test('the on-site personal page reloads offline, every web-app tab opens, and it says how old it is', async ({
  page,
  context,
  request,
}) => {
  const project = await projectOf(request, 'hybrid-summit');
  await firstVisit(page, ON_SITE, (p) => expect(heading(p, project.eventTitle)).toBeVisible());
  await expect(page.locator('[data-layout="pwa"]')).toBeVisible();
  await expect(lastUpdated(page)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(heading(page, project.eventTitle)).toBeVisible();
  await expect(
    page.locator('.pwa-header').getByText(/^Last updated: (now|\d+ seconds? ago|1 minute ago)$/),
  ).toBeVisible();

  // The overflow menu, if the project has more tabs than the bar holds, takes the focus.
  const more = page.getByRole('navigation', { name: 'App tabs' }).getByRole('button', { name: 'More tabs' });
  if (await more.count()) {
    await more.click();
    await expectFocusInside(page.getByRole('menu'));
    await page.keyboard.press('Escape');
  }
  const barTabs = await appTabNames(page);
  for (const name of barTabs) await openAppTab(page, name);
  expect(barTabs).toEqual(expect.arrayContaining(['Home', 'Program']));

  // The network is back: the page loads the project again and drops the notice by itself.
  await context.setOffline(false);
  await expect(lastUpdated(page)).toHaveCount(0);
});

test('the notice also goes when the page hears "online" before its requests get through', async ({
  page,
  context,
  request,
}) => {
  const project = await projectOf(request, 'hybrid-summit');
  await firstVisit(page, ON_SITE, (p) => expect(heading(p, project.eventTitle)).toBeVisible());
  await context.setOffline(true);
  await page.reload();
  await expect(lastUpdated(page)).toBeVisible();

  // The page hears "online" while its service worker is still offline (venue Wi-Fi still joining;
  // Playwright too lifts the page's emulation before the worker's): the page tries at once, and
  // the worker can only answer from its cache.
  const keptAnswer = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === '/frontend-api/projectevents/hybrid-summit' &&
      r.headers()['x-eventhall-stored-at'] !== undefined,
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await keptAnswer;
  await expect(lastUpdated(page)).toBeVisible();
  await cdp.detach(); // its override ends with it

  // The network is back for good: the page keeps trying, and the notice goes well before the
  // steady 30 s retry.
  await context.setOffline(false);
  await expect(lastUpdated(page)).toHaveCount(0);
});

test("after one visit of the personal page, the visitor's other pages open offline", async ({
  page,
  context,
  request,
}) => {
  const project = await projectOf(request, 'hybrid-summit');
  await firstVisit(page, ONLINE, (p) => expect(heading(p, project.eventTitle)).toBeVisible());
  await expect(page.locator('[data-layout="desktop"]')).toBeVisible();
  // What the other pages need arrives in the background (never opened online).
  await expect.poll(() => cached(page, '/api/network-registrations/proj-hybrid-summit')).toBe(true);
  await expect.poll(() => cached(page, '/api/registrations/proj-hybrid-summit/count-on-site-viewers')).toBe(true);
  await expect.poll(() => cached(page, '/api/evaluations/eval-hybrid-summit/demoRegistrationOnline01')).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(heading(page, project.eventTitle)).toBeVisible();
  await expect(page.locator('.site-header').getByText(/^Last updated: /)).toBeVisible();

  await page.goto('/hybrid-summit');
  await expect(heading(page, project.eventTitle)).toBeVisible();
  await expect(
    page
      .getByRole('link', { name: 'Register' })
      .or(page.getByRole('button', { name: 'Register' }))
      .first(),
  ).toBeVisible();

  await page.goto('/hybrid-summit/registration');
  await expect(page.getByLabel('First name')).toBeVisible();
  await expect(lastUpdated(page)).toBeVisible();

  await page.goto(`${ONLINE}/registration-confirmation`);
  await expect(heading(page, /We have sent you a confirmation e-mail/)).toBeVisible();

  await page.goto(`${ONLINE}/calendar`);
  await expect(heading(page, 'Add to your calendar')).toBeVisible();
  await expect(
    page
      .getByRole('link', { name: 'Google Calendar' })
      .or(page.getByRole('button', { name: 'Google Calendar' }))
      .first(),
  ).toBeVisible();

  await page.goto(`${ONLINE}/participants`);
  await expect(heading(page, 'Participants')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Participants' })).toBeVisible();

  await page.goto(`${ONLINE}/evaluation`);
  await expect(heading(page, 'Evaluation')).toBeVisible();
  await expect(page.getByRole('radio', { name: '5 stars' })).toBeVisible();

  await page.goto(`${ONLINE}/change-attendance`);
  await expect(heading(page, 'Change attendance')).toBeVisible();
  await expect(page.getByText(/seats? left on site|No seats left on site/)).toBeVisible();
  await context.setOffline(false);
});

test('the multi-session agenda opens offline after one visit', async ({ page, context, request }) => {
  const project = await projectOf(request, 'multi-session');
  // On air the agenda is the live sidebar's Agenda tab: the hash opens it (and survives the reload).
  const personal = '/multi-session/demoRegistrationMulti001#agenda';
  await firstVisit(page, personal, (p) => expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible());
  const sessionName = (project.events as Array<{ name: string }>)[3].name;
  await expect(page.getByText(sessionName).first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(sessionName).first()).toBeVisible();
  await context.setOffline(false);
});

test('the live page offline says the player needs a connection, and plays again by itself when online', async ({
  page,
  context,
  request,
}) => {
  const project = await projectOf(request, 'hybrid-summit');
  await firstVisit(page, ONLINE, (p) => expect(heading(p, project.eventTitle)).toBeVisible());
  await expect(page.locator('[data-broadcast-state="on-air"]')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  const note = page.getByRole('status').filter({ hasText: 'The live broadcast needs an internet connection.' });
  await expect(note).toBeVisible();
  await expect(heading(page, project.eventTitle)).toBeVisible();

  await context.setOffline(false);
  await expect(page.locator('[data-broadcast-state="on-air"]')).toBeVisible();
  await expect(note).toHaveCount(0);
});
