/**
 * On demand (issue 11): the replay plays and seeks, registration is required outside preview, the
 * protected marker. The reference player paints its own controls (issue 45) in the page's language.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { eventCopy } from './liveHelpers';

async function registerForOnDemand(
  request: import('@playwright/test').APIRequestContext,
  email: string,
): Promise<string> {
  const response = await request.post('/api/registrations', {
    data: { event_id: 'on-demand', email, first_name: 'Camille', last_name: 'Martin', time_zone: 'Europe/Paris' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { registrationID: string }).registrationID;
}

const playerRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/media/ondemand/player.js')) seen.push(r.url());
  });
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
  page.on('response', (r) => {
    if (/\/media\/ondemand\/od-cyber-pme-2026\.(webm|mp4)$/.test(r.url())) ranges.push(r.status());
  });
  await page.goto(`/on-demand/${id}/ondemand-with-registration`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Webinaire : la cybersécurité des PME en cinq gestes',
  );
  await expect(page.getByText('Regardez le replay complet.')).toBeVisible();
  const script = page.locator('[data-testid="ondemand-player"] script');
  await expect(script).toHaveAttribute('data-video-id', 'od-cyber-pme-2026');
  await expect(script).toHaveAttribute('data-registration-id', id);

  const video = page.locator('video.ondemand-video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.3);
  const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
  expect(duration).toBeGreaterThan(30);
  await video.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<void>((resolve) => {
        v.addEventListener('seeked', () => resolve(), { once: true });
        v.currentTime = 30;
      }),
  );
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
  expect(body).toMatchObject({
    eventId: 'on-demand',
    registrationId: id,
    component: 'custom-cta',
    action: 'custom-cta-button-click',
  });
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
  await expect(page.locator('[data-testid="ondemand-player"] script')).toHaveAttribute(
    'data-video-id',
    /^od-rheinland-mv-2026-[A-Za-z0-9]{24}$/,
  );
  await expect
    .poll(() => page.locator('video.ondemand-video').evaluate((video: HTMLVideoElement) => video.readyState))
    .toBeGreaterThan(0);
  // The player's controls speak the page's German.
  const controls = page.getByRole('group', { name: 'Videoplayer' });
  await expect(controls.getByRole('button', { name: 'Abspielen' }).first()).toBeVisible();
  await expect(controls.getByRole('button', { name: 'Stumm schalten' })).toBeVisible();
  await expect(controls.getByRole('button', { name: 'Vollbild' })).toBeVisible();
  await expect(controls.getByRole('button', { name: 'Wiedergabegeschwindigkeit 1×' })).toBeVisible();
  await expect(controls.getByRole('slider', { name: 'Wiedergabeposition' })).toHaveAttribute(
    'aria-valuetext',
    /^0:00 von 0:\d\d$/,
  );
});

test('the player script loads only on the on-demand page', async ({ page }) => {
  const player = playerRequests(page);
  await page.goto('/hybrid-summit');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(player).toEqual([]);
});

test('a multi-session replay adds the session name and plays without registration', async ({ page, request }) => {
  const project = (await (await request.get('/frontend-api/projectevents/multi-session')).json()) as {
    eventTitle: string;
    event: { name: string };
  };
  await page.goto('/multi-session/ondemand');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${project.eventTitle}: ${project.event.name}`);
  const video = page.locator('video.ondemand-video');
  await expect(video).toHaveAttribute('data-video-id', 'od-osld-2026-opening');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(30);
});

/** The recording's state as the visitor would notice it. */
const state = (video: Locator) =>
  video.evaluate((v: HTMLVideoElement) => ({
    time: v.currentTime,
    paused: v.paused,
    muted: v.muted,
    controls: v.controls,
  }));

