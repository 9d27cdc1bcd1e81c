/**
 * Issue 45 items 2, 3 and 7 (INT-01, INT-02): the laptop shows a poll once, the live tab row
 * always shows the selected tab and puts the rest in a More menu, the live pages fit a phone, the
 * poll and quiz tabs carry a live marker and a "new" dot, and the quiz says its verdict once.
 * Screenshots go to /tmp/wt45tabs-shots/ when SHOTS is set (looked at, not compared).
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { SIZES } from './designHelpers';
import { connected, control, registerHybridOnline, summitCopy } from './liveHelpers';
import { register } from './momentsHelpers';

const POLL = 'poll-remote-care';
const OTHER_POLL = 'poll-biggest-hurdle';
const QUIZ = 'quiz-hospital-at-home';
const hidden = {
  polls: false,
  chat: false,
  quiz: false,
  evaluation: false,
  cta: false,
  questions: true,
  handouts: true,
};
/** Without the tabs the controller adds (questions, handouts): with fewTabs the row has room for all. */
const few = { ...hidden, questions: false, handouts: false };

const tabList = (page: Page) => page.getByRole('tablist', { name: 'Live tabs' });
const liveTab = (page: Page, name: string) => tabList(page).getByRole('tab', { name, exact: true });
const more = (page: Page) => page.getByRole('button', { name: 'More tabs' });
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS) await page.screenshot({ path: `/tmp/wt45tabs-shots/${name}.png`, fullPage: false });
};

/** The box of `inner` lies within the box of `outer` (a pixel of rounding allowed). */
async function expectInside(inner: Locator, outer: Locator) {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  expect(a.x).toBeGreaterThanOrEqual(b.x - 1);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 1);
  expect(a.y).toBeGreaterThanOrEqual(b.y - 1);
  expect(a.y + a.height).toBeLessThanOrEqual(b.y + b.height + 1);
}

/** A copy whose few tabs all fit the laptop's row: these tests look at the poll, not at the More menu. */
const fewTabs = (request: Parameters<typeof summitCopy>[0]) =>
  summitCopy(request, (doc, event) => {
    Object.assign(doc, { speakers: [], sponsors: [], showProgramTab: false }); // the tabs the project offers of itself
    event.tabOrder = ['livecontent', 'custom', 'poll', 'quiz'];
  });

// Against the viewport the test set: a phone (isMobile) zooms out to a wider page, and its innerWidth grows with it.
const noSideways = (page: Page) =>
  page.evaluate((width) => document.scrollingElement!.scrollWidth <= width, page.viewportSize()!.width);

