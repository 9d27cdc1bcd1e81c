/**
 * Multi-session navigation on the seeded `multi-session` project (agenda.spec.ts says what it holds):
 * switching rooms within Round 1, the forward route, preventSwitchingRooms, and the controllers of
 * Session B and the closing, each journey that changes sessions on its own copy of the project.
 * The file runs in order in one worker.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { eventCopy } from './liveHelpers';
import { multiSessionCopy } from './momentsHelpers';
import { waitForServiceWorkerControl } from './offlineHelpers';
import {
  OPENING,
  A,
  B,
  CLOSING,
  LINUS,
  eventsOf,
  endMs,
  registerFresh,
  selectionOf,
  control,
  row,
  label,
  toggle,
  ownContrast,
  at,
} from './agendaHelpers';

// Service workers are blocked in the desktop project (playwright.config.ts). The tests that go
// offline have theirs again (their group's test.use); online, the worker would only install and
// fill its caches beside the test.

test.describe.configure({ mode: 'serial' });

test.describe('rooms of Round 1', () => {
  test('a full room says so and offers no button', async ({ page }) => {
    await page.goto(`/${CLOSING}/${LINUS}`);
    await toggle(page).click();
    await expect(row(page, B)).toContainText('This session is currently full');
    await expect(row(page, B).getByRole('button')).toHaveCount(0);
  });

  test('switching rooms within the round, and the refusal when the room filled up meanwhile', async ({
    browser,
    page,
    request,
  }) => {
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
    // (A hydrated page loads its project again, whose `disabled` flags tell full sessions: that
    // answer must be in before B fills up again, or the page rightly shows B full, without a button.)
    const refreshed = other.waitForResponse(
      (r) => r.url().includes(`/frontend-api/projectevents/${closing}`) && r.request().method() === 'GET',
    );
    await other.reload();
    await refreshed;
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

test('the forward route opens the earliest further session, or the landing page without a registration', async ({
  browser,
  page,
  request,
}) => {
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

test.describe(() => {
  test.use({ serviceWorkers: 'allow' });

  test('the forward route says "Please wait" with retry links while the registration cannot be loaded', async ({
    context,
    page,
    request,
  }) => {
    const id = await registerFresh(request, [OPENING, A]);
    await page.goto(`/${CLOSING}/${LINUS}`); // the app, its worker and this project's offline copy
    await waitForServiceWorkerControl(page);
    await page.evaluate((registrationId) => sessionStorage.setItem('registrationId', registrationId), id);
    await context.setOffline(true);
    await page.goto(`/forward-to-event-page/${CLOSING}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please wait');
    await expect(page.getByRole('link', { name: 'Go to the current session' })).toHaveAttribute(
      'href',
      `/${CLOSING}/${id}`,
    );
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(new RegExp(`/${CLOSING}/${id}$`));
  });
});

test('preventSwitchingRooms keeps the round collapsed, even for its hash (a copy of the project, imported)', async ({
  page,
  request,
}) => {
  const auth = {
    authorization: `Bearer ${readFileSync(join(process.env.E2E_DATA_DIR!, 'admin-token'), 'utf8').trim()}`,
  };
  const original = (await (await request.get('/admin/api/projects/proj-multi-session', { headers: auth })).json()) as {
    events: { _id: string; breakouts?: string[] }[];
    live?: Record<string, unknown>;
  };
  const copyId = (id: string) => id.replace('multi-session', 'agenda-locked');
  const doc = {
    ...original,
    _id: 'proj-agenda-locked',
    preventSwitchingRooms: true,
    live: {},
    pagePasswordSet: undefined,
    // Each copied event is its own broadcast (slugs are unique across projects): no slug, its id is one.
    events: original.events.map((e) => ({
      ...e,
      _id: copyId(e._id),
      breakouts: e.breakouts?.map(copyId),
      liveDirectorBroadcastSlug: undefined,
    })),
  };
  const put = await request.put('/admin/api/projects/proj-agenda-locked', { data: doc, headers: auth });
  expect([200, 201], await put.text()).toContain(put.status());
  const registered = await request.post('/api/registrations', {
    data: {
      event_id: 'agenda-locked',
      first_name: 'Locked',
      last_name: 'Room',
      email: `agenda.locked.${Date.now()}@example.com`,
      SELECTED_EVENTS: ['agenda-locked', 'agenda-locked-round1-a', 'agenda-locked-closing'],
    },
  });
  expect(registered.status()).toBe(200);
  const { registrationID } = (await registered.json()) as { registrationID: string };

  await page.goto(`/agenda-locked-closing/${registrationID}#Round%201`);
  await expect(row(page, 'agenda-locked-round1-a')).toBeVisible();
  await expect(row(page, 'agenda-locked-round1-b')).toHaveCount(0);
  await expect(toggle(page)).toHaveCount(0);
});

test.describe('the controller of Session B and the closing', () => {
  test("the personal page of the multi-session link shows the live round, not the opening's replay", async ({
    page,
  }) => {
    await page.goto(`/${OPENING}/${LINUS}`);
    await expect(page.getByTestId('live-page')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Session A: Sustaining maintainers');
    await expect(page).toHaveURL(new RegExp(`/${OPENING}/${LINUS}$`));
  });

  test('auto-navigation: 30 s after post the next session, navigate now, and it stops after the last', async ({
    page,
    request,
  }) => {
    // Its own copy of the project: Session B and the closing end for this test only.
    const opening = await eventCopy(request, 'proj-multi-session', 'agenda-copy');
    const [b, closing] = [`${opening}-round1-b`, `${opening}-closing`];
    const events = await eventsOf(request, opening);
    const id = await registerFresh(request, [opening, b], opening);
    await page.clock.install();
    await page.goto(`/${opening}/${id}`);
    await expect(page.getByTestId('live-page')).toBeVisible();
    await at(page, endMs(events[b]!) - 30_000);
    await expect(page.getByTestId('session-end-countdown')).toContainText(
      /This breakout session ends in (29|30) seconds/,
    );
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
