/**
 * Handouts saved for offline use in the web-app look on a phone (issue 13): one button saves every
 * handout with a progress bar, each is then marked 'Available offline', and offline the handout
 * comes back from the worker's cache as the PDF itself, not the app shell. The replay's transcript
 * is kept with the handouts (issue 48): after one visit the on-demand page's transcript opens
 * offline (in the same browser, so no second worker install).
 */
import { expect, test, type Page } from './fixtures';
import { uniqueEmail } from './liveHelpers';
import { firstVisit, projectOf } from './offlineHelpers';

// Service workers are blocked in the desktop project (playwright.config.ts): this file's tests need theirs.
test.use({ serviceWorkers: 'allow' });

const ON_SITE = '/hybrid-summit/demoRegistrationHybrid01';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function openHandoutsTab(page: Page): Promise<void> {
  const bar = page.getByRole('navigation', { name: 'App tabs' });
  await expect(bar).toBeVisible();
  // The app reopens on the tab the visitor left it on.
  if (await page.getByRole('tabpanel', { name: 'Handouts' }).count()) return;
  const tab = bar.getByRole('tab', { name: 'Handouts' });
  if (await tab.count()) {
    await tab.click();
    return;
  }
  await bar.getByRole('button', { name: 'More tabs' }).click();
  await page.getByRole('menuitem', { name: 'Handouts' }).click();
}

/** Everything the progress line said while saving (it may come and go faster than a poll). */
const recordProgress = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const line = document.querySelector('.handout-offline__progress');
      const bar = line?.querySelector('progress');
      if (line && bar) seen.push(`${bar.getAttribute('aria-label')}|${line.textContent?.trim()}`);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });

/** The answer a handout URL gets from the page (through its service worker). */
const fetchFromPage = (page: Page, url: string) =>
  page.evaluate(async (href) => {
    const response = await fetch(href);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      start: new TextDecoder().decode(bytes.slice(0, 5)),
    };
  }, url);

test('save for offline: progress, every handout marked, and each opens offline as a PDF; the transcript too', async ({
  page,
  context,
  request,
}) => {
  const project = await projectOf(request, 'hybrid-summit');
  const handouts: { url: string; buttonText: string }[] = project.event.handouts.filter(
    (h: { url?: string; buttonText?: string }) => h.url && h.buttonText,
  );
  expect(handouts.length).toBeGreaterThan(1);
  await firstVisit(page, ON_SITE, (p) => expect(p.locator('[data-layout="pwa"]')).toBeVisible());
  await openHandoutsTab(page);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Available offline')).toHaveCount(0);

  await recordProgress(page);
  await panel.getByRole('button', { name: 'Save for offline' }).click();
  for (const handout of handouts) {
    await expect(
      panel.getByRole('listitem').filter({ hasText: handout.buttonText }).getByText('Available offline'),
    ).toBeVisible();
  }
  await expect(panel.getByRole('progressbar')).toHaveCount(0);
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
  expect(seen).toContain(`Saving handouts|0 of ${handouts.length}`);
  expect(seen).toContain(`Saving handouts|${handouts.length - 1} of ${handouts.length}`);
  await expect(panel.getByRole('button', { name: 'Save for offline' })).toBeEnabled();

  // The marks come back on the next visit, read from the cache.
  await page.reload();
  await openHandoutsTab(page);
  await expect(page.getByRole('tabpanel').getByText('Available offline')).toHaveCount(handouts.length);

  // One visit to the on-demand replay (French, captioned by the seed) while online.
  const registered = await request.post('/api/registrations', {
    data: { event_id: 'on-demand', email: uniqueEmail('offline'), first_name: 'Camille', last_name: 'Martin' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const replay = `/on-demand/${(await registered.json()).registrationID}/ondemand-with-registration`;
  await page.goto(replay);
  const lines = page.getByRole('region', { name: 'Transcription' }).getByRole('listitem');
  await expect(lines.first()).toBeVisible();
  const said = await lines.allTextContents();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Transcription' }).getByRole('listitem')).toHaveText(said);
  await page.goto(ON_SITE);
  for (const handout of handouts) {
    const answer = await fetchFromPage(page, handout.url);
    expect(answer).toEqual({ status: 200, type: expect.stringContaining('application/pdf'), start: '%PDF-' });
  }
  // Opened as a page of its own (a new tab), it is the PDF too, not the app shell.
  const tab = await context.newPage();
  const opened = await tab.goto(handouts[0].url);
  expect(opened?.headers()['content-type']).toContain('application/pdf');
  // Chromium shows it in its PDF viewer (whose wrapper page is what body() returns); the shell would be text/html.
  expect(await tab.evaluate(() => document.contentType)).toBe('application/pdf');
});

test('saving while offline says so and keeps the button usable', async ({ page, context }) => {
  await firstVisit(page, ON_SITE, (p) => expect(p.locator('[data-layout="pwa"]')).toBeVisible());
  await page.evaluate(async () => {
    for (const name of await caches.keys()) if (name.includes('handouts')) await caches.delete(name);
  });
  await openHandoutsTab(page);
  await context.setOffline(true);
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: 'Save for offline' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    'The handouts could not be saved. Check your connection and try again.',
  );
  await expect(panel.getByText('Available offline')).toHaveCount(0);

  await context.setOffline(false);
  await panel.getByRole('button', { name: 'Save for offline' }).click();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(panel.getByText('Available offline').first()).toBeVisible();
});

test('a full device says there is no room and keeps the button usable', async ({ page, context, baseURL }) => {
  await firstVisit(page, ON_SITE, (p) => expect(p.locator('[data-layout="pwa"]')).toBeVisible());
  await page.evaluate(async () => {
    for (const name of await caches.keys()) if (name.includes('handouts')) await caches.delete(name);
  });
  await openHandoutsTab(page);
  // A real quota of the browser, just below what the origin already uses: the next write fails.
  const cdp = await context.newCDPSession(page);
  const origin = new URL(baseURL!).origin;
  const { usage } = await cdp.send('Storage.getUsageAndQuota', { origin });
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: Math.max(1, Math.floor(usage)) });
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: 'Save for offline' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    'There is not enough storage space on this device to save the handouts. Free up some space and try again.',
  );
  await expect(panel.getByText('Available offline')).toHaveCount(0);

  await cdp.send('Storage.overrideQuotaForOrigin', { origin });
  await panel.getByRole('button', { name: 'Save for offline' }).click();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(panel.getByText('Available offline').first()).toBeVisible();
});
