/**
 * The broadcast states against the real server and its reference live director (production
 * build, Chromium). The organiser's controller is driven through the control API; every step
 * waits for a state, never a fixed time. A test that changes the controller drives its own copy of
 * an event (its own broadcast): the webinar (desktop, formal Dutch) here, hybrid-summit below.
 */
import { expect, test, type APIRequestContext } from './fixtures';
import {
  control,
  eventCopy,
  expectPlaying,
  registerHybridOnline,
  registerWebinar,
  TOKEN,
  uniqueEmail,
} from './liveHelpers';

const webinarCopy = (request: APIRequestContext) => eventCopy(request, 'proj-webinar', 'webinar-copy');

test.describe('webinar broadcast (desktop)', () => {
  test('pre shows the countdown; on-air turns the same page live and the video plays; post shows the end page', async ({
    page,
    request,
  }) => {
    const webinar = await webinarCopy(request);
    await control(request, webinar, { state: 'pre', mode: 'player' });
    const id = await registerWebinar(request, webinar);
    await page.goto(`/${webinar}/${id}`);
    await expect(page.getByTestId('waiting-page')).toBeVisible();
    await expect(page.getByRole('timer')).toContainText(/dag|dagen/);
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });

    await control(request, webinar, { state: 'on-air' });
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

    await control(request, webinar, { state: 'post' });
    await expect(page.getByTestId('end-page')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bedankt voor uw deelname' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });

  test('under a minute before the start the waiting page says it is about to start, with a spinner', async ({
    page,
    request,
  }) => {
    const webinar = await webinarCopy(request);
    await control(request, webinar, { state: 'pre', mode: 'player' });
    const project = (await (await request.get(`/frontend-api/projectevents/${webinar}`)).json()) as {
      event: { startTime: number };
    };
    const id = await registerWebinar(request, webinar);
    await page.clock.install({ time: project.event.startTime * 1000 - 75_000 });
    await page.goto(`/${webinar}/${id}`);
    await expect(page.getByRole('timer')).toBeVisible();
    await page.clock.fastForward(20_000); // 55 s left
    const starting = page.getByTestId('waiting-starting');
    await expect(starting).toHaveText('Het evenement begint zo.');
    await expect(starting.locator('.spinner')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
  });

  test('on a phone an online visitor gets the desktop layout stacked, and the end page its sidebar', async ({
    page,
    request,
  }) => {
    const webinar = await webinarCopy(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await control(request, webinar, { state: 'on-air', mode: 'player' });
    const id = await registerWebinar(request, webinar);
    await page.goto(`/${webinar}/${id}`);
    await expect(page.locator('[data-layout="desktop"]')).toBeVisible();
    await expectPlaying(page);
    const video = await page.getByTestId('live-video').boundingBox();
    const sidebar = await page.getByRole('complementary', { name: 'Live-zijbalk' }).boundingBox();
    expect(video!.width).toBeGreaterThan(300);
    expect(sidebar!.y).toBeGreaterThan(video!.y + video!.height); // below the player, not beside it

    await control(request, webinar, { state: 'post' });
    await expect(page.getByTestId('end-page')).toBeVisible();
    await expect(page.getByTestId('end-sidebar')).toBeVisible();
  });

  test('the meeting mode starts the video meeting muted, video on, no prejoin, no subject or timer', async ({
    page,
    request,
  }) => {
    const webinar = await webinarCopy(request);
    await control(request, webinar, { state: 'on-air', mode: 'meeting' });
    const id = await registerWebinar(request, webinar);
    await page.goto(`/${webinar}/${id}`);
    await expect(page.getByTestId('live-meeting')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __jitsiCalls?: unknown[] }).__jitsiCalls?.length ?? 0))
      .toBe(1);
    const call = await page.evaluate(
      // biome-ignore lint/suspicious/noExplicitAny: JSON read loosely; the assertions check its shape
      () => (window as unknown as { __jitsiCalls: { options: Record<string, any> }[] }).__jitsiCalls[0],
    );
    expect(call.options.jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const project = (await (await request.get(`/frontend-api/projectevents/${webinar}`)).json()) as {
      event: { _id: string; liveDirectorBroadcastSlug?: string };
    };
    expect(call.options.roomName).toBe(project.event.liveDirectorBroadcastSlug || project.event._id);
    expect(call.options.configOverwrite).toMatchObject({
      startWithAudioMuted: true,
      startWithVideoMuted: false,
      prejoinPageEnabled: false,
      hideConferenceSubject: true,
      hideConferenceTimer: true,
    });
    // Back to the player without a reload.
    await control(request, webinar, { mode: 'player' });
    await expectPlaying(page);
  });

  test('a dropped stream shows that it reconnects and catches up with what changed meanwhile', async ({
    page,
    request,
  }) => {
    const webinar = await webinarCopy(request);
    await control(request, webinar, { state: 'pre', mode: 'player' });
    const id = await registerWebinar(request, webinar);
    await page.goto(`/${webinar}/${id}`);
    await expect(page.getByTestId('waiting-page')).toBeVisible();
    // Connected (the waiting page shows by the clock while the stream opens).
    await expect(page.locator('[data-broadcast-state="pre"]')).toBeVisible();

    // The venue Wi-Fi goes: the server's open stream ends and the live director cannot be reached.
    let offline = true;
    await page.route(/\/live-director\/(stream|state)\//, (route) =>
      offline ? route.abort('internetdisconnected') : route.fallback(),
    );
    const dropped = await request.post(`/live-director/control/${webinar}/drop-streams`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(dropped.status()).toBe(200);
    expect(((await dropped.json()) as { dropped: number }).dropped).toBeGreaterThan(0);
    await expect(page.getByTestId('live-reconnecting')).toBeVisible();
    await control(request, webinar, { state: 'on-air' });
    await expect(page.getByTestId('waiting-page')).toBeVisible(); // nothing reaches the page meanwhile

    offline = false;
    await expect(page.getByTestId('live-page')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('live-reconnecting')).toBeHidden();
    await expectPlaying(page);
  });
});

test('a second browser on the same single-session link gets the already-open message; the first keeps playing', async ({
  page,
  browser,
  request,
}) => {
  const id = await registerHybridOnline(request); // hybrid-summit is on air by its clock
  await page.goto(`/hybrid-summit/${id}`);
  await expect(page.getByTestId('live-page')).toBeVisible();
  // A reload in the same browser is the same viewer: it releases and takes the link again.
  await page.reload();
  await expect(page.getByTestId('live-page')).toBeVisible();
  await expectPlaying(page);
  // Another personal link closes in a tab of this same browser (every test's context has this
  // browser id, so other tests' pages do too): it releases its own link, never this one.
  const otherLink = await registerHybridOnline(request);
  const tab = await page.context().newPage();
  await tab.goto(`/hybrid-summit/${otherLink}`);
  await expect(tab.getByTestId('live-page')).toBeVisible();
  await tab.goto('about:blank'); // its pagehide beacon releases its link

  // Another browser: its own browser id, not the one the config gives every test's context.
  const other = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    // The closed link is free for it: the release has been through.
    const third = await other.newPage();
    await expect(async () => {
      await third.goto(`/hybrid-summit/${otherLink}`);
      await expect(third.getByTestId('live-page')).toBeVisible({ timeout: 2_000 });
    }).toPass();
    const second = await other.newPage();
    await second.goto(`/hybrid-summit/${id}`);
    await expect(second.getByRole('alert')).toContainText(
      'This unique viewing link is already open in a different browser.',
    );
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
  // The sidebar's Agenda tab marks the round that is on now.
  const sidebar = page.getByRole('complementary', { name: 'Live sidebar' });
  await sidebar.getByRole('tab', { name: 'Agenda' }).click();
  const agenda = sidebar.getByRole('tabpanel', { name: 'Agenda' }).getByRole('region', { name: 'Agenda' });
  await expect(agenda.getByText('NOW').first()).toBeVisible();
});

test('multi-session: in the last minute of the session the end countdown shows with its progress', async ({
  page,
  request,
}) => {
  const project = (await (await request.get('/frontend-api/projectevents/multi-session-round1-a')).json()) as {
    event: { startTime: number; durationInMinutes: number };
  };
  const endMs = (project.event.startTime + project.event.durationInMinutes * 60) * 1000;
  await page.clock.install({ time: endMs - 30_000 }); // the page's clock: 30 s before the round ends
  await page.goto('/multi-session-round1-a/demoRegistrationMulti001');
  const countdown = page.getByTestId('session-end-countdown');
  await expect(countdown).toContainText(/This (breakout )?session ends in \d+ seconds\./);
  const progress = Number(await countdown.locator('progress').getAttribute('value'));
  expect(progress).toBeGreaterThanOrEqual(45);
  expect(progress).toBeLessThan(100);
});

test('a project with a dynamic waiting layout shows its blocks before the start', async ({ page, request }) => {
  const response = await request.post('/api/registrations', {
    data: {
      event_id: 'dynamic',
      time_zone: 'Europe/Amsterdam',
      first_name: 'Mia',
      last_name: 'Chen',
      email: uniqueEmail('live.dynamic'),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { registrationID } = (await response.json()) as { registrationID: string };
  await page.goto(`/dynamic/${registrationID}`); // the launch starts in a day: pre by its clock
  await expect(page.locator('[data-broadcast-state="pre"] [data-layout="dynamic"]')).toBeVisible();
  await expect(page.getByText('The launch starts on this page.')).toBeVisible();
  await expect(page.getByTestId('waiting-page')).toHaveCount(0);
});

test('the library failing to load shows its message', async ({ page, request }) => {
  const id = await registerHybridOnline(request);
  await page.route('**/live-director/library.js', (route) => route.abort());
  await page.goto(`/hybrid-summit/${id}`);
  await expect(page.getByRole('alert')).toContainText('Unable to load LiveDirector library');
});