test.describe('on a laptop', () => {
  test.use(SIZES.laptop);

  test(
    'INT-02: a new poll selects the Poll tab and shows once; ' +
      'the card over the video shows only on another tab, until closed or voted',
    async ({ page, request }) => {
      const eventId = await fewTabs(request);
      await control(request, eventId, { state: 'on-air', activePoll: null, visible: { ...few, polls: true } });
      const id = await registerHybridOnline(request, eventId);
      await page.goto(`/${eventId}/${id}`);
      await connected(page);
      const card = page.getByTestId('over-video');

      await control(request, eventId, { activePoll: POLL });
      await expect(liveTab(page, 'Poll')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('live-tab-poll').getByRole('radio').first()).toBeVisible();
      await expect(card).toHaveCount(0); // the Poll tab has it: not a second time over the video
      await expect(page.getByRole('radio', { name: 'Home monitoring with wearables' })).toHaveCount(1);
      await shot(page, 'laptop-poll-tab');

      // On another tab the card shows the poll; closed, it stays closed.
      await liveTab(page, 'Info').click();
      await expect(card).toBeVisible();
      await shot(page, 'laptop-poll-over-video');
      await card.getByRole('button', { name: 'Close the poll over the video' }).click();
      await expect(card).toHaveCount(0);
      await liveTab(page, 'Venue').click();
      await expect(card).toHaveCount(0);

      // The next poll: selected again; voting in the card on another tab ends the card.
      await control(request, eventId, { activePoll: OTHER_POLL });
      await expect(liveTab(page, 'Poll')).toHaveAttribute('aria-selected', 'true');
      await expect(card).toHaveCount(0);
      await liveTab(page, 'Info').click();
      await expect(card).toBeVisible();
      await card.getByRole('radio', { name: 'Staff time and training' }).check();
      await card.getByRole('button', { name: 'Vote' }).click();
      await expect(card.locator('.poll-bars')).toBeVisible();
      await expect(card).toHaveCount(0, { timeout: 6000 });
      await liveTab(page, 'Poll').click();
      await expect(page.getByTestId('live-tab-poll').locator('.poll-bar-mine')).toContainText(
        'Staff time and training',
      );
      await liveTab(page, 'Info').click();
      await expect(liveTab(page, 'Info')).toHaveAttribute('aria-selected', 'true');
      await expect(card).toHaveCount(0);
    },
  );

  test(
    'INT-01: while a poll runs its tab has a live marker, ' + 'and a "new" dot until seen; a quiz answer ends its dot',
    async ({ page, request }) => {
      const eventId = await fewTabs(request);
      await control(request, eventId, {
        state: 'on-air',
        activePoll: null,
        visible: { ...few, polls: true, quiz: true },
      });
      const id = await registerHybridOnline(request, eventId);
      await page.goto(`/${eventId}/${id}#custom`);
      await connected(page);
      const poll = liveTab(page, 'Poll');
      await expect(poll).not.toHaveAttribute('data-badge', 'active');

      await control(request, eventId, { activePoll: POLL });
      await expect(poll).toHaveAttribute('aria-selected', 'true');
      await expect(poll).toHaveAttribute('data-badge', 'active');
      await expect(poll).toHaveAttribute('data-new', 'true');
      await expect(poll).toHaveAccessibleDescription('Active now New');
      await shot(page, 'laptop-poll-new');

      // Seen and left: the dot goes, the live marker stays while the poll runs (after a reload too).
      await liveTab(page, 'Venue').click();
      await expect(poll).not.toHaveAttribute('data-new', 'true');
      await expect(poll).toHaveAttribute('data-badge', 'active');
      await expect(poll).toHaveAccessibleDescription('Active now');
      await expect(poll.locator('.live-tab-live')).toBeVisible();
      await page.reload();
      await expect(poll).toHaveAttribute('data-badge', 'active');
      await expect(poll).not.toHaveAttribute('data-new', 'true');
      await control(request, eventId, { activePoll: null });
      await expect(poll).not.toHaveAttribute('data-badge', 'active');

      // A quiz question: live and new; answered, only live.
      await control(request, eventId, { activeQuiz: QUIZ });
      const quiz = liveTab(page, 'Quiz');
      await expect(quiz).toHaveAttribute('data-new', 'true');
      await quiz.click();
      const panel = page.getByTestId('live-tab-quiz');
      await panel.getByRole('radio', { name: '1.8 days' }).check();
      await panel.getByRole('button', { name: 'Answer' }).click();
      await expect(panel.getByTestId('quiz-verdict')).toHaveText('Well done: that is the right answer.');
      await expect(quiz).not.toHaveAttribute('data-new', 'true');
      await expect(quiz).toHaveAttribute('data-badge', 'active');
    },
  );

  test('the quiz says its verdict once: a banner for 5 s, then the same line beside the marked answer', async ({
    page,
    request,
  }) => {
    const eventId = await summitCopy(request);
    await control(request, eventId, { state: 'on-air', activeQuiz: QUIZ, visible: { ...hidden, quiz: true } });
    const id = await registerHybridOnline(request, eventId);
    await page.clock.install();
    await page.goto(`/${eventId}/${id}#quiz`);
    const panel = page.getByTestId('live-tab-quiz');
    await panel.getByRole('radio', { name: 'Half a day' }).check();
    await panel.getByRole('button', { name: 'Answer' }).click();
    const verdict = panel.getByTestId('quiz-verdict');
    await expect(verdict).toHaveText('Not quite: the right answer is 1.8 days.');
    await expect(verdict).toHaveAttribute('data-banner', 'true');
    await expect(verdict).toHaveRole('status');
    await shot(page, 'laptop-quiz-verdict');
    // One verdict in the panel, said by one status line.
    await expect(panel.getByText(/right answer is|Well done|Wrong answer|Right answer!/)).toHaveCount(1);
    expect(
      await panel
        .getByRole('status')
        .filter({ hasText: /Not quite/ })
        .count(),
    ).toBe(1);
    await page.clock.runFor(5000);
    await expect(verdict).not.toHaveAttribute('data-banner', 'true');
    await expect(verdict).toHaveText('Not quite: the right answer is 1.8 days.');
    await expect(panel.getByText(/right answer is/)).toHaveCount(1);
    await expect(panel.locator('.quiz-option-right')).toContainText('1.8 days');
  });
});

