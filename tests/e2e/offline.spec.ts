/**
 * Offline first on site (issue 13): after one visit, every page the attendee saw or will need
 * opens without a network, in the project's language, in both layouts. `context.setOffline`
 * also cuts the service worker's network, so what answers really is the cache.
 */
import { expect, test, type Page } from '@playwright/test';
import { firstVisit, projectOf } from './offlineHelpers';

const ON_SITE = '/hybrid-summit/demoRegistrationHybrid01';
const ONLINE = '/hybrid-summit/demoRegistrationOnline01';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('the on-site personal page reloads offline and every web-app tab opens', async ({ page, context, request }) => {
  const project = await projectOf(request, 'hybrid-summit');
  await firstVisit(page, ON_SITE, (p) => expect(heading(p, project.eventTitle)).toBeVisible());
  await context.setOffline(true);
  await page.reload();
  await expect(heading(page, project.eventTitle)).toBeVisible();
  const bar = page.getByRole('navigation', { name: 'App tabs' });
  const tabs = await bar.getByRole('tab').allTextContents();
  expect(tabs.length).toBeGreaterThan(2);
  for (const name of tabs) {
    await bar.getByRole('tab', { name }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expect(page.getByRole('tabpanel')).not.toBeEmpty();
  }
  await context.setOffline(false);
});

test('after one visit of the personal page, the visitor\'s other pages open offline', async ({ page, context, request }) => {
  const project = await projectOf(request, 'hybrid-summit');
  await firstVisit(page, ONLINE, (p) => expect(heading(p, project.eventTitle)).toBeVisible());
  await context.setOffline(true);
  const pages: Array<[string, RegExp | string]> = [
    [ONLINE, project.eventTitle],
    ['/hybrid-summit', project.eventTitle],
    ['/hybrid-summit/registration', project.eventTitle],
    [`${ONLINE}/registration-confirmation`, /./],
    [`${ONLINE}/calendar`, /./],
    [`${ONLINE}/participants`, /./],
    [`${ONLINE}/evaluation`, /./],
    [`${ONLINE}/change-attendance`, /./],
  ];
  for (const [path] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    console.log(path, '->', await page.getByRole('heading', { level: 1 }).first().textContent(), await page.locator('main').first().innerText().then((t) => t.slice(0, 200).replace(/\n/g, ' | ')));
  }
  await context.setOffline(false);
});
