/**
 * "Install the app" (issue 28): offered to an on-site attendee on their personal page where the
 * browser gives an install prompt (a dispatched `beforeinstallprompt`, as Chromium fires it), not
 * to an online visitor, not inside the installed app, and not again once dismissed for the event.
 */
import { expect, test, type Page } from './fixtures';

const ADA = '/hybrid-summit/demoRegistrationHybrid01'; // on site
const GRACE = '/hybrid-summit/demoRegistrationOnline01'; // online

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** What Chromium fires when the app may be installed; `prompted` counts the dialogs asked for. */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: number }).prompted =
          ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    window.dispatchEvent(event);
  });
}

const offer = (page: Page) => page.getByRole('region', { name: 'Install the app' });
const OFFER_CHUNK = /\/assets\/InstallOffer-[^/]+\.js$/;

/**
 * No offer comes: after the prompt event, the offer (where it is due) shows within a few frames
 * (the first test); here it must not show within a second and a half.
 */
async function expectNoOffer(page: Page): Promise<void> {
  const appeared = await page.waitForSelector('[data-testid="install-offer"]', { timeout: 1500 }).then(
    () => true,
    () => false,
  );
  expect(appeared).toBe(false);
}

test('an on-site attendee is offered the app; Install opens the browser dialog', async ({ page }) => {
  await page.goto(ADA);
  await expect(page.getByRole('navigation', { name: 'App tabs' })).toBeVisible();
  await expect(offer(page)).toHaveCount(0); // no prompt from the browser yet: nothing to offer
  await offerInstall(page);
  await expect(offer(page)).toBeVisible();
  await offer(page).getByRole('button', { name: 'Install' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
  await expect(offer(page)).toHaveCount(0); // a prompt is used once
});

test('dismissed, the offer stays away for that event', async ({ page }) => {
  await page.goto(ADA);
  await offerInstall(page);
  await offer(page).getByRole('button', { name: 'Not now' }).click();
  await expect(offer(page)).toHaveCount(0);
  // Dismissed, nothing is offered: the offer is decided before its chunk loads (issue 47).
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'App tabs' })).toBeVisible();
  await offerInstall(page);
  await expectNoOffer(page);
  await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  expect(requested.filter((url) => OFFER_CHUNK.test(url))).toEqual([]);
});

test('an online visitor is not offered the app (nor downloads the offer)', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(GRACE);
  await expect(page.locator('[data-broadcast-state]')).toBeVisible();
  await offerInstall(page);
  await expectNoOffer(page);
  await expect(page.locator('[data-layout="pwa"]')).toHaveCount(0);
  expect(requested.filter((url) => OFFER_CHUNK.test(url))).toEqual([]);
});

test('inside the installed app (display-mode standalone) nothing is offered', async ({ page }) => {
  // Chromium's media emulation has no display-mode: the page is told what an installed app's
  // window answers, as the browser would (matchMedia('(display-mode: standalone)').matches).
  await page.addInitScript(() => {
    const own = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      /display-mode:\s*standalone/.test(query)
        ? ({ ...own(query), matches: true, media: query } as MediaQueryList)
        : own(query);
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(ADA);
  expect(await page.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(true);
  await expect(page.getByRole('navigation', { name: 'App tabs' })).toBeVisible();
  await offerInstall(page);
  await expectNoOffer(page);
  // Decided before its chunk loads (issue 47): the installed app never downloads the offer.
  expect(requested.filter((url) => OFFER_CHUNK.test(url))).toEqual([]);
});
