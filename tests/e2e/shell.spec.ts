/** The app shell against the real server: loading, not-found, layouts, locale, hash dialogs, redirects. */
import { expect, test } from './fixtures';

async function projectOf(request: import('@playwright/test').APIRequestContext, eventId: string) {
  const response = await request.get(`/frontend-api/projectevents/${eventId}`);
  expect(response.ok()).toBe(true);
  return response.json() as Promise<{ eventTitle: string; companyName: string; _id: string }>;
}

test('an event page shows its title, and the page title adds the company', async ({ page, request }) => {
  const project = await projectOf(request, 'hybrid-summit');
  await page.goto('/hybrid-summit');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.eventTitle);
  await expect(page).toHaveTitle(`${project.eventTitle} | ${project.companyName}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('an unknown event id shows the not-found text in the browser language', async ({ page, browser }) => {
  await page.goto('/no-such-event-anywhere');
  await expect(page.getByRole('heading', { name: "We're sorry! We don't have that." })).toBeVisible();
  const dutch = await browser.newContext({ locale: 'nl-NL' });
  const dutchPage = await dutch.newPage();
  await dutchPage.goto('/no-such-event-anywhere');
  await expect(dutchPage.getByRole('heading', { name: 'Het spijt ons! Dat hebben we niet.' })).toBeVisible();
  await dutch.close();
});

test('the locale follows the project language: webinar is Dutch (formal)', async ({ page, request }) => {
  const project = await projectOf(request, 'webinar');
  await page.goto('/webinar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.eventTitle);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('link', { name: 'Registreren' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Al geregistreerd? Log in' })).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/dag|dagen/);
});

test('an on-site visitor gets the bottom tab bar; an online one the desktop layout', async ({ page }) => {
  await page.goto('/hybrid-summit/demoRegistrationHybrid01');
  const tabBar = page.getByRole('navigation', { name: 'App tabs' });
  await expect(tabBar).toBeVisible();
  await expect(page.locator('[data-layout="pwa"]')).toBeVisible();
  const tabs = tabBar.getByRole('tab');
  await expect(tabs).toHaveCount(5);
  await expect(tabs.first()).toHaveText('Home');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

  // Support and privacy-policy come last: privacy lives in the overflow menu.
  await tabBar.getByRole('button', { name: 'More tabs' }).click();
  await page.getByRole('menuitem', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/#privacy-policy$/);
  await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByText('at most 6 months after the broadcast ends')).toBeVisible();

  await page.goto('/hybrid-summit/demoRegistrationOnline01');
  await expect(page.locator('[data-layout="desktop"]')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'App tabs' })).toHaveCount(0);
});

test('a web-app tab is chosen by the URL hash', async ({ page }) => {
  await page.goto('/hybrid-summit/demoRegistrationHybrid01#handout');
  await expect(page.getByRole('tab', { name: 'Handouts' })).toHaveAttribute('aria-selected', 'true');
  const handout = page.getByRole('link', { name: /programme|program/i }).first();
  await expect(handout).toBeVisible();
  const href = await handout.getAttribute('href');
  const response = await page.request.get(href!);
  expect(response.headers()['content-type']).toContain('application/pdf');
});

test('#support opens the support dialog and closing it drops the hash', async ({ page }) => {
  await page.goto('/hybrid-summit#support');
  const dialog = page.getByRole('dialog', { name: 'Support' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('10 Mbps');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/hybrid-summit$/);

  await page.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('dialog', { name: 'Privacy policy' })).toBeVisible();
});

test('the personal link replaces itself with the event page and keeps the query', async ({ page }) => {
  await page.goto('/open-hybrid/openRegistrationId000000/olr83ee2?pwa=true');
  await expect(page).toHaveURL(/\/open-hybrid\/openRegistrationId000000\?pwa=true$/);
  // open-hybrid speaks informal Dutch.
  await expect(page.getByRole('navigation', { name: 'App-tabbladen' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('pwa'))).toBe('true');
});

test('on-demand with registration required sends a visitor without one to registration', async ({ page }) => {
  await page.goto('/on-demand');
  await expect(page).toHaveURL(/\/on-demand\/registration\?ondemand=true$/);
});

test('a malformed registration id leads to the registration page', async ({ page }) => {
  await page.goto('/hybrid-summit/not-a-valid-id');
  await expect(page).toHaveURL(/\/hybrid-summit\/registration$/);
});

test('the company route loads the company default project', async ({ page, request }) => {
  const project = await projectOf(request, 'hybrid-summit');
  await page.goto('/demo-company/registration-company');
  await expect(page).toHaveTitle(`${project.eventTitle} | ${project.companyName}`);
});

test('multi-session: the opening on demand does not block registering for the rest', async ({ page }) => {
  // While Round 1 is live (and the closing to come) the landing page stays (issue 30).
  await page.goto('/multi-session');
  await expect(page.getByTestId('event-status')).toContainText('Round 1');
  await expect(page).toHaveURL(/\/multi-session$/);
  await page.goto('/multi-session/registration');
  await expect(page).toHaveURL(/\/multi-session\/registration$/);
  await expect(page.getByRole('button', { name: /register/i })).toBeVisible();
});

test('the project brings its favicon, theme colours, custom script and custom style', async ({ page, request }) => {
  const project = await (await request.get('/frontend-api/projectevents/hybrid-summit')).json();
  await page.goto('/hybrid-summit');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.eventTitle);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', project.style.faviconUrl);
  const primary = await page.evaluate(() => document.documentElement.style.getPropertyValue('--color-primary'));
  expect(primary).toBe(project.style.primaryColor);
  // customScript ran (it adds a class), and customStyle applies a rule keyed on that class.
  await expect(page.locator('html')).toHaveClass(/brightwave-branding/);
  await expect(page.locator('style[data-source="project-custom-style"]')).toHaveCount(1);
  await expect(page.locator('.site-footer')).toHaveCSS('border-top-width', '3px');
  // The web-app look uses pwaStyle instead.
  await page.goto('/hybrid-summit/demoRegistrationHybrid01');
  await expect(page.locator('[data-layout="pwa"]')).toBeVisible();
  const secondary = await page.evaluate(() => document.documentElement.style.getPropertyValue('--color-secondary'));
  expect(secondary).toBe(project.pwaStyle.secondaryColor);
});
