/**
 * The broadcast states against the real server and its reference live director (production
 * build, Chromium). The organiser's controller is driven through the control API; every step
 * waits for a state, never a fixed time. Controller-changing tests own their broadcast: webinar
 * (desktop, formal Dutch) and open-hybrid (web-app look, informal Dutch).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// Each test drives a broadcast through several states and plays video on a shared 2-core machine.
test.describe.configure({ timeout: 60_000 });

const TOKEN = process.env.LIVE_CONTROL_TOKEN ?? 'e2e-live-control-token';
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

async function control(request: APIRequestContext, eventId: string, patch: Record<string, unknown>) {
  const response = await request.post(`/live-director/control/${eventId}`, { data: patch, headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(response.status(), await response.text()).toBe(200);
}

async function registerWebinar(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/registrations', { data: {
    event_id: 'webinar', time_zone: 'Europe/Amsterdam', first_name: 'Sanne', last_name: 'Bakker', knowledge_level: 7, role: 'Adviseur',
    email: uniqueEmail('live.webinar'),
  } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { registrationID: string }).registrationID;
}

async function registerHybridOnline(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/registrations', { data: {
    event_id: 'hybrid-summit', time_zone: 'Europe/Amsterdam', first_name: 'Grace', last_name: 'Tester', email: uniqueEmail('live.hybrid'),
    company: 'CareConnect', interests: ['interest-1'], on_site_viewer: 0, SELECTED_EVENTS: ['hybrid-summit'],
  } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { registrationID: string }).registrationID;
}

const videoTime = (page: Page) => page.getByTestId('live-video').evaluate((video: HTMLVideoElement) => video.currentTime);

/** The test signal plays: its time moves on by more than half a second. */
async function expectPlaying(page: Page) {
  await expect(page.getByTestId('live-video')).toBeVisible();
  await expect.poll(() => page.getByTestId('live-video').evaluate((video: HTMLVideoElement) => video.muted && !video.paused)).toBe(true);
  const start = await videoTime(page);
  await expect.poll(async () => {
    const now = await videoTime(page);
    return now > start + 0.5 || now < start; // moved on, or looped
  }).toBe(true);
}