test('the replay has designed controls, by pointer and keys, and resumes where the visitor stopped (issue 45)', async ({
  page,
  request,
}) => {
  const id = await registerForOnDemand(request, `controls.${Date.now()}@example.com`);
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { violations: string[] }).violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await page.goto(`/on-demand/${id}/ondemand-with-registration`);
  const player = page.getByRole('group', { name: 'Lecteur vidéo' });
  const video = player.locator('video.ondemand-video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 })
    .toBeGreaterThan(0);
  expect((await state(video)).controls).toBe(false); // no browser controls: the player's own

  // Mute with its button, play with the big one; the bar's button then says Pause.
  await player.getByRole('button', { name: 'Couper le son' }).click();
  await expect(player.getByRole('button', { name: 'Activer le son' })).toBeVisible();
  expect((await state(video)).muted).toBe(true);
  await player.getByRole('button', { name: 'Lire' }).first().click();
  await expect.poll(async () => (await state(video)).time).toBeGreaterThan(0.3);
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();

  // Keys while the player has the focus: K pauses, Space on the play button plays again, M unmutes and mutes.
  await page.keyboard.press('k');
  await expect.poll(async () => (await state(video)).paused).toBe(true);
  await expect(player.getByRole('button', { name: 'Lire' })).toBeFocused();
  await page.keyboard.press(' ');
  await expect.poll(async () => (await state(video)).paused).toBe(false);
  await page.keyboard.press('k');
  await expect.poll(async () => (await state(video)).paused).toBe(true);
  await page.keyboard.press('m');
  await expect.poll(async () => (await state(video)).muted).toBe(false);
  await page.keyboard.press('m');
  await expect.poll(async () => (await state(video)).muted).toBe(true);

  // The seek bar: arrows move five seconds, Home goes to the start; it reads "0:12 sur 0:40".
  const seek = player.getByRole('slider', { name: 'Position de lecture' });
  await seek.focus();
  const from = (await state(video)).time;
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await state(video)).time).toBeCloseTo(from + 10, 1);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await state(video)).time).toBeCloseTo(from + 5, 1);
  await expect(seek).toHaveAttribute(
    'aria-valuetext',
    new RegExp(`^0:${String(Math.floor(from + 5)).padStart(2, '0')} sur 0:\\d\\d$`),
  );
  await page.keyboard.press('Home');
  await expect.poll(async () => (await state(video)).time).toBe(0);
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await state(video)).time).toBeCloseTo(15, 1);
  await expect(seek).toHaveAttribute('aria-valuetext', /^0:15 sur 0:\d\d$/);

  // Resume: the position is kept for this registration, and a new visit starts there.
  const stored = () =>
    page.evaluate((key) => Number(localStorage.getItem(key)), `ondemand-player:od-cyber-pme-2026:${id}`);
  await expect.poll(stored).toBeGreaterThanOrEqual(14); // whole seconds, of 15 (or a hair under it)
  const saved = await stored();
  await page.reload();
  await expect.poll(async () => (await state(page.locator('video.ondemand-video'))).time).toBeCloseTo(saved, 1);
  await expect(page.getByRole('slider', { name: 'Position de lecture' })).toHaveAttribute(
    'aria-valuetext',
    new RegExp(`^0:${saved} sur 0:\\d\\d$`),
  );
  // Its styles came in without a CSP exception (a constructed sheet: no <style> without a nonce).
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});

test('the player speaks Dutch on a Dutch project, and its controls fade while playing (issue 45)', async ({
  page,
  request,
}) => {
  const copy = await eventCopy(request, 'proj-on-demand', 'replay-nl', (doc) => {
    doc.language = 'nlFormal';
    doc.requireRegistrationForOnDemand = false;
  });
  await page.goto(`/${copy}/ondemand`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  const player = page.getByRole('group', { name: 'Videospeler' });
  const video = player.locator('video.ondemand-video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await expect(player.getByRole('slider', { name: 'Afspeelpositie' })).toHaveAttribute(
    'aria-valuetext',
    /^0:00 van 0:\d\d$/,
  );
  await expect(player.getByRole('button', { name: 'Volledig scherm' })).toBeVisible();
  await expect(player.getByRole('button', { name: 'Afspeelsnelheid 1×' })).toBeVisible();
  await player.getByRole('button', { name: 'Afspeelsnelheid 1×' }).click();
  await expect(player.getByRole('button', { name: 'Afspeelsnelheid 1,25×' })).toBeVisible();
  expect(await video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.25);
  await player.getByRole('button', { name: 'Geluid uit' }).click();
  await player.getByRole('button', { name: 'Afspelen' }).first().click();
  await expect(player.getByRole('button', { name: 'Pauzeren' })).toBeVisible();
  // Playing, with the pointer gone from the player: the bar fades; a pause brings it back.
  const bar = player.locator('.odp-bar');
  await page.mouse.move(1, 1);
  await expect(bar).toHaveCSS('opacity', '0');
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  await expect(bar).toHaveCSS('opacity', '1');
});

test('a recording that cannot be played: the page says so, and the player offers no controls', async ({
  page,
  request,
}) => {
  const copy = await eventCopy(request, 'proj-on-demand', 'replay-missing', (doc, event) => {
    doc.requireRegistrationForOnDemand = false;
    event.onDemandID = 'od-no-such-recording';
  });
  await page.goto(`/${copy}/ondemand`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'L’enregistrement ne peut pas être lu pour le moment.' }),
  ).toBeVisible();
  const player = page.getByRole('group', { name: 'Lecteur vidéo' });
  await expect(player).toBeVisible();
  await expect(player.getByRole('button')).toHaveCount(0);
  await expect(player.getByRole('slider')).toHaveCount(0);
});
