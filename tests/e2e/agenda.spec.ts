/**
 * Agenda and multi-session navigation on the seeded `multi-session` project (times relative to
 * the server's start): an opening that ended with on demand, Round 1 live now (Session B full),
 * a closing in 2 h. Playwright's clock moves the page's time; nothing sleeps. The agenda is read
 * on the closing's waiting page (the live page's sidebar tabs are another feature). The seeded
 * Linus is only read; journeys that change sessions use fresh registrations. Switching rooms
 * frees a place in a full Session B, so that journey runs on a copy of the project whose Session
 * B it fills itself: other specs (registration.spec.ts) read the seeded Session B as full meanwhile.
 * Each file (this one, agendaRooms.spec.ts) runs in order in one worker. The test that changes the
 * controllers of Session B and of the closing does so on its own copy of the project, so no other
 * test sees those sessions end.
 */
import { expect, test } from './fixtures';
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
  row,
  label,
  toggle,
  at,
} from './agendaHelpers';

test.describe.configure({ mode: 'serial' });

test('the waiting page agenda: Watch, Join, full, the time until start, "< 1 min", then NOW', async ({
  page,
  request,
}) => {
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

test(
  'without a registration Join and Register lead to the ' + "session's registration; later every session has ended",
  async ({ page, request }) => {
    const events = await eventsOf(request);
    await page.clock.install();
    await page.goto(`/${CLOSING}/registration`);
    await expect(row(page, OPENING).getByRole('button', { name: 'Watch' })).toBeVisible();
    // Every label that looks like an action is one: a link to the form, with that session.
    await expect(row(page, A).getByRole('link', { name: 'Join' })).toHaveAttribute('href', `/${A}/registration`);
    await expect(row(page, CLOSING).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      `/${CLOSING}/registration`,
    );
    await row(page, A).getByRole('link', { name: 'Join' }).click();
    await expect(page).toHaveURL(new RegExp(`/${A}/registration$`));
    // The clock's jump of hours fires every pending timer at once: the session's load still under way
    // would time out (api/http.ts) and the page would show itself offline. The jump comes once the
    // page shows the session it loaded as the current one.
    await expect(row(page, A)).toHaveAttribute('aria-current', 'true');

    await at(page, endMs(events[CLOSING]!) + 1000);
    for (const id of [A, B, CLOSING]) await expect(label(page, id)).toHaveText('Ended');
    await expect(label(page, OPENING)).toHaveText('Watch');
  },
);

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
