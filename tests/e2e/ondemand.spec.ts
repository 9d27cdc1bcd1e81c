/** On demand (issue 11): the replay plays and seeks, registration is required outside preview, the protected marker. */
import { expect, test, type Page } from './fixtures';

async function registerForOnDemand(request: import('@playwright/test').APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/registrations', {
    data: { event_id: 'on-demand', email, first_name: 'Camille', last_name: 'Martin', time_zone: 'Europe/Paris' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { registrationID: string }).registrationID;
}

const playerRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/media/ondemand/player.js')) seen.push(r.url()); });
  return seen;
};

test('a visitor without a registration is sent to the registration page with the on-demand flag', async ({ page }) => {
  const player = playerRequests(page);
  await page.goto('/on-demand/ondemand');
  await expect(page).toHaveURL(/\/on-demand\/registration\?ondemand=true$/);
  await expect(page.getByRole('button', { name: /inscri/i }).first()).toBeVisible();
  expect(player).toEqual([]);
});

test('in preview there is no redirect: the player shows', async ({ page }) => {
  await page.goto('/on-demand/ondemand?previewMode=default-registration');
  await expect(page).toHaveURL(/\/on-demand\/ondemand\?previewMode/);
  await expect(page.locator('video.ondemand-video')).toHaveCount(1);
});

test('a registered visitor watches the replay in French, plays and seeks', async ({ page, request }) => {
  const id = await registerForOnDemand(request, `replay.${Date.now()}@example.com`);
  const ranges: number[] = [];
  page.on('response', (r) => { if (/\/media\/ondemand\/od-cyber-pme-2026\.(webm|mp4)$/.test(r.url())) ranges.push(r.status()); });
  await page.goto(`/on-demand/${id}/ondemand-with-registration`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Webinaire : la cybersécurité des PME en cinq gestes');
  await expect(page.getByText('Regardez le replay complet.')).toBeVisible();
  const script = page.locator('[data-testid="ondemand-player"] script');
  await expect(script).toHaveAttribute('data-video-id', 'od-cyber-pme-2026');
  await expect(script).toHaveAttribute('data-registration-id', id);

  const video = page.locator('video.ondemand-video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
  await video.evaluate((v: HTMLVideoElement) => { v.muted = true; return v.play(); });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.3);
  const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
  expect(duration).toBeGreaterThan(30);
  await video.evaluate((v: HTMLVideoElement) => new Promise<void>((resolve) => {
    v.addEventListener('seeked', () => resolve(), { once: true });
    v.currentTime = 30;
  }));
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThanOrEqual(30);
  // Seeking is served as byte ranges by the project itself.
  expect(ranges).toContain(206);
});

test('the call-to-action records a link click and opens its page', async ({ page, request }) => {
  const id = await registerForOnDemand(request, `cta.${Date.now()}@example.com`);
  await page.goto(`/on-demand/${id}/ondemand-with-registration`);
  const click = page.waitForRequest((r) => r.url().endsWith('/api/analytics/proj-on-demand/link-clicks'));
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Découvrir nos prochains événements' }).click();
  const body = (await click).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ eventId: 'on-demand', registrationId: id, component: 'custom-cta', action: 'custom-cta-button-click' });
  // The new tab loads the call-to-action's page, /multi-session. Its opening has ended with the
  // replay on, but Round 1 is live, so the landing page stays and shows the round (issue 30).
  const opened = await popup;
  await expect(opened.getByTestId('event-status')).toContainText('Round 1');
  await expect(opened).toHaveURL(/\/multi-session$/);
  const loaded = await opened.evaluate(() => new URL(performance.getEntriesByType('navigation')[0]!.name).pathname);
  expect(loaded).toBe('/multi-session');
});

test('a password-protected replay shows the password first and no player until then', async ({ page }) => {
  const player = playerRequests(page);
  await page.goto('/secure-live/ondemand');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
  expect(player).toEqual([]);
  await dialog.getByLabel('Passwort', { exact: true }).fill('Open-Sesame');
  await dialog.getByRole('button', { name: 'Seite öffnen' }).click();
  // The recording under its keyed name from the /protected answer (issue 27); it plays.
  await expect(page.locator('[data-testid="ondemand-player"] script')).toHaveAttribute('data-video-id', /^od-rheinland-mv-2026-[A-Za-z0-9]{24}$/);
  await expect.poll(() => page.locator('video.ondemand-video').evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThan(0);
});

test('the player script loads only on the on-demand page', async ({ page }) => {
  const player = playerRequests(page);
  await page.goto('/hybrid-summit');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(player).toEqual([]);
});

test('a multi-session replay adds the session name and plays without registration', async ({ page, request }) => {
  const project = await (await request.get('/frontend-api/projectevents/multi-session')).json() as { eventTitle: string; event: { name: string } };
  await page.goto('/multi-session/ondemand');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${project.eventTitle}: ${project.event.name}`);
  const video = page.locator('video.ondemand-video');
  await expect(video).toHaveAttribute('data-video-id', 'od-osld-2026-opening');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(30);
});
