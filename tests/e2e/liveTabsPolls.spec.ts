/**
 * The live tabs (issue 9) with polls: a newly active poll marks its tab without taking the focus or
 * the tab a visitor types in, on a laptop and on a phone. Each test imports its own copy of
 * hybrid-summit (its own broadcast). The tabs themselves: liveTabs.spec.ts.
 */
import { expect, test, type APIRequestContext } from './fixtures';
import { connected, control, summitCopy } from './liveHelpers';
import { register, tab, announcer } from './liveTabsHelpers';

/** Each copy carries the summit's polls and quiz as its own (the organiser's live content). */
test.describe('with polls', () => {
  const POLL = 'poll-remote-care';
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
  /**
   * `fewTabs`: Info, Venue, Poll and Chat only, which all fit the laptop's row: these tests look
   * at the selection and the markers, the More menu has liveTabsFit.spec.ts.
   */
  async function pollCopy(
    request: APIRequestContext,
    visible: Record<string, boolean>,
    fewTabs = true,
  ): Promise<string> {
    const eventId = await summitCopy(
      request,
      fewTabs
        ? (doc, event) => {
            // the tabs the project offers of itself
            Object.assign(doc, { speakers: [], sponsors: [], showProgramTab: false });
            event.tabOrder = ['livecontent', 'custom', 'poll', 'chat'];
          }
        : undefined,
    );
    const few = fewTabs ? { questions: false, handouts: false } : {};
    await control(request, eventId, { state: 'on-air', visible: { ...hidden, ...few, ...visible } });
    return eventId;
  }

  test(
    'a newly active poll marks and selects the Poll tab without ' +
      'taking the focus; the evaluation button selects Info',
    async ({ page, request }) => {
      const eventId = await pollCopy(request, { polls: true });
      const id = await register(request, eventId, 0);
      await page.goto(`/${eventId}/${id}#custom`);
      await connected(page);
      await expect(tab(page, 'Poll')).toBeVisible();
      await expect(tab(page, 'Poll')).not.toHaveAttribute('data-badge', 'active');
      await tab(page, 'Venue').focus();

      await control(request, eventId, { activePoll: POLL });
      await expect(tab(page, 'Poll')).toHaveAttribute('aria-selected', 'true');
      await expect(tab(page, 'Poll')).toHaveAttribute('data-badge', 'active');
      await expect(tab(page, 'Poll')).toHaveAttribute('data-new', 'true');
      await expect(tab(page, 'Poll')).toHaveAccessibleDescription('Active now New');
      await expect(announcer(page)).toHaveText(/A poll has started/);
      await expect(tab(page, 'Venue')).toBeFocused();

      await control(request, eventId, { visible: { evaluation: true } });
      await expect(tab(page, 'Info')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('button', { name: 'Share your feedback' })).toBeVisible();
      // The poll was shown and left: its "new" dot is gone, its live marker stays while it runs, after a reload too
      // (INT-01).
      await expect(tab(page, 'Poll')).not.toHaveAttribute('data-new', 'true');
      await expect(tab(page, 'Poll')).toHaveAttribute('data-badge', 'active');
      await page.reload();
      await expect(tab(page, 'Poll')).toBeVisible();
      await expect(tab(page, 'Poll')).not.toHaveAttribute('data-new', 'true');
      await expect(tab(page, 'Poll')).toHaveAttribute('data-badge', 'active');
      await control(request, eventId, { activePoll: null });
      await expect(tab(page, 'Poll')).not.toHaveAttribute('data-badge', 'active');
    },
  );

  test('a visitor typing keeps the tab when a poll starts, and a panel keeps what was typed across tabs', async ({
    page,
    request,
  }) => {
    const eventId = await pollCopy(request, { polls: true, chat: true });
    const id = await register(request, eventId, 0);
    await page.goto(`/${eventId}/${id}#chat`);
    const message = page.frameLocator('iframe[title="Chat"]').getByRole('textbox', { name: 'Message' });
    await message.fill('Half a sentence');
    await tab(page, 'Info').click();
    await tab(page, 'Chat').click();
    await expect(message).toHaveValue('Half a sentence'); // the frame was kept, not reloaded
    await message.focus();

    await control(request, eventId, { activePoll: POLL });
    await expect(tab(page, 'Poll')).toHaveAttribute('data-badge', 'active');
    await expect(announcer(page)).toHaveText(/A poll has started/);
    await expect(tab(page, 'Chat')).toHaveAttribute('aria-selected', 'true');
    await expect(message).toBeFocused();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test(
      'the web-app shows 5 tabs in the bar and the rest behind More; ' +
        'the bar keeps its order when a poll starts, More keeps its label',
      async ({ page, request }) => {
        const eventId = await pollCopy(request, {}, false);
        const id = await register(request, eventId, 1);
        await page.goto(`/${eventId}/${id}`);
        await connected(page);
        const bar = page.getByRole('navigation', { name: 'App tabs' });
        await expect(bar.getByRole('tab')).toHaveCount(5);
        const order = ['Home', 'Program', 'Handouts', 'Venue', 'Questions'];
        expect(await bar.getByRole('tab').allTextContents()).toEqual(order);
        const more = bar.getByRole('button', { name: 'More tabs' });
        await expect(more).toHaveText('More');

        // The poll starts: it is selected (behind More, which says so with its badge); the bar stays put.
        await control(request, eventId, { visible: { polls: true, chat: true }, activePoll: POLL });
        await expect(page).toHaveURL(/#poll$/);
        await expect(page.getByRole('tabpanel', { name: 'Poll' })).toBeVisible();
        await expect(bar.getByTestId('badge-more')).toBeVisible();
        await expect(announcer(page)).toHaveText(/A poll has started/);
        expect(await bar.getByRole('tab').allTextContents()).toEqual(order);
        await expect(more).toHaveText('More');
        await expect(more).toHaveAttribute('data-state', 'active');
        await more.click();
        const menu = page.getByRole('menu');
        await expect(menu.getByRole('menuitem')).toHaveText(['Poll', 'Chat', 'Support', 'Privacy']);
        await menu.getByRole('menuitem', { name: 'Chat' }).click();
        await expect(page).toHaveURL(/#chat$/);
        await expect(page.frameLocator('iframe[title="Chat"]').getByTestId('chat-nickname')).toHaveText('Grace Tester');

        // A quiz question in the overflow badges the More button; closing the chat falls back to home.
        await control(request, eventId, { visible: { quiz: true }, activeQuiz: QUIZ });
        await expect(bar.getByTestId('badge-more')).toBeVisible();
        await control(request, eventId, { visible: { chat: false } });
        await expect(bar.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
        await expect(page).not.toHaveURL(/#chat/);
        await expect(announcer(page)).toHaveText(/Chat is closed/);
      },
    );
  });
});
