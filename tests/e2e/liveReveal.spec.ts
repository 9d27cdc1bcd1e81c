/**
 * Issue 50 part 2 in the browser, on a laptop and a phone: a poll whose results wait for the
 * director's reveal shows no bars on two open pages until the reveal, then on both at once; the
 * quiz leaderboard shows a visitor's nickname and own rank after the question stops; axe finds
 * nothing serious in either panel. Each test drives a copy of hybrid-summit (its own broadcast).
 * With SHOTS=1 a last test takes the review's screenshots (/work/shots/h14).
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import { AXE_OPTIONS, axeOn } from './contrastCheck';
import { connected, control, summitCopy, TOKEN } from './liveHelpers';
import { register } from './liveTabsHelpers';

const VIEWPORTS = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const SHOTS = process.env.SHOTS ? '/work/shots/h14' : undefined;

/** A copy with few tabs (Info, Poll, Quiz: they fit every row), on air with polls and quiz shown. */
async function quizCopy(request: APIRequestContext): Promise<string> {
  const eventId = await summitCopy(request, (doc, event) => {
    Object.assign(doc, { speakers: [], sponsors: [], showProgramTab: false });
    event.tabOrder = ['livecontent', 'poll', 'quiz'];
  });
  await control(request, eventId, {
    state: 'on-air',
    visible: { polls: true, quiz: true, questions: false, handouts: false, chat: false },
  });
  return eventId;
}

async function openPage(browser: Browser, viewport: { width: number; height: number }, url: string, room = false) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(url);
  if (room) await expect(page.getByTestId('questions-screen')).toBeVisible();
  else await connected(page);
  return page;
}

async function expectNoSeriousViolations(page: Page, selector: string) {
  const result = await axeOn(page)
    .options(AXE_OPTIONS)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .include(selector)
    .analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name}`, () => {
    test('the reveal shows the bars on two pages at once', async ({ browser, request }) => {
      const eventId = await quizCopy(request);
      await control(request, eventId, { activePoll: 'poll-reveal-priority' });
      const [voter, watcher] = await Promise.all([
        register(request, eventId, 0, 'reveal'),
        register(request, eventId, 0, 'reveal'),
      ]);
      const pages = await Promise.all(
        [voter, watcher].map((id) => openPage(browser, viewport, `/${eventId}/${id}#poll`)),
      );
      const [mine, theirs] = pages.map((page) => page.getByRole('tabpanel', { name: 'Poll' }));
      await mine.getByRole('radio', { name: 'A shared care record' }).check();
      await mine.getByRole('button', { name: 'Vote' }).click();
      await expect(mine.getByTestId('results-waiting')).toBeVisible();
      await expect(theirs.getByRole('radio', { name: 'A shared care record' })).toBeVisible();
      for (const panel of [mine, theirs]) await expect(panel.locator('.poll-bar')).toHaveCount(0);
      await expectNoSeriousViolations(pages[0], '[role="tabpanel"]');

      await control(request, eventId, { reveal: 'poll-reveal-priority' });
      await Promise.all([
        expect(mine.locator('.poll-bar-mine .poll-bar-count')).toContainText('1 vote (100%)'),
        expect(theirs.locator('.poll-bar')).toHaveCount(3),
      ]);
      await expect(theirs.locator('.poll-total')).toContainText('1 vote');
      await expectNoSeriousViolations(pages[1], '[role="tabpanel"]');
      await Promise.all(pages.map((page) => page.context().close()));
    });

    test("the leaderboard shows the visitor's rank", async ({ browser, request }) => {
      const eventId = await quizCopy(request);
      await control(request, eventId, { activeQuiz: 'quiz-hospital-at-home' });
      const id = await register(request, eventId, 0, 'quiz');
      const page = await openPage(browser, viewport, `/${eventId}/${id}#quiz`);
      const panel = page.getByRole('tabpanel', { name: 'Quiz' });
      await panel.getByLabel('Nickname on the leaderboard').fill('Grace');
      await panel.getByRole('button', { name: 'Save nickname' }).click();
      await expect(panel.getByText('Saved: you play as Grace.')).toBeVisible();
      // Someone else answered first, and right, under a nickname of their own.
      const other = await register(request, eventId, 0, 'quiz');
      const nick = await request.post(`/live-director/quiz/${eventId}/nickname`, {
        data: { voterId: other, nickname: 'Ada' },
      });
      expect(nick.status()).toBe(200);
      const answered = await request.post(`/live-director/quiz/${eventId}/quiz-hospital-at-home/answer`, {
        data: { voterId: other, optionId: 'o2' },
      });
      expect(answered.status()).toBe(200);
      await panel.getByRole('radio', { name: '1.8 days' }).check();
      await panel.getByRole('button', { name: 'Answer' }).click();
      await expect(panel.getByTestId('quiz-verdict')).toContainText(/right/i);

      await control(request, eventId, { activeQuiz: null });
      const board = panel.getByTestId('leaderboard');
      await expect(board.getByRole('listitem')).toHaveCount(2);
      await expect(board.getByRole('listitem').filter({ hasText: 'Grace' })).toBeVisible();
      await expect(board.getByTestId('own-rank')).toHaveText(/Your rank: [12] of 2 \(\d+ points\)/);
      await expectNoSeriousViolations(page, '[role="tabpanel"]');
      await page.context().close();
    });
  });
}

