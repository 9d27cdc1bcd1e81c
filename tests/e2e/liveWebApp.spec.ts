/**
 * The broadcast in the web-app look on a phone (open-hybrid, informal Dutch), offline, the page
 * password before the live page (secure-live), and the test page, against the real server. A test
 * that changes the controller drives its own copy of the event (its own broadcast).
 */
import { expect, test, type APIRequestContext } from './fixtures';
import { control, eventCopy, expectPlaying, uniqueEmail } from './liveHelpers';
import { firstVisit } from './offlineHelpers';

// Service workers are blocked in the desktop project (playwright.config.ts). The tests that go
// offline have theirs again (their group's test.use); online, the worker would only install and
// fill its caches beside the test.

const openHybridCopy = (request: APIRequestContext) => eventCopy(request, 'proj-open-hybrid', 'open-copy');
const secureLiveCopy = (request: APIRequestContext) =>
  eventCopy(request, 'proj-secure-live', 'secure-copy', (doc) => {
    doc.pagePassword = 'Open-Sesame';
  });

test.describe('web-app look on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('pre shows the countdown in the home tab, on-air the player, post the end content', async ({
    page,
    request,
  }) => {
    const event = await openHybridCopy(request);
    await control(request, event, { state: 'pre' });
    await page.goto(`/${event}/openRegistrationId000000?pwa=true`);
    await expect(page.getByRole('navigation', { name: 'App-tabbladen' })).toBeVisible();
    await expect(page.locator('[data-broadcast-state="pre"]')).toBeVisible();
    await expect(page.locator('.pwa-header .chip-live')).toHaveCount(0);

    await control(request, event, { state: 'on-air' });
    await expect(page.getByTestId('pwa-live')).toBeVisible();
    await expect(page.locator('.pwa-header .chip-live')).toHaveText('LIVE');
    await expectPlaying(page);

    await control(request, event, { state: 'post' });
    await expect(page.getByTestId('end-page')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'App-tabbladen' })).toBeVisible();
  });

  test.describe(() => {
    test.use({ serviceWorkers: 'allow' });

    test('offline the attendee keeps the web-app home without the player, and is back live once online', async ({
      page,
      context,
      request,
    }) => {
      const event = await openHybridCopy(request);
      await control(request, event, { state: 'on-air' });
      await firstVisit(page, `/${event}/openRegistrationId000000?pwa=true`, (p) =>
        expect(p.getByTestId('pwa-live')).toBeVisible(),
      );

      await context.setOffline(true);
      await page.reload();
      await expect(page.locator('[data-broadcast-state="offline"]')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'App-tabbladen' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByTestId('pwa-live')).toHaveCount(0);

      await context.setOffline(false);
      await expect(page.getByTestId('pwa-live')).toBeVisible();
      await expectPlaying(page);
    });
  });
});

test('the test page shows the sample stream, help text and the browser and system minimums', async ({ page }) => {
  await page.goto('/webinar/test-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Audio- en videotest' })).toBeVisible();
  await expectPlaying(page);
  const browsers = page.getByRole('table', { name: 'Browsers' });
  await expect(browsers.getByRole('row', { name: /Chrome 77 88/ }).first()).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Besturingssystemen' }).getByRole('row', { name: /Windows 7 SP1 10 64 bit/ }),
  ).toBeVisible();
  await expect(page.getByText('Aanbevolen downloadsnelheid: 10 Mbps.')).toBeVisible();
});

test.describe('password first, then the live page with the buttons the controller shows', () => {
  test('the evaluation button appears when the controller shows it and opens the evaluation page in a new tab', async ({
    page,
    context,
    request,
  }) => {
    const event = await secureLiveCopy(request);
    await control(request, event, { visible: { evaluation: false } });
    const response = await request.post('/api/registrations', {
      data: {
        event_id: event,
        time_zone: 'Europe/Amsterdam',
        first_name: 'Jonas',
        last_name: 'Weber',
        email: uniqueEmail('live.secure'),
      },
    });
    expect(response.status()).toBe(200);
    const { registrationID: id } = (await response.json()) as { registrationID: string };
    await page.goto(`/${event}/${id}`);
    const dialog = page.getByRole('dialog', { name: 'Diese Seite ist geschützt' });
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('live-page')).toHaveCount(0);
    await dialog.getByLabel('Passwort', { exact: true }).fill('Open-Sesame');
    await dialog.getByRole('button', { name: 'Seite öffnen' }).click();
    await expect(page.getByTestId('live-page')).toBeVisible();
    await expectPlaying(page);
    await expect(page.getByRole('button', { name: 'Evaluation' })).toHaveCount(0);

    await control(request, event, { visible: { evaluation: true } });
    const evaluation = page.getByRole('button', { name: 'Evaluation' });
    await expect(evaluation).toBeVisible();
    const opened = context.waitForEvent('page');
    await evaluation.click();
    const tab = await opened;
    await expect(tab).toHaveURL(new RegExp(`/${event}/${id}/evaluation$`));
    await tab.close();
  });
});
