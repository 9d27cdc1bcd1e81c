/**
 * Agenda and multi-session navigation on the seeded `multi-session` project (times relative to
 * the server's start): an opening that ended with on demand, Round 1 live now (Session B full),
 * a closing in 2 h. Playwright's clock moves time; nothing sleeps. The seeded Linus is only
 * read; journeys that change sessions use fresh registrations. Switching rooms frees a place in
 * Session B for a moment, so that journey refills it at once.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

interface Event { _id: string; name: string; startTime: number; durationInMinutes: number }
const OPENING = 'multi-session';
const A = 'multi-session-round1-a';
const B = 'multi-session-round1-b';
const CLOSING = 'multi-session-closing';
const LINUS = 'demoRegistrationMulti001';

async function eventsOf(request: APIRequestContext): Promise<Record<string, Event>> {
  const project = await (await request.get('/frontend-api/projectevents/multi-session')).json() as { events: Event[] };
  return Object.fromEntries(project.events.map((e) => [e._id, e]));
}
const endMs = (e: Event) => (e.startTime + e.durationInMinutes * 60) * 1000;

let counter = 0;
async function registerFresh(request: APIRequestContext, sessions: string[]): Promise<string> {
  counter += 1;
  const response = await request.post('/api/registrations', { data: {
    event_id: OPENING, first_name: 'Agenda', last_name: `Tester${counter}`, email: `agenda.${Date.now()}.${counter}.${test.info().workerIndex}@example.com`,
    time_zone: 'Europe/Amsterdam', SELECTED_EVENTS: sessions,
  } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { registrationID: string }).registrationID;
}

const row = (page: Page, eventId: string) => page.locator(`.agenda-session[data-event-id="${eventId}"]`);
const toggle = (page: Page) => page.getByRole('button', { name: /Show all sessions|Show only my session/ });
/** Jumps the page's clock to `ms`, holds it there, and lets its timers run for `runMs`. */
async function at(page: Page, ms: number, runMs = 1000) {
  await page.clock.pauseAt(ms);
  await page.clock.runFor(runMs);
}

test('the personal page shows the live round with Watch, NOW, full and Register', async ({ page }) => {
  await page.clock.install();
  await page.goto(`/${OPENING}/${LINUS}`);
  await expect(page).toHaveURL(new RegExp(`/${OPENING}/${LINUS}$`)); // not the opening's replay
  await expect(row(page, OPENING).getByRole('button', { name: 'Watch' })).toBeVisible();
  await expect(row(page, A)).toContainText('NOW');
  await expect(row(page, A)).toHaveAttribute('aria-current', 'true');
  await expect(row(page, B)).toHaveCount(0); // the round is collapsed to Linus' room
  await expect(row(page, CLOSING).getByRole('button', { name: 'Register' })).toBeVisible();

  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await toggle(page).click();
  await expect(row(page, B)).toContainText('This session is currently full');
  await expect(row(page, B).getByRole('button')).toHaveCount(0);
  await toggle(page).click();
  await expect(row(page, B)).toHaveCount(0);

  await row(page, OPENING).getByRole('button', { name: 'Watch' }).click();
  await expect(page).toHaveURL(new RegExp(`/${OPENING}/${LINUS}/ondemand-with-registration$`));
});

test('a hash equal to the round name opens the round', async ({ page }) => {
  await page.goto(`/${OPENING}/${LINUS}#Round%201`);
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(row(page, B)).toContainText('This session is currently full');
  await expect(row(page, B)).toBeInViewport();
});

test('the registration page lists the labels without register buttons; later every session has ended', async ({ page, request }) => {
  const events = await eventsOf(request);
  await page.clock.install();
  await page.goto(`/${CLOSING}/registration`);
  await expect(row(page, OPENING).getByRole('button', { name: 'Watch' })).toBeVisible();
  await expect(row(page, A)).toContainText('Join');
  await expect(row(page, B)).toContainText('This session is currently full');
  await expect(row(page, CLOSING)).toContainText('Register');
  for (const id of [A, CLOSING]) await expect(row(page, id).getByRole('button')).toHaveCount(0);

  await at(page, endMs(events[CLOSING]!) + 1000);
  for (const id of [A, B, CLOSING]) await expect(row(page, id)).toContainText('Ended');
  await expect(row(page, OPENING)).toContainText('Watch');
});

