/**
 * The designed select (issue 45 item 8): no browser-drawn select on the visitor pages that have
 * choices, at phone and laptop size; the list opens under its trigger inside the screen; the
 * keyboard works; a refused choice takes the focus. SELECT_SHOTS=<folder> also saves screenshots.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { SIZES } from './designHelpers';
import { chooseOption } from './selectHelpers';

const SHOTS = process.env.SELECT_SHOTS;
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

async function registered(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/registrations', {
    data: {
      event_id: 'hybrid-summit',
      time_zone: 'Europe/Amsterdam',
      first_name: 'Sel',
      last_name: 'Ect',
      email: uniqueEmail('selects'),
      company: 'CareConnect',
      interests: ['Patient-facing apps'],
      on_site_viewer: 0,
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { registrationID: string }).registrationID;
}

/**
 * Native selects a visitor could see. Radix keeps one for form autofill, hidden from sight and from
 * assistive technology (aria-hidden, 1 px, clipped): that one does not count.
 */
const visibleNativeSelects = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('select')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const proxy = el.getAttribute('aria-hidden') === 'true' && box.width <= 1 && box.height <= 1;
        return !proxy && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      })
      .map((el) => el.outerHTML.slice(0, 80)),
  );

const overflowX = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const PAGES: { name: string; path: (request: APIRequestContext) => Promise<string>; select?: string }[] = [
  { name: 'webinar-registration', path: async () => '/webinar/registration' },
  { name: 'summit-registration', path: async () => '/hybrid-summit/registration', select: 'Organisation' },
  {
    name: 'evaluation',
    path: async (request) => `/hybrid-summit/${await registered(request)}/evaluation`,
    select: 'How did you hear about the summit?',
  },
];

for (const [size, options] of Object.entries(SIZES)) {
  for (const visit of PAGES) {
    test(`${visit.name} at ${size} size: no native select, the list opens inside the screen`, async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await page.goto(await visit.path(request));
      await expect(page.locator('form.registration-form, form.evaluation-form')).toBeVisible();
      expect(await visibleNativeSelects(page)).toEqual([]);
      if (size === 'phone') expect(await overflowX(page)).toBeLessThanOrEqual(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${visit.name}-${size}-closed.png`, fullPage: true });
      if (visit.select) {
        const trigger = page.getByLabel(visit.select);
        await trigger.scrollIntoViewIfNeeded();
        // The evaluation's select takes the width of its choices, not the page's whole column.
        if (visit.name === 'evaluation') expect((await trigger.boundingBox())!.width).toBeLessThanOrEqual(400);
        await trigger.click();
        const list = page.getByRole('listbox');
        await expect(list).toBeVisible();
        const box = (await list.boundingBox())!;
        const viewport = page.viewportSize()!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/${visit.name}-${size}-open.png` });
        await page.keyboard.press('Escape');
        await expect(list).toHaveCount(0);
        await expect(trigger).toBeFocused();
        expect(await visibleNativeSelects(page)).toEqual([]);
        if (size === 'phone') expect(await overflowX(page)).toBeLessThanOrEqual(0);
      }
      await context.close();
    });
  }
}

test('the keyboard: open with Enter, type-ahead, choose with Enter, Escape keeps the choice', async ({ page }) => {
  await page.goto('/hybrid-summit/registration');
  const trigger = page.getByLabel('Organisation');
  await expect(trigger).toHaveAttribute('role', 'combobox');
  await expect(trigger).toHaveText('Make a choice');
  await trigger.focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  await page.keyboard.type('Medi');
  await expect(list.getByRole('option', { name: 'MediSync' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(list).toHaveCount(0);
  await expect(trigger).toHaveText('MediSync');
  await expect(trigger).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(list).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
  await expect(trigger).toHaveText('MediSync');
  // The focus comes back to the trigger as the list closes (a moment later on a busy machine): a
  // Space before it would go to the page, as it would for a visitor who pressed it that early.
  await expect(trigger).toBeFocused();
  // Space opens too; the placeholder is a choice that undoes the earlier one.
  await page.keyboard.press(' ');
  await list.getByRole('option', { name: 'Make a choice' }).click();
  await expect(trigger).toHaveText('Make a choice');
});

test('a missing required choice is marked, described by its error and takes the focus', async ({ page }) => {
  await page.goto('/hybrid-summit/registration');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('E-mail address').fill(uniqueEmail('select.error'));
  await page.getByRole('button', { name: 'Register' }).click();
  const trigger = page.getByLabel('Organisation');
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-invalid', 'true');
  const described = await trigger.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${described}"]`)).toHaveText('Required field');
  await chooseOption(page, 'Organisation', 'Helix Data Labs');
  await expect(trigger).not.toHaveAttribute('aria-invalid', 'true');
});

test('the phone country code: about 240 countries in a list that scrolls inside a phone screen', async ({
  browser,
}) => {
  const context = await browser.newContext(SIZES.phone);
  const page = await context.newPage();
  await page.goto('/hybrid-summit/registration');
  const trigger = page.getByLabel('Country code');
  await expect(trigger).toHaveText('Netherlands (+31)');
  await trigger.scrollIntoViewIfNeeded();
  await trigger.click();
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  // The phone rules load on the first focus: then every country is offered.
  await expect.poll(() => list.getByRole('option').count()).toBeGreaterThan(200);
  const box = (await list.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  expect(await page.locator('[data-radix-select-viewport]').evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(
    true,
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/country-code-phone-open.png` });
  await list.getByRole('option', { name: 'Belgium (+32)' }).click();
  await expect(trigger).toHaveText('Belgium (+32)');
  expect(await overflowX(page)).toBeLessThanOrEqual(0);
  await context.close();
});
