/**
 * Designed controls (issue 29): no browser-drawn radio button or checkbox shows on the live
 * widgets' tabs (src/ui/controls.css draws them; a11y.spec.ts sweeps every visitor route), and
 * the live widgets' touch targets are at least 44 px.
 */
import { expect, test } from './fixtures';
import { liveSummit, nativeControls, SIZES } from './designHelpers';
import { control, liveTabNames } from './liveHelpers';
import { open } from './visitorRoutes';
import { waitForServiceWorkerControl } from './offlineHelpers';

// Service workers are blocked in the desktop project (playwright.config.ts). The tests that go
// offline have theirs again (their group's test.use); online, the worker would only install and
// fill its caches beside the test.

test.describe.configure({ mode: 'parallel', timeout: 180_000 });

// (Every visitor route is swept for them by a11y.spec.ts; here the live widgets' tabs.)
for (const [size, options] of Object.entries(SIZES)) {
  test(`no native radio button or checkbox shows on the web-app's question, poll and quiz tabs, ${size}`, async ({
    browser,
    request,
  }) => {
    const webApp = await liveSummit(request);
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const found: string[] = [];
    await open(page, webApp);
    for (const tab of ['question', 'poll', 'quiz']) {
      await page.evaluate((hash) => {
        location.hash = hash;
      }, tab);
      await expect(page.locator(`.pwa-panel[data-tab="${tab}"] form`).first()).toBeVisible();
      found.push(...(await nativeControls(page)));
    }
    await context.close();
    expect(found).toEqual([]);
  });
}

test('the live widgets (question form, poll, quiz) have touch targets of at least 44 px on a phone', async ({
  browser,
  request,
}) => {
  const webApp = await liveSummit(request);
  const context = await browser.newContext(SIZES.phone);
  const page = await context.newPage();
  await open(page, webApp);
  const small: string[] = [];
  for (const tab of ['question', 'poll', 'quiz']) {
    await page.evaluate((hash) => {
      location.hash = hash;
    }, tab);
    const panel = page.locator(`.pwa-panel[data-tab="${tab}"]`);
    await expect(panel.locator('form').first()).toBeVisible();
    small.push(
      ...(await panel.evaluate(
        (root, name) =>
          [
            ...root.querySelectorAll(
              'button, a[href], label.choice, input:not([type="radio"], [type="checkbox"]), textarea, select',
            ),
          ]
            .filter((el) => el.checkVisibility())
            .map((el) => ({ el, box: el.getBoundingClientRect() }))
            .filter(({ box }) => box.height < 44 || box.width < 44)
            .map(
              ({ el, box }) =>
                `${name}: ${el.outerHTML.slice(0, 60)} ${Math.round(box.width)}x${Math.round(box.height)}`,
            ),
        tab,
      )),
    );
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
  await expect(list.getByRole('tab').first()).toBeVisible();
  // One row: the tabs that do not fit wait in the More menu beside it (issue 45). The row measures
  // itself once the page has laid out (fonts, icons): its tops are read once it has settled.
  const rows = () =>
    page
      .locator('.live-tabs-bar [role="tab"], .live-tabs-bar [data-testid="live-tabs-more"]')
      .evaluateAll((tabs) => new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top))).size);
  await expect.poll(rows).toBe(1);
  const names = await liveTabNames(page);
  expect(names.length).toBeGreaterThanOrEqual(9);
  expect(names).toContain('Quiz');
  await context.close();
});