test.describe('webinar broadcast (desktop)', () => {
  test.describe.configure({ mode: 'serial' });
  test.afterAll(async ({ request }) => {
    await control(request, 'webinar', { state: 'pre', mode: 'player', visible: { evaluation: false, cta: false } });
  });

  test('pre shows the countdown; on-air turns the same page live and the video plays; post shows the end page', async ({ page, request }) => {
    await control(request, 'webinar', { state: 'pre', mode: 'player' });
    const id = await registerWebinar(request);
    await page.goto(`/webinar/${id}`);
    await expect(page.getByTestId('waiting-page')).toBeVisible();
    await expect(page.getByRole('timer')).toContainText(/dag|dagen/);
    await page.evaluate(() => { (window as unknown as { samePage: boolean }).samePage = true; });

    await control(request, 'webinar', { state: 'on-air' });
    await expect(page.getByTestId('live-page')).toBeVisible();
    await expect(page.locator('.live-title .chip-live')).toHaveText('LIVE');
    await expectPlaying(page);
    // Unmuting is the visitor's choice.
    await page.getByRole('button', { name: 'Geluid aan' }).click();
    await expect(page.getByTestId('live-video')).toHaveJSProperty('muted', false);
    // Fullscreen (or the forced fallback when the browser refuses), and back.
    await page.getByRole('button', { name: 'Volledig scherm', exact: true }).click();
    await expect(page.getByTestId('live-page')).toHaveAttribute('data-fullscreen', /native|forced/);
    await page.getByRole('button', { name: 'Volledig scherm sluiten' }).click();
    await expect(page.getByTestId('live-page')).toHaveAttribute('data-fullscreen', 'off');

    await control(request, 'webinar', { state: 'post' });
    await expect(page.getByTestId('end-page')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bedankt voor uw deelname' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });

  test('under a minute before the start the waiting page says it is about to start, with a spinner', async ({ page, request }) => {
    await control(request, 'webinar', { state: 'pre', mode: 'player' });
    const project = await (await request.get('/frontend-api/projectevents/webinar')).json() as { event: { startTime: number } };
    const id = await registerWebinar(request);
    await page.clock.install({ time: project.event.startTime * 1000 - 75_000 });
    await page.goto(`/webinar/${id}`);
    await expect(page.getByRole('timer')).toBeVisible();
    await page.clock.fastForward(20_000); // 55 s left
    const starting = page.getByTestId('waiting-starting');
    await expect(starting).toHaveText('Het evenement begint zo.');
    await expect(starting.locator('.spinner')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
  });

  test('on a phone an online visitor gets the desktop layout stacked, and the end page its sidebar', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await control(request, 'webinar', { state: 'on-air', mode: 'player' });
    const id = await registerWebinar(request);
    await page.goto(`/webinar/${id}`);
    await expect(page.locator('[data-layout="desktop"]')).toBeVisible();
    await expectPlaying(page);
    const video = await page.getByTestId('live-video').boundingBox();
    const sidebar = await page.getByRole('complementary', { name: 'Live-zijbalk' }).boundingBox();
    expect(video!.width).toBeGreaterThan(300);
    expect(sidebar!.y).toBeGreaterThan(video!.y + video!.height); // below the player, not beside it

    await control(request, 'webinar', { state: 'post' });
    await expect(page.getByTestId('end-page')).toBeVisible();
    await expect(page.getByTestId('end-sidebar')).toBeVisible();
  });

  test('the meeting mode starts the video meeting muted, video on, no prejoin, no subject or timer', async ({ page, request }) => {
    await control(request, 'webinar', { state: 'on-air', mode: 'meeting' });
    const id = await registerWebinar(request);
    await page.goto(`/webinar/${id}`);
    await expect(page.getByTestId('live-meeting')).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __jitsiCalls?: unknown[] }).__jitsiCalls?.length ?? 0)).toBe(1);
    const call = await page.evaluate(() => (window as unknown as { __jitsiCalls: { options: Record<string, any> }[] }).__jitsiCalls[0]);
    expect(call.options.jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const project = await (await request.get('/frontend-api/projectevents/webinar')).json() as { event: { _id: string; liveDirectorBroadcastSlug?: string } };
    expect(call.options.roomName).toBe(project.event.liveDirectorBroadcastSlug || project.event._id);
    expect(call.options.configOverwrite).toMatchObject({
      startWithAudioMuted: true, startWithVideoMuted: false, prejoinPageEnabled: false, hideConferenceSubject: true, hideConferenceTimer: true,
    });
    // Back to the player without a reload.
    await control(request, 'webinar', { mode: 'player' });
    await expectPlaying(page);
  });

  test('a dropped stream shows that it reconnects and catches up with what changed meanwhile', async ({ page, request }) => {
    await control(request, 'webinar', { state: 'pre', mode: 'player' });
    const id = await registerWebinar(request);
    await page.goto(`/webinar/${id}`);
    await expect(page.getByTestId('waiting-page')).toBeVisible();

    // The venue Wi-Fi goes: the server's open stream ends and the live director cannot be reached.
    let offline = true;
    await page.route(/\/live-director\/(stream|state)\//, (route) => (offline ? route.abort('internetdisconnected') : route.fallback()));
    const dropped = await request.post('/live-director/control/webinar/drop-streams', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(dropped.status()).toBe(200);
    expect(((await dropped.json()) as { dropped: number }).dropped).toBeGreaterThan(0);
    await expect(page.getByTestId('live-reconnecting')).toBeVisible();
    await control(request, 'webinar', { state: 'on-air' });
    await expect(page.getByTestId('waiting-page')).toBeVisible(); // nothing reaches the page meanwhile

    offline = false;
    await expect(page.getByTestId('live-page')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('live-reconnecting')).toBeHidden();
    await expectPlaying(page);
  });
});

test('a second browser on the same single-session link gets the already-open message; the first keeps playing', async ({ page, browser, request }) => {
  const id = await registerHybridOnline(request); // hybrid-summit is on air by its clock
  await page.goto(`/hybrid-summit/${id}`);
  await expect(page.getByTestId('live-page')).toBeVisible();
  // A reload in the same browser is the same viewer: it releases and takes the link again.
  await page.reload();
  await expect(page.getByTestId('live-page')).toBeVisible();
  await expectPlaying(page);

  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await second.goto(`/hybrid-summit/${id}`);
    await expect(second.getByRole('alert')).toContainText('This unique viewing link is already open in a different browser.');
    await expect(second.getByTestId('live-page')).toHaveCount(0);
  } finally {
    await other.close();
  }
  await expectPlaying(page);
});

test('multi-session: the live round is on air, titled with its session', async ({ page }) => {
  await page.goto('/multi-session-round1-a/demoRegistrationMulti001');
  await expect(page.getByTestId('live-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Session A: Sustaining maintainers');
  await expectPlaying(page);
  await expect(page.getByTestId('session-end-countdown')).toHaveCount(0);
});

test('multi-session: in the last minute of the session the end countdown shows with its progress', async ({ page, request }) => {
  const project = await (await request.get('/frontend-api/projectevents/multi-session-round1-a')).json() as { event: { startTime: number; durationInMinutes: number } };
  const endMs = (project.event.startTime + project.event.durationInMinutes * 60) * 1000;
  await page.clock.install({ time: endMs - 30_000 }); // the page's clock: 30 s before the round ends
  await page.goto('/multi-session-round1-a/demoRegistrationMulti001');
  const countdown = page.getByTestId('session-end-countdown');
  await expect(countdown).toContainText(/This (breakout )?session ends in \d+ seconds\./);
  const progress = Number(await countdown.locator('progress').getAttribute('value'));
  expect(progress).toBeGreaterThanOrEqual(45);
  expect(progress).toBeLessThan(100);
});

test('the library failing to load shows its message', async ({ page, request }) => {
  const id = await registerHybridOnline(request);
  await page.route('**/live-director/library.js', (route) => route.abort());
  await page.goto(`/hybrid-summit/${id}`);
  await expect(page.getByRole('alert')).toContainText('Unable to load LiveDirector library');
});

test.describe('web-app look on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.describe.configure({ mode: 'serial' });
  test.afterAll(async ({ request }) => {
    await control(request, 'open-hybrid', { state: 'on-air' });
  });

  test('pre shows the countdown in the home tab, on-air the player, post the end content', async ({ page, request }) => {
    await control(request, 'open-hybrid', { state: 'pre' });
    await page.goto('/open-hybrid/openRegistrationId000000?pwa=true');
    await expect(page.getByRole('navigation', { name: 'App-tabbladen' })).toBeVisible();
    await expect(page.locator('[data-broadcast-state="pre"]')).toBeVisible();
    await expect(page.locator('.pwa-header .chip-live')).toHaveCount(0);

    await control(request, 'open-hybrid', { state: 'on-air' });
    await expect(page.getByTestId('pwa-live')).toBeVisible();
    await expect(page.locator('.pwa-header .chip-live')).toHaveText('LIVE');
    await expectPlaying(page);

    await control(request, 'open-hybrid', { state: 'post' });
    await expect(page.getByTestId('end-page')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'App-tabbladen' })).toBeVisible();
  });

  test('offline the attendee keeps the web-app home without the player, and is back live once online', async ({ page, context, request }) => {
    await control(request, 'open-hybrid', { state: 'on-air' });
    await page.goto('/open-hybrid/openRegistrationId000000?pwa=true');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 10_000 }).catch(() => page.reload());
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.reload();
    await expect(page.getByTestId('pwa-live')).toBeVisible();

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

test('the test page shows the sample stream, help text and the browser and system minimums', async ({ page }) => {
  await page.goto('/webinar/test-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Audio- en videotest' })).toBeVisible();
  await expectPlaying(page);
  const browsers = page.getByRole('table', { name: 'Browsers' });
  await expect(browsers.getByRole('row', { name: /Chrome 77 88/ }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Besturingssystemen' }).getByRole('row', { name: /Windows 7 SP1 10 64 bit/ })).toBeVisible();
  await expect(page.getByText('Aanbevolen downloadsnelheid: 10 Mbps.')).toBeVisible();
});

test.describe('password first, then the live page with the buttons the controller shows', () => {
  test.afterAll(async ({ request }) => {
    await control(request, 'secure-live', { visible: { evaluation: false } });
  });

  test('the evaluation button appears when the controller shows it and opens the evaluation page in a new tab', async ({ page, context, request }) => {
    await control(request, 'secure-live', { visible: { evaluation: false } });
    const response = await request.post('/api/registrations', { data: {
      event_id: 'secure-live', time_zone: 'Europe/Amsterdam', first_name: 'Jonas', last_name: 'Weber', email: uniqueEmail('live.secure'),
    } });
    expect(response.status()).toBe(200);
    const { registrationID: id } = await response.json() as { registrationID: string };
    await page.goto(`/secure-live/${id}`);
    const dialog = page.getByRole('dialog', { name: 'Diese Seite ist geschützt' });
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('live-page')).toHaveCount(0);
    await dialog.getByLabel('Passwort', { exact: true }).fill('Open-Sesame');
    await dialog.getByRole('button', { name: 'Seite öffnen' }).click();
    await expect(page.getByTestId('live-page')).toBeVisible();
    await expectPlaying(page);
    await expect(page.getByRole('button', { name: 'Evaluation' })).toHaveCount(0);

    await control(request, 'secure-live', { visible: { evaluation: true } });
    const evaluation = page.getByRole('button', { name: 'Evaluation' });
    await expect(evaluation).toBeVisible();
    const opened = context.waitForEvent('page');
    await evaluation.click();
    const tab = await opened;
    await expect(tab).toHaveURL(new RegExp(`/secure-live/${id}/evaluation$`));
    await tab.close();
  });
});