test('registering from the agenda: time until the start, "< 1 min", and Join opens the live session', async ({ page, request }) => {
  const events = await eventsOf(request);
  const id = await registerFresh(request, [OPENING, A]);
  await page.clock.install();
  await page.goto(`/${OPENING}/${id}`);
  await row(page, CLOSING).getByRole('button', { name: 'Register' }).click();
  await expect(row(page, CLOSING).getByRole('status')).toHaveText('You are registered for this session.');
  await expect(row(page, CLOSING).locator('.agenda-label')).toHaveText(/^(\d h )?\d+ min$/);
  const stored = await (await request.get(`/api/registrations/proj-multi-session/${id}`)).json() as { SELECTED_EVENTS: string[] };
  expect(stored.SELECTED_EVENTS).toEqual([OPENING, A, CLOSING]);

  // A visitor whose only live choice is elsewhere joins Session A: registered, then on its page.
  const other = await registerFresh(request, [OPENING, CLOSING]);
  const second = await page.context().newPage();
  await second.goto(`/${OPENING}/${other}`);
  await expect(row(second, CLOSING).locator('.agenda-label')).toHaveText(/min$/);
  await row(second, A).getByRole('button', { name: 'Join' }).click();
  await expect(second).toHaveURL(new RegExp(`/${A}/${other}$`));
  await expect(row(second, A)).toContainText('NOW');

  await at(page, events[CLOSING]!.startTime * 1000 - 30_000);
  await expect(row(page, CLOSING).locator('.agenda-label')).toHaveText('< 1 min');
});

test('switching rooms within the round, and the refusal when the room filled up meanwhile', async ({ browser, page, request }) => {
  const person = 'seedMultiRoundB000000001'; // one of the three in the full Session B
  await page.goto(`/${OPENING}/${person}`);
  await expect(row(page, B)).toContainText('NOW');
  await toggle(page).click();
  await row(page, A).getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(new RegExp(`/${A}/${person}$`));
  await expect(row(page, A)).toContainText('NOW');
  await expect(row(page, B)).toHaveCount(0);

  // Session B has a free place now: a visitor in A sees Join there...
  const visitor = await registerFresh(request, [OPENING, A]);
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto(`/${OPENING}/${visitor}`);
  await toggle(other).click();
  await expect(row(other, B).getByRole('button', { name: 'Join' })).toBeVisible();
  // ...but the first visitor takes it back before they click.
  await page.reload();
  await toggle(page).click();
  await row(page, B).getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(new RegExp(`/${B}/${person}$`));

  await row(other, B).getByRole('button', { name: 'Join' }).click();
  await expect(row(other, B).getByRole('alert')).toHaveText('This session is currently full');
  await expect(other).toHaveURL(new RegExp(`/${OPENING}/${visitor}$`));
  await expect(row(other, A)).toContainText('NOW');
  const stored = await (await request.get(`/api/registrations/proj-multi-session/${visitor}`)).json() as { SELECTED_EVENTS: string[] };
  expect(stored.SELECTED_EVENTS).toEqual([OPENING, A]);
  await context.close();
});

test('auto-navigation: session-end countdown, 30 s then the next session, navigate now, and it stops after the last', async ({ page, request }) => {
  const events = await eventsOf(request);
  const id = await registerFresh(request, [OPENING, A]);
  await page.clock.install();
  await page.goto(`/${OPENING}/${id}`);
  await expect(row(page, A)).toContainText('NOW');

  await at(page, endMs(events[A]!) - 30_000);
  const ending = page.locator('.session-end');
  await expect(ending).toContainText(/This breakout session ends in (29|30) seconds/);
  await expect(ending.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^(50|52)$/);

  // The clock ticks once a second from its own phase: allow one second either way.
  await at(page, endMs(events[A]!) + 1000, 400);
  const dialog = page.getByRole('dialog', { name: 'This session has ended' });
  await expect(dialog).toContainText(/You go to the next session in (29|30) seconds:/);
  await expect(dialog).toContainText(events[CLOSING]!.name);
  await expect(dialog).toHaveCSS('max-width', '840px');
  await page.clock.runFor(14_000);
  await expect(dialog).toContainText(/You go to the next session in (15|16) seconds:/);
  await expect(page).toHaveURL(new RegExp(`/${OPENING}/${id}$`));
  await page.clock.runFor(16_000);
  await expect(page).toHaveURL(new RegExp(`/${CLOSING}/${id}$`));
  await expect(dialog).toHaveCount(0);

  // Back on the ended round: 'navigate now' goes at once.
  await page.goto(`/${OPENING}/${id}`);
  await page.clock.resume();
  await dialog.getByRole('button', { name: 'Go to the next session now' }).click();
  await expect(page).toHaveURL(new RegExp(`/${CLOSING}/${id}$`));

  // The closing is the last session: its own countdown, then no dialog and no navigation.
  await at(page, endMs(events[CLOSING]!) - 20_000);
  await expect(ending).toContainText(/This session ends in (19|20) seconds/);
  await at(page, endMs(events[CLOSING]!) + 1000, 31_000);
  await expect(row(page, CLOSING)).toContainText('Ended');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/${CLOSING}/${id}$`));
});

test('the forward route opens the earliest further session, or the landing page without a registration', async ({ browser, page, request }) => {
  const id = await registerFresh(request, [OPENING, A]);
  await page.goto(`/${OPENING}/${id}`); // this tab now knows the registration
  await expect(row(page, A)).toContainText('NOW');
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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('the agenda fits and the round opens', async ({ page }) => {
    await page.goto(`/${OPENING}/${LINUS}`);
    await expect(row(page, A)).toContainText('NOW');
    await toggle(page).tap();
    await expect(row(page, B)).toContainText('This session is currently full');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