test.describe(() => {
  test.use({ serviceWorkers: 'allow' });

  test(
    'offline the web-app keeps the Questions tab, ' + 'the chip says offline, and a question sent offline is queued',
    async ({ browser, request }) => {
      const webApp = await liveSummit(request);
      const context = await browser.newContext(SIZES.phone);
      const page = await context.newPage();
      await open(page, webApp);
      await waitForServiceWorkerControl(page);
      await page.reload();
      await page.evaluate(() => {
        location.hash = 'question';
      });
      await expect(page.locator('.pwa-panel[data-tab="question"] textarea')).toBeVisible();

      await context.setOffline(true);
      await page.reload();
      const bar = page.getByRole('navigation', { name: 'App tabs' });
      await expect(bar.getByRole('tab', { name: 'Questions' })).toBeVisible();
      await expect(page.locator('.pwa-header .chip')).toHaveText('Offline');
      // One compact status line instead of stacked banners; the app's own offline bar steps back.
      const line = page.getByTestId('offline-line');
      await expect(line).toBeVisible();
      await expect(page.locator('.pwa-offline__bar')).toBeHidden();
      expect((await line.boundingBox())!.height).toBeLessThan(40);
      await bar.getByRole('tab', { name: 'Questions' }).click();
      const panel = page.locator('.pwa-panel[data-tab="question"]');
      await panel.getByLabel('Your question').fill('Is the afternoon session recorded?');
      await panel.getByRole('button', { name: 'Send question' }).click();
      await expect(panel.getByRole('status').filter({ hasText: 'Your question could not be sent yet.' })).toBeVisible();
      await expect(line).toContainText('Waiting to be sent: 1');
      await context.close();
    },
  );
});

test('on a laptop the poll over the video keeps to the lower third and follows the controller', async ({
  browser,
  request,
}) => {
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

test("after an in-app page change the focus is on the new page's heading, with a ring only after the keyboard", async ({
  page,
}) => {
  const ringed = () => page.locator('h1:focus').evaluate((heading) => heading.matches(':focus-visible'));
  await open(page, '/hybrid-summit');
  await page.getByRole('link', { name: 'Register' }).first().click();
  await expect(page).toHaveURL(/\/hybrid-summit\/registration$/);
  await expect(page.locator('h1:focus')).toHaveCount(1);
  expect(await ringed()).toBe(false); // a click: no rectangle around the heading

  await page.goBack();
  await expect(page).toHaveURL(/\/hybrid-summit$/);
  await page.getByRole('link', { name: 'Register' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/hybrid-summit\/registration$/);
  await expect(page.locator('h1:focus')).toHaveCount(1);
  expect(await ringed()).toBe(true); // the keyboard: the ring says where the focus went
});

test(
  'form fields as designed: a one-line membership number, ' +
    'an unanswered scale shows no "0", the phone country is not cut',
  async ({ browser }) => {
    const context = await browser.newContext(SIZES.laptop);
    const page = await context.newPage();
    await open(page, '/webinar/registration');
    expect(await page.getByLabel(/lidmaatschapsnummer/).evaluate((el) => el.tagName)).toBe('INPUT');
    await expect(page.locator('.scale-field .slider-value')).toHaveText('–');
    await page.locator('.scale-field input[type="range"]').focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.scale-field .slider-value')).toHaveText('1');

    await open(page, '/hybrid-summit/registration');
    // The designed select (ui/Select.tsx): focusing its trigger loads the phone rules and the list.
    const country = page.locator('.mobile-row .select-trigger');
    await country.focus();
    await expect(country).toHaveText('Netherlands (+31)');
    // The chosen country's text fits the control (its padding and the arrow's room taken off),
    // measured as laid out in the trigger's own font. The focus loads the full select, which
    // renders its own trigger in the look-alike's place: each try measures the one now in the page.
    await expect(async () => {
      const fit = await page.evaluate(async () => {
        await document.fonts.ready;
        const trigger = document.querySelector<HTMLElement>('.mobile-row .select-trigger');
        if (!trigger) return null;
        const style = getComputedStyle(trigger);
        const range = document.createRange();
        range.selectNodeContents(trigger);
        const text = range.getBoundingClientRect().width;
        const inner = trigger.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { chosen: trigger.textContent, text, inner, font: style.font };
      });
      expect(fit?.chosen).toBe('Netherlands (+31)');
      expect(fit!.inner - fit!.text, JSON.stringify(fit)).toBeGreaterThanOrEqual(0);
    }).toPass({ timeout: 10_000 });
    await context.close();
  },
);
