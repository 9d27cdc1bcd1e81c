/**
 * Designed controls (issue 29): no browser-drawn radio button or checkbox shows on a visitor
 * route (src/ui/controls.css draws them), and the live widgets' touch targets are at least 44 px.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { control, summitCopy, uniqueEmail } from './liveHelpers';
import { batches, open } from './visitorRoutes';

const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  laptop: { viewport: { width: 1366, height: 900 } },
} as const;

test.describe.configure({ mode: 'parallel', timeout: 180_000 });

/** Visible radios and checkboxes the browser draws itself (appearance other than none). */
const nativeControls = (page: Page) => page.evaluate(() => [...document.querySelectorAll('input[type="radio"], input[type="checkbox"]')]
  .filter((el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && getComputedStyle(el).appearance !== 'none')
  .map((el) => `${location.pathname}${location.hash}: ${el.outerHTML.slice(0, 80)}`));

/** A summit copy on air with its poll and quiz running, and an on-site registration in it. */
async function liveSummit(request: APIRequestContext, onSite: 0 | 1 = 1): Promise<string> {
  const eventId = await summitCopy(request);
  await control(request, eventId, {
    state: 'on-air', activePoll: 'poll-remote-care', activeQuiz: 'quiz-hospital-at-home',
    visible: { polls: true, chat: true, quiz: true, questions: true, handouts: true },
  });
  const response = await request.post('/api/registrations', { data: {
    event_id: eventId, time_zone: 'Europe/Amsterdam', first_name: 'Ada', last_name: 'Tester', email: uniqueEmail('design'),
    company: 'CareConnect', interests: ['interest-1'], on_site_viewer: onSite, SELECTED_EVENTS: [eventId],
  } });
  expect(response.status(), await response.text()).toBe(200);
  return `/${eventId}/${(await response.json() as { registrationID: string }).registrationID}`;
}

for (const [size, options] of Object.entries(SIZES)) {
  test(`no native radio button or checkbox shows on any visitor route or web-app tab, ${size}`, async ({ browser, request }) => {
    const webApp = await liveSummit(request);
    const all = await batches();
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of [...all.en, ...all.nl, ...all['de+fr']]) {
      await open(page, path);
      found.push(...await nativeControls(page));
    }
    await open(page, webApp);
    for (const tab of ['question', 'poll', 'quiz']) {
      await page.evaluate((hash) => { location.hash = hash; }, tab);
      await expect(page.locator(`.pwa-panel[data-tab="${tab}"] form`).first()).toBeVisible();
      found.push(...await nativeControls(page));
    }
    await context.close();
    expect(found).toEqual([]);
  });
}

test('the live widgets (question form, poll, quiz) have touch targets of at least 44 px on a phone', async ({ browser, request }) => {
  const webApp = await liveSummit(request);
  const context = await browser.newContext(SIZES.phone);
  const page = await context.newPage();
  await open(page, webApp);
  const small: string[] = [];
  for (const tab of ['question', 'poll', 'quiz']) {
    await page.evaluate((hash) => { location.hash = hash; }, tab);
    const panel = page.locator(`.pwa-panel[data-tab="${tab}"]`);
    await expect(panel.locator('form').first()).toBeVisible();
    small.push(...await panel.evaluate((root, name) => [...root.querySelectorAll('button, a[href], label.choice, input:not([type="radio"], [type="checkbox"]), textarea, select')]
      .filter((el) => el.checkVisibility())
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(({ el, box }) => `${name}: ${el.outerHTML.slice(0, 60)} ${Math.round(box.width)}x${Math.round(box.height)}`), tab));
  }
  await context.close();
  expect(small).toEqual([]);
});

test('on a laptop the live page keeps its tab list on one row with every widget on', async ({ browser, request }) => {
  const livePage = await liveSummit(request, 0);
  const context = await browser.newContext(SIZES.laptop);
  const page = await context.newPage();
  await open(page, livePage);
  const list = page.getByRole('tablist', { name: 'Live tabs' });
  await expect(list.getByRole('tab', { name: 'Quiz' })).toBeAttached();
  const tops = await list.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
  expect(tops.length).toBeGreaterThanOrEqual(9);
  expect(new Set(tops).size).toBe(1);
  await context.close();
});

test('offline the web-app keeps the Questions tab, the chip says offline, and a question sent offline is queued', async ({ browser, request }) => {
  const webApp = await liveSummit(request);
  const context = await browser.newContext(SIZES.phone);
  const page = await context.newPage();
  await open(page, webApp);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 }).catch(() => page.reload());
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload();
  await page.evaluate(() => { location.hash = 'question'; });
  await expect(page.locator('.pwa-panel[data-tab="question"] textarea')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  const bar = page.getByRole('navigation', { name: 'App tabs' });
  await expect(bar.getByRole('tab', { name: 'Questions' })).toBeVisible();
  await expect(page.locator('.pwa-header .chip')).toHaveText('Offline');
  await bar.getByRole('tab', { name: 'Questions' }).click();
  const panel = page.locator('.pwa-panel[data-tab="question"]');
  await panel.getByLabel('Your question').fill('Is the afternoon session recorded?');
  await panel.getByRole('button', { name: 'Send question' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Your question could not be sent yet.' })).toBeVisible();
  await context.close();
});

test('on a laptop the poll over the video keeps to the lower third and follows the controller', async ({ browser, request }) => {
  const livePage = await liveSummit(request, 0);
  const eventId = livePage.split('/')[1];
  const context = await browser.newContext(SIZES.laptop);
  const page = await context.newPage();
  await open(page, livePage);
  const card = page.getByTestId('over-video');
  await expect(card).toBeVisible();
  const video = (await page.getByTestId('live-video').boundingBox())!;
  const box = (await card.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(video.height / 3 + 1);
  expect(box.y).toBeGreaterThanOrEqual(video.y + (video.height * 2) / 3 - 1);
  // The controller hides the polls: the card leaves the video too.
  await control(request, eventId, { visible: { polls: false } });
  await expect(card).toHaveCount(0);
  await context.close();
});

test('after an in-app page change the focus is on the new page\'s heading', async ({ page }) => {
  await open(page, '/hybrid-summit');
  await page.getByRole('link', { name: 'Register' }).first().click();
  await expect(page).toHaveURL(/\/hybrid-summit\/registration$/);
  await expect(page.locator('h1:focus')).toHaveCount(1);
});
