/**
 * Live widgets and feedback as designed (issue 29): badges clear once answered, the quiz shows
 * and keeps the right answer, the card over the video closes after voting, the question form
 * keeps the focus, giving up an on-site seat asks once, the tab labels fit in every locale.
 */
import { expect, test, type Page } from './fixtures';
import { liveSummit, SIZES } from './designHelpers';
import { openLiveTab, summitCopy, uniqueEmail, type Doc } from './liveHelpers';
import { open } from './visitorRoutes';
import { chooseOption } from './selectHelpers';

test.describe.configure({ mode: 'parallel', timeout: 120_000 });

/** Few enough tabs for the laptop's row: these tests look at the widgets, not at the More menu (issue 45). */
const fewTabs = (doc: Doc) => {
  Object.assign(doc, {
    speakers: [],
    sponsors: [],
    showProgramTab: false,
    customTab: { ...doc.customTab, show: false },
  });
  Object.assign(doc.events[0], {
    tabOrder: ['livecontent', 'question', 'poll', 'quiz'],
    showHandoutTab: false,
    chatType: 'noChat',
  });
};
const liveTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Live tabs' }).getByRole('tab', { name: new RegExp(name) });

test(
  'the Poll and Quiz "new" dots clear once the visitor voted and answered; ' +
    'the live marker stays while they run (INT-01)',
  async ({ browser, request }) => {
    const livePage = await liveSummit(request, 0, fewTabs);
    const context = await browser.newContext(SIZES.laptop);
    const page = await context.newPage();
    await open(page, livePage);
    await expect(liveTab(page, 'Poll')).toHaveAttribute('data-new', 'true');
    await expect(liveTab(page, 'Quiz')).toHaveAttribute('data-new', 'true');
    await liveTab(page, 'Poll').click();
    const poll = page.getByTestId('live-tab-poll');
    await poll.getByRole('radio').first().check();
    await poll.getByRole('button', { name: 'Vote' }).click();
    await expect(poll.locator('.poll-bars')).toBeVisible();
    await expect(liveTab(page, 'Poll')).not.toHaveAttribute('data-new', 'true');
    await expect(liveTab(page, 'Poll')).toHaveAttribute('data-badge', 'active');
    await expect(liveTab(page, 'Quiz')).toHaveAttribute('data-new', 'true');
    // It stays cleared after a reload (remembered on this device).
    await page.reload();
    await expect(liveTab(page, 'Quiz')).toHaveAttribute('data-new', 'true');
    await expect(liveTab(page, 'Poll')).not.toHaveAttribute('data-new', 'true');
    await expect(liveTab(page, 'Poll')).toHaveAttribute('data-badge', 'active');
    await context.close();
  },
);

test('after a wrong quiz answer the right one shows, and it is still there after a reload', async ({
  browser,
  request,
}) => {
  const livePage = await liveSummit(request, 0, fewTabs);
  const context = await browser.newContext(SIZES.laptop);
  const page = await context.newPage();
  await open(page, livePage);
  await liveTab(page, 'Quiz').click();
  const quiz = page.getByTestId('live-tab-quiz');
  await quiz.getByRole('radio').first().waitFor();
  const options = await quiz.locator('label.choice').allInnerTexts();
  const wrongText = options.find((text) => !text.includes('1.8 days'))!.trim();
  await quiz.getByRole('radio', { name: wrongText }).check();
  await quiz.getByRole('button', { name: 'Answer' }).click();
  const verdict = quiz.getByTestId('quiz-verdict');
  await expect(verdict).toHaveText('Not quite: the right answer is 1.8 days.');
  await expect(quiz.locator('.quiz-option-right')).toContainText('1.8 days');
  await expect(quiz.locator('.quiz-option-wrong')).toContainText(wrongText);
  await expect(liveTab(page, 'Quiz')).not.toHaveAttribute('data-new', 'true');
  await page.reload();
  await liveTab(page, 'Quiz').click();
  await expect(page.getByTestId('live-tab-quiz').getByTestId('quiz-verdict')).toHaveText(
    'Not quite: the right answer is 1.8 days.',
  );
  await expect(page.getByTestId('live-tab-quiz').locator('.quiz-option-right')).toContainText('1.8 days');
  await expect(page.getByTestId('live-tab-quiz').getByRole('radio')).toHaveCount(0);
  await context.close();
});

