/**
 * Agenda and multi-session navigation on the seeded `multi-session` project (times relative to
 * the server's start): an opening that ended with on demand, Round 1 live now (Session B full),
 * a closing in 2 h. Playwright's clock moves the page's time; nothing sleeps. The agenda is read
 * on the closing's waiting page (the live page's sidebar tabs are another feature). The seeded
 * Linus is only read; journeys that change sessions use fresh registrations. Switching rooms
 * frees a place in a full Session B, so that journey runs on a copy of the project whose Session
 * B it fills itself: other specs (registration.spec.ts) read the seeded Session B as full meanwhile.
 * The file runs in order in one worker. The test that changes the controllers of Session B and of
 * the closing does so on its own copy of the project, so no other test sees those sessions end.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { eventCopy } from './liveHelpers';
import { multiSessionCopy } from './momentsHelpers';
import { waitForServiceWorkerControl } from './offlineHelpers';

interface Event { _id: string; name: string; startTime: number; durationInMinutes: number }
const OPENING = 'multi-session';
const A = 'multi-session-round1-a';
const B = 'multi-session-round1-b';
const CLOSING = 'multi-session-closing';
const LINUS = 'demoRegistrationMulti001';
const TOKEN = process.env.LIVE_CONTROL_TOKEN ?? 'e2e-live-control-token';

test.describe.configure({ mode: 'serial' });

async function eventsOf(request: APIRequestContext, opening = OPENING): Promise<Record<string, Event>> {
  const project = await (await request.get(`/frontend-api/projectevents/${opening}`)).json() as { events: Event[] };
  return Object.fromEntries(project.events.map((e) => [e._id, e]));
}
const endMs = (e: Event) => (e.startTime + e.durationInMinutes * 60) * 1000;

let counter = 0;
async function registerFresh(request: APIRequestContext, sessions: string[], opening = OPENING): Promise<string> {
  counter += 1;
  const response = await request.post('/api/registrations', { data: {
    event_id: opening, first_name: 'Agenda', last_name: `Tester${counter}`,
    email: `agenda.${Date.now()}.${counter}.${test.info().workerIndex}@example.com`,
    time_zone: 'Europe/Amsterdam', SELECTED_EVENTS: sessions,
  } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { registrationID: string }).registrationID;
}
async function selectionOf(request: APIRequestContext, id: string, projectId = 'proj-multi-session'): Promise<string[]> {
  return ((await (await request.get(`/api/registrations/${projectId}/${id}`)).json()) as { SELECTED_EVENTS: string[] }).SELECTED_EVENTS;
}
async function control(request: APIRequestContext, eventId: string, state: 'pre' | 'on-air' | 'post') {
  const response = await request.post(`/live-director/control/${eventId}`, { data: { state }, headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(response.status(), await response.text()).toBe(200);
}

const row = (page: Page, eventId: string) => page.locator(`.agenda-session[data-event-id="${eventId}"]`);
const label = (page: Page, eventId: string) => row(page, eventId).locator('.agenda-label');
const toggle = (page: Page) => page.getByRole('button', { name: /Show all sessions|Show only my session/ });
/** The contrast of an element's text on its own background, which must be opaque (else 0). */
function ownContrast(element: Element): number {
  const style = getComputedStyle(element);
  const rgba = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
  const [r, g, b, alpha = 1] = rgba(style.backgroundColor);
  if (alpha < 1) return 0;
  const luminance = ([red, green, blue]: number[]) => {
    const linear = (c: number) => { const s = c / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
  };
  const [light, dark] = [luminance([r, g, b]), luminance(rgba(style.color))].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Jumps the page's clock to `ms`, holds it there, and lets its timers run for `runMs`. */
async function at(page: Page, ms: number, runMs = 1000) {
  await page.clock.pauseAt(ms);
  await page.clock.runFor(runMs);
}

test('the waiting page agenda: Watch, Join, full, the time until start, "< 1 min", then NOW', async ({ page, request }) => {
  const events = await eventsOf(request);
  const id = await registerFresh(request, [OPENING, A, CLOSING]);
  await page.clock.install();
  await page.goto(`/${CLOSING}/${id}`);
  await expect(page.getByTestId('waiting-page')).toBeVisible();
  await expect(row(page, OPENING).getByRole('button', { name: 'Watch' })).toBeVisible();
  await expect(row(page, A).getByRole('button', { name: 'Join' })).toBeVisible(); // live, not the current session
  await expect(row(page, B)).toHaveCount(0); // the round is collapsed to the chosen room
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await toggle(page).click();
  await expect(row(page, B)).toBeVisible();
  await toggle(page).click();
  await expect(row(page, B)).toHaveCount(0);
  await expect(label(page, CLOSING)).toHaveText(/^(1 h \d+|2 h 0) min$/);

  await at(page, events[CLOSING]!.startTime * 1000 - 30_000);
  await expect(label(page, CLOSING)).toHaveText('< 1 min');
  await at(page, events[CLOSING]!.startTime * 1000 + 60_000);
  await expect(label(page, CLOSING)).toHaveText('NOW');
  await expect(row(page, CLOSING)).toHaveAttribute('aria-current', 'true');

  await row(page, OPENING).getByRole('button', { name: 'Watch' }).click();
  await expect(page).toHaveURL(new RegExp(`/${OPENING}/${id}/ondemand-with-registration$`));
});

test('without a registration Join and Register lead to the session\'s registration; later every session has ended', async ({ page, request }) => {
  const events = await eventsOf(request);
  await page.clock.install();
  await page.goto(`/${CLOSING}/registration`);
  await expect(row(page, OPENING).getByRole('button', { name: 'Watch' })).toBeVisible();
  // Every label that looks like an action is one: a link to the form, with that session.
  await expect(row(page, A).getByRole('link', { name: 'Join' })).toHaveAttribute('href', `/${A}/registration`);
  await expect(row(page, CLOSING).getByRole('link', { name: 'Register' })).toHaveAttribute('href', `/${CLOSING}/registration`);
  await row(page, A).getByRole('link', { name: 'Join' }).click();
  await expect(page).toHaveURL(new RegExp(`/${A}/registration$`));

  await at(page, endMs(events[CLOSING]!) + 1000);
  for (const id of [A, B, CLOSING]) await expect(label(page, id)).toHaveText('Ended');
  await expect(label(page, OPENING)).toHaveText('Watch');
});

test('registering for a session from the agenda, and Join opens a live one', async ({ page, request }) => {
  const id = await registerFresh(request, [OPENING, A]);
  await page.goto(`/${CLOSING}/${id}`);
  await row(page, CLOSING).getByRole('button', { name: 'Register' }).click();
  await expect(row(page, CLOSING).getByRole('status')).toHaveText('You are registered for this session.');
  await expect(label(page, CLOSING)).toHaveText(/ min$/);
  expect(await selectionOf(request, id)).toEqual([OPENING, A, CLOSING]);

  await row(page, A).getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(new RegExp(`/${A}/${id}$`));
  await expect(page.locator('[data-broadcast-state]')).toBeVisible();
});

test('a hash equal to the round name opens the round', async ({ page }) => {
  await page.goto(`/${CLOSING}/${LINUS}#Round%201`);
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(row(page, B)).toBeInViewport();
});

test.describe('rooms of Round 1', () => {

  test('a full room says so and offers no button', async ({ page }) => {
    await page.goto(`/${CLOSING}/${LINUS}`);
    await toggle(page).click();
    await expect(row(page, B)).toContainText('This session is currently full');
    await expect(row(page, B).getByRole('button')).toHaveCount(0);
  });

  test('switching rooms within the round, and the refusal when the room filled up meanwhile', async ({ browser, page, request }) => {
    const copy = await multiSessionCopy(request);
    const [opening, roomA, roomB, closing] = [copy.opening, copy.roundA, copy.roundA.replace(A, B), copy.closing];
    // Session B of the copy, full as the seed's: its limit is three.
    const inB = [];
    for (let i = 0; i < 3; i++) inB.push(await registerFresh(request, [opening, roomB], opening));
    const person = inB[0];
    const visitor = await registerFresh(request, [opening, roomA], opening);
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto(`/${closing}/${visitor}`);
    await page.goto(`/${closing}/${person}`);
    await expect(label(page, roomB)).toHaveText('Join');
    await toggle(page).click();
    await row(page, roomA).getByRole('button', { name: 'Join' }).click();
    await expect(page).toHaveURL(new RegExp(`/${roomA}/${person}$`));
    expect(await selectionOf(request, person, copy.projectId)).toEqual([opening, roomA]);

    // Session B has a free place now: the visitor in A sees Join there...
    await other.reload();
    await toggle(other).click();
    await expect(row(other, roomB).getByRole('button', { name: 'Join' })).toBeVisible();
    // ...but the first visitor takes it back before they click.
    const back = await request.post('/api/update-registrations', {
      data: { _id: person, event_id: roomB, SELECTED_EVENTS: [opening, roomB] },
    });
    expect(((await back.json()) as { SELECTED_EVENTS: string[] }).SELECTED_EVENTS).toEqual([opening, roomB]);

    await row(other, roomB).getByRole('button', { name: 'Join' }).click();
    await expect(row(other, roomB).getByRole('alert')).toHaveText('This session is currently full');
    await expect(other).toHaveURL(new RegExp(`/${closing}/${visitor}$`));
    expect(await selectionOf(request, visitor, copy.projectId)).toEqual([opening, roomA]);
    await context.close();
  });
});

test('the forward route opens the earliest further session, or the landing page without a registration', async ({ browser, page, request }) => {
  const id = await registerFresh(request, [OPENING, A]);
  await page.goto(`/${CLOSING}/${id}`); // this tab now knows the registration
  await expect(page.getByTestId('waiting-page')).toBeVisible();
  await page.goto(`/forward-to-event-page/${OPENING}`);
  await expect(page).toHaveURL(new RegExp(`/${A}/${id}$`));
  await page.goto(`/forward-to-event-page/${A}`);
  await expect(page).toHaveURL(new RegExp(`/${CLOSING}/${id}$`));
  await page.goto(`/forward-to-event-page/${CLOSING}`); // nothing further: the current one
  await expect(page).toHaveURL(new RegExp(`/${CLOSING}/${id}$`));

  const context = await browser.newContext();
  const anonymous = await context.newPage();
  await anonymous.goto(`/forward-to-event-page/${A}`);
  await expect(anonymous).toHaveURL(new RegExp(`/${CLOSING}$`));
  await context.close();
});

test('the forward route says "Please wait" with retry links while the registration cannot be loaded', async ({ context, page, request }) => {
  const id = await registerFresh(request, [OPENING, A]);
  await page.goto(`/${CLOSING}/${LINUS}`); // the app, its worker and this project's offline copy
  await waitForServiceWorkerControl(page);
  await page.evaluate((registrationId) => sessionStorage.setItem('registrationId', registrationId), id);
  await context.setOffline(true);
  await page.goto(`/forward-to-event-page/${CLOSING}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please wait');
  await expect(page.getByRole('link', { name: 'Go to the current session' })).toHaveAttribute('href', `/${CLOSING}/${id}`);
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(new RegExp(`/${CLOSING}/${id}$`));
});

test('preventSwitchingRooms keeps the round collapsed, even for its hash (a copy of the project, imported)', async ({ page, request }) => {
  const auth = { authorization: `Bearer ${readFileSync(join(process.env.E2E_DATA_DIR!, 'admin-token'), 'utf8').trim()}` };
  const original = await (await request.get('/admin/api/projects/proj-multi-session', { headers: auth })).json() as {
    events: { _id: string; breakouts?: string[] }[]; live?: Record<string, unknown>;
  };
  const copyId = (id: string) => id.replace('multi-session', 'agenda-locked');
  const doc = {
    ...original, _id: 'proj-agenda-locked', preventSwitchingRooms: true, live: {}, pagePasswordSet: undefined,
    // Each copied event is its own broadcast (slugs are unique across projects): no slug, its id is one.
    events: original.events.map((e) => ({ ...e, _id: copyId(e._id), breakouts: e.breakouts?.map(copyId), liveDirectorBroadcastSlug: undefined })),
  };
  const put = await request.put('/admin/api/projects/proj-agenda-locked', { data: doc, headers: auth });
  expect([200, 201], await put.text()).toContain(put.status());
  const registered = await request.post('/api/registrations', { data: {
    event_id: 'agenda-locked', first_name: 'Locked', last_name: 'Room', email: `agenda.locked.${Date.now()}@example.com`,
    SELECTED_EVENTS: ['agenda-locked', 'agenda-locked-round1-a', 'agenda-locked-closing'],
  } });
  expect(registered.status()).toBe(200);
  const { registrationID } = await registered.json() as { registrationID: string };

  await page.goto(`/agenda-locked-closing/${registrationID}#Round%201`);
  await expect(row(page, 'agenda-locked-round1-a')).toBeVisible();
  await expect(row(page, 'agenda-locked-round1-b')).toHaveCount(0);
  await expect(toggle(page)).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('the agenda fits and the round opens', async ({ page }) => {
    await page.goto(`/${CLOSING}/${LINUS}`);
    await expect(label(page, A)).toHaveText('Join');
    await toggle(page).tap();
    await expect(row(page, B)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('the controller of Session B and the closing', () => {
  test('the personal page of the multi-session link shows the live round, not the opening\'s replay', async ({ page }) => {
    await page.goto(`/${OPENING}/${LINUS}`);
    await expect(page.getByTestId('live-page')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Session A: Sustaining maintainers');
    await expect(page).toHaveURL(new RegExp(`/${OPENING}/${LINUS}$`));
  });

  test('auto-navigation: 30 s after post the next session, navigate now, and it stops after the last', async ({ page, request }) => {
    // Its own copy of the project: Session B and the closing end for this test only.
    const opening = await eventCopy(request, 'proj-multi-session', 'agenda-copy');
    const [b, closing] = [`${opening}-round1-b`, `${opening}-closing`];
    const events = await eventsOf(request, opening);
    const id = await registerFresh(request, [opening, b], opening);
    await page.clock.install();
    await page.goto(`/${opening}/${id}`);
    await expect(page.getByTestId('live-page')).toBeVisible();
    await at(page, endMs(events[b]!) - 30_000);
    await expect(page.getByTestId('session-end-countdown')).toContainText(/This breakout session ends in (29|30) seconds/);
    // Readable over the project's gradient: on a surface of its own, whose colours read (axe needs
    // the timers this test holds still, so the ratio is computed here).
    expect(await page.getByTestId('session-end-countdown').evaluate(ownContrast)).toBeGreaterThanOrEqual(4.5);

    const dialog = page.getByRole('dialog', { name: 'This session has ended' });
    try {
      await at(page, endMs(events[b]!) + 1000, 0);
      await control(request, b, 'post');
      // The page's timers run only when the test moves the clock: a little at a time until the dialog shows.
      await expect(async () => {
        await page.clock.runFor(100);
        await expect(dialog).toBeVisible({ timeout: 100 });
      }).toPass();
      await expect(dialog).toContainText(/You go to the next session in (29|30) seconds:/);
      await expect(dialog).toContainText(events[closing]!.name);
      await expect(dialog).toHaveCSS('max-width', '840px');
      // The clock ticks once a second from its own phase: allow one second either way.
      await page.clock.runFor(14_000);
      await expect(dialog).toContainText(/You go to the next session in (14|15|16) seconds:/);
      await expect(page).toHaveURL(new RegExp(`/${opening}/${id}$`));
      await page.clock.runFor(16_000);
      await expect(page).toHaveURL(new RegExp(`/${closing}/${id}$`));
      await page.clock.resume(); // the live library's polling needs running timers
      await expect(page.getByTestId('waiting-page')).toBeVisible();
      await expect(dialog).toHaveCount(0);

      // Back on the ended round: 'navigate now' goes at once.
      await page.goto(`/${opening}/${id}`);
      await page.clock.resume();
      await dialog.getByRole('button', { name: 'Go to the next session now' }).click();
      await expect(page).toHaveURL(new RegExp(`/${closing}/${id}$`));
    } finally {
      await control(request, b, 'on-air');
    }

    // The closing is the last session: once it is post, no dialog and no navigation.
    try {
      await control(request, closing, 'post');
      await expect(page.locator('[data-broadcast-state="post"]')).toBeVisible();
      await page.clock.runFor(31_000);
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`/${closing}/${id}$`));
    } finally {
      await control(request, closing, 'pre');
    }
  });
});