for (const [size, dims] of [
  ['phone', SIZES.phone],
  ['laptop', SIZES.laptop],
] as const) {
  test.describe(`the tab row at ${dims.viewport.width}x${dims.viewport.height}`, () => {
    test.use(dims);

    test('always shows the selected tab; the rest wait behind More, whose items select by keyboard', async ({
      page,
      request,
    }) => {
      const eventId = await summitCopy(request);
      await control(request, eventId, {
        state: 'on-air',
        activePoll: null,
        visible: { ...hidden, polls: true, chat: true },
      });
      const id = await registerHybridOnline(request, eventId);
      await page.goto(`/${eventId}/${id}#handout`);
      await connected(page);
      const bar = page.locator('.live-tabs-bar');
      const selected = tabList(page).getByRole('tab', { selected: true });
      await expect(selected).toHaveText('Handouts');
      await expectInside(selected, bar);
      await expect(more(page)).toBeVisible();
      await expectInside(more(page), bar);
      for (const tab of await tabList(page).getByRole('tab').all()) await expectInside(tab, bar);
      expect(await noSideways(page)).toBe(true);
      await shot(page, `${size}-tabs`);

      // The menu holds what the row does not; choosing one by keyboard selects it and puts it in the row.
      const inRow = await tabList(page).getByRole('tab').allTextContents();
      await more(page).focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      const inMenu = await menu.getByRole('menuitem').allTextContents();
      expect([...inRow, ...inMenu].sort()).toEqual(
        ['Chat', 'Handouts', 'Info', 'Poll', 'Program', 'Questions', 'Speakers', 'Sponsors', 'Venue'].sort(),
      );
      await shot(page, `${size}-more-menu`);
      const last = inMenu[inMenu.length - 1];
      // Opened by keyboard, the menu puts the focus on its first item (the highlight a keyboard
      // user waits for); End then moves it to the last. A key before that would go to the button.
      await expect(menu.getByRole('menuitem').first()).toBeFocused();
      await page.keyboard.press('End');
      await expect(menu.getByRole('menuitem', { name: last, exact: true })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(menu).toHaveCount(0);
      await expect(liveTab(page, last)).toHaveAttribute('aria-selected', 'true');
      await expect(liveTab(page, last)).toBeFocused();
      await expectInside(liveTab(page, last), bar);
      // Arrow keys move along the row, as before.
      await page.keyboard.press('ArrowLeft');
      await expect(tabList(page).getByRole('tab', { selected: true })).not.toHaveText(last);
      await expect(tabList(page).getByRole('tab', { selected: true })).toBeFocused();

      // A poll starting behind More is selected and stands in the row.
      await control(request, eventId, { activePoll: POLL });
      await expect(liveTab(page, 'Poll')).toHaveAttribute('aria-selected', 'true');
      await expectInside(liveTab(page, 'Poll'), bar);
      await shot(page, `${size}-poll-selected`);
    });
  });
}

test.describe('on a phone (390 px)', () => {
  test.use(SIZES.phone);

  test('the live pages never scroll sideways: online summit, multi-session, and the German /secure-live', async ({
    page,
    request,
  }) => {
    const summit = await registerHybridOnline(request);
    await page.goto(`/hybrid-summit/${summit}`);
    await expect(page.getByTestId('live-page')).toBeVisible();
    await expect(page.locator('.live-tabs-bar')).toBeVisible();
    expect(await noSideways(page)).toBe(true);
    await shot(page, 'phone-summit');

    const linus = await register(request, { event_id: 'multi-session', SELECTED_EVENTS: ['multi-session-round1-a'] });
    await page.goto(`/multi-session/${linus}`);
    await expect(page.getByTestId('live-page')).toBeVisible();
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText('Open Source Leadership Day 2026: Session A: Sustaining maintainers');
    const lines = () =>
      title.evaluate((el) =>
        Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
      );
    expect(await lines()).toBeLessThanOrEqual(2);
    expect(await noSideways(page)).toBe(true);
    await shot(page, 'phone-multi-session');
    const unfold = page.getByRole('button', { name: 'Show the full title' });
    await unfold.click();
    await expect(page.getByRole('button', { name: 'Show less of the title' })).toHaveAttribute('aria-expanded', 'true');
    expect(await lines()).toBeGreaterThan(2);
    expect(await noSideways(page)).toBe(true);
    await shot(page, 'phone-multi-session-open');

    const klara = await register(request, { event_id: 'secure-live', first_name: 'Klara', last_name: 'Schmidt' });
    await page.goto(`/secure-live/${klara}`);
    const dialog = page.getByRole('dialog', { name: 'Diese Seite ist geschützt' });
    await dialog.getByLabel('Passwort', { exact: true }).fill('Open-Sesame');
    await dialog.getByRole('button', { name: 'Seite öffnen' }).click();
    await expect(page.getByTestId('live-page')).toBeVisible();
    await expect(page.getByTestId('live-chip')).toBeVisible();
    for (const part of [page.getByTestId('live-chip'), page.getByRole('button', { name: 'Vollbild' })]) {
      const box = (await part.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await noSideways(page)).toBe(true);
    await shot(page, 'phone-secure-live');
  });
});