test('the poll card over the video keeps to the lower third and closes after voting', async ({ browser, request }) => {
  const livePage = await liveSummit(request, 0);
  const context = await browser.newContext(SIZES.laptop);
  const page = await context.newPage();
  await open(page, livePage);
  const card = page.getByTestId('over-video');
  await expect(card).toBeVisible();
  const video = (await page.getByTestId('live-video').boundingBox())!;
  expect((await card.boundingBox())!.height).toBeLessThanOrEqual(video.height / 3 + 1);
  await card.getByRole('radio').first().check();
  await card.getByRole('button', { name: 'Vote' }).click();
  await expect(card.locator('.poll-bars')).toBeVisible();
  await expect(card).toHaveCount(0, { timeout: 6000 });
  await context.close();
});

test('after sending a question the focus stays in the form, on the message box', async ({ browser, request }) => {
  const livePage = await liveSummit(request, 0);
  const context = await browser.newContext(SIZES.laptop);
  const page = await context.newPage();
  await open(page, livePage);
  await openLiveTab(page, 'Questions');
  const form = page.getByTestId('live-tab-question');
  // Name and e-mail are folded under "Ask as …" (issue 45).
  await form.getByRole('button', { name: /^Ask as/ }).click();
  await form.getByLabel('Name').fill('Ada Tester');
  await form.getByLabel('E-mail address').fill(uniqueEmail('focus'));
  await form.getByLabel('Your question').fill('Will the slides be shared?');
  await form.getByRole('button', { name: 'Send question' }).click();
  await expect(form.getByText('Thank you! Your question was sent.')).toBeVisible();
  await expect(form.getByLabel('Your question')).toBeFocused();
  await expect(form.getByLabel('Your question')).toHaveValue('');
  await context.close();
});

test('giving up an on-site seat asks once; keeping it changes nothing, confirming shows a toast', async ({
  browser,
  request,
}) => {
  const personal = await liveSummit(request, 1);
  const context = await browser.newContext(SIZES.phone);
  const page = await context.newPage();
  await open(page, `${personal}/change-attendance`);
  const toggle = page.getByRole('radiogroup', { name: 'Change attendance' });
  const online = toggle.getByRole('radio', { name: /Online/ });
  const onSite = toggle.getByRole('radio', { name: /On site/ });
  await expect(onSite).toHaveAttribute('aria-checked', 'true');
  await online.click();
  const ask = page.getByRole('dialog', { name: 'Give up your seat on site?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep my seat' }).click();
  await expect(ask).toHaveCount(0);
  await expect(onSite).toHaveAttribute('aria-checked', 'true');
  await online.click();
  await ask.getByRole('button', { name: 'Yes, attend online' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You now attend online.' })).toBeVisible();
  await expect(online).toHaveAttribute('aria-checked', 'true');
  await context.close();
});

for (const language of ['en', 'nlFormal', 'nlInformal', 'de', 'fr']) {
  test(`the web-app tab labels fit on a phone (${language})`, async ({ browser, request }) => {
    const webApp = await liveSummit(request, 1, (doc) => {
      doc.language = language;
    });
    const context = await browser.newContext(SIZES.phone);
    const page = await context.newPage();
    await open(page, webApp);
    const bar = page.locator('.bottom-tabs');
    await expect(bar.locator('.bottom-tab-label').first()).toBeVisible();
    const cut = await bar
      .locator('.bottom-tab-label')
      .evaluateAll((labels) =>
        labels
          .filter((label) => label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1)
          .map((label) => label.textContent),
      );
    expect(cut).toEqual([]);
    await context.close();
  });
}

test('an on-site registration through the form is confirmed with a toast on the personal page, once', async ({
  browser,
  request,
}) => {
  const eventId = await summitCopy(request);
  const context = await browser.newContext(SIZES.phone);
  const page = await context.newPage();
  await open(page, `/${eventId}/registration`);
  await page.getByLabel('First name').fill('Hedy');
  await page.getByLabel('Last name').fill('Lamarr');
  await page.getByLabel('E-mail address').fill(uniqueEmail('toast'));
  await chooseOption(page, 'Organisation', 'MediSync');
  await page.getByRole('checkbox', { name: 'Remote patient monitoring' }).check();
  await page.getByRole('radio', { name: 'On site in Utrecht' }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  const toast = page
    .getByRole('status')
    .filter({ hasText: 'You are registered to attend on site. Your seat is reserved.' });
  await expect(toast).toBeVisible();
  await page.reload();
  await expect(page.locator('.bottom-tabs')).toBeVisible();
  await expect(toast).toHaveCount(0);
  await context.close();
});