/** The review's screenshots (SHOTS=1): a laptop, a phone and the room screen through a reveal, a rating and a quiz. */
test('screenshots of the reveal, the rating and the leaderboard', async ({ browser, request }) => {
  test.skip(!SHOTS, 'only with SHOTS=1');
  test.setTimeout(180_000);
  const eventId = await quizCopy(request);
  await control(request, eventId, { activePoll: 'poll-reveal-priority', visible: { questions: true } });
  const others = await Promise.all([1, 2, 3].map(() => register(request, eventId, 0, 'shots')));
  const apiVote = (poll: string, voterId: string, optionId: string) =>
    request.post(`/live-director/polls/${eventId}/${poll}/vote`, { data: { voterId, optionId } });
  const visitors = await Promise.all(
    VIEWPORTS.map(async (viewport) => {
      const id = await register(request, eventId, 0, 'shots');
      return { viewport, page: await openPage(browser, viewport, `/${eventId}/${id}#poll`) };
    }),
  );
  const room = await openPage(browser, { width: 1920, height: 1080 }, `/${eventId}/questions-screen`, true);
  const shoot = async (name: string) => {
    for (const { viewport, page } of visitors)
      await page.screenshot({ path: `${SHOTS}/${name}-${viewport.name}.png`, fullPage: true });
    await room.screenshot({ path: `${SHOTS}/${name}-room.png` });
  };
  const pollPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Poll' });

  await Promise.all(others.map((id, i) => apiVote('poll-reveal-priority', id, `o${(i % 3) + 1}`)));
  for (const { page } of visitors) {
    await pollPanel(page).getByRole('radio', { name: 'A shared care record' }).check();
    await pollPanel(page).getByRole('button', { name: 'Vote' }).click();
    await expect(pollPanel(page).getByTestId('results-waiting')).toBeVisible();
  }
  await expect(room.getByTestId('room-waiting')).toBeVisible();
  await shoot('poll-before-reveal');
  // The director's console: the poll waiting for its reveal, with its counts and the Reveal button.
  for (const viewport of VIEWPORTS) {
    const director = await (await browser.newContext({ viewport })).newPage();
    await director.goto(`/live-director/console/${eventId}`);
    await director.getByLabel('Control token').fill(TOKEN);
    await director.getByRole('button', { name: 'Sign in' }).click();
    await expect(director.getByRole('button', { name: /^Reveal the results of poll/ })).toBeVisible();
    await director.screenshot({ path: `${SHOTS}/console-${viewport.name}.png`, fullPage: true });
    await director.context().close();
  }
  await control(request, eventId, { reveal: 'poll-reveal-priority' });
  for (const { page } of [...visitors, { page: room }])
    await expect(page.locator('.poll-total')).toContainText('5 votes');
  await shoot('poll-after-reveal');

  await control(request, eventId, { activePoll: 'rating-session' });
  await Promise.all(others.map((id, i) => apiVote('rating-session', id, String(3 + i))));
  for (const { page } of visitors) await expect(pollPanel(page).getByRole('radio', { name: '4' })).toBeVisible();
  await shoot('rating-form');
  for (const { page } of visitors) {
    await pollPanel(page).getByRole('radio', { name: '4' }).check();
    await pollPanel(page).getByRole('button', { name: 'Rate' }).click();
    await expect(pollPanel(page).getByTestId('rating-average')).toContainText(' ratings)');
  }
  await shoot('rating');

  await control(request, eventId, { activePoll: null, activeQuiz: 'quiz-hospital-at-home' });
  for (const [i, id] of others.entries()) {
    await request.post(`/live-director/quiz/${eventId}/nickname`, {
      data: { voterId: id, nickname: ['Ada', 'Linus', 'Hedy'][i] },
    });
    await request.post(`/live-director/quiz/${eventId}/quiz-hospital-at-home/answer`, {
      data: { voterId: id, optionId: i === 2 ? 'o1' : 'o2' },
    });
  }
  for (const { page, viewport } of visitors) {
    await page.goto(page.url().replace(/#poll$/, '#quiz'));
    const panel = page.getByRole('tabpanel', { name: 'Quiz' });
    await panel.getByLabel('Nickname on the leaderboard').fill(viewport.name === 'phone' ? 'Grace' : 'Margaret');
    await panel.getByRole('button', { name: 'Save nickname' }).click();
    await panel.getByRole('radio', { name: '1.8 days' }).check();
    await panel.getByRole('button', { name: 'Answer' }).click();
    await expect(panel.getByTestId('quiz-verdict')).not.toBeEmpty();
  }
  await control(request, eventId, { activeQuiz: null });
  for (const { page } of visitors) await expect(page.getByTestId('own-rank')).toBeVisible();
  await expect(room.getByTestId('room-leaderboard')).toBeVisible();
  await shoot('leaderboard');
});
