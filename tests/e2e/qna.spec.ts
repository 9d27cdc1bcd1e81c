/**
 * Audience Q&A (issue 35) against the real server: ask and see it listed (open) or wait for
 * approval (moderated), upvotes from two browsers reorder the list live, highlighted and answered
 * states, the moderator's keyboard-operable queue in the director console, the room screen, an
 * offline upvote arriving once, and the new texts in five locales. Each test imports its own copy
 * of hybrid-summit (its own broadcast) with the questions mode it needs.
 */
import { expect, test } from './fixtures';
import { TOKEN } from './liveHelpers';
import { register, copy, visitor, ask, audience, card, upvote, order, own, questionId, moderate } from './qnaHelpers';

test('open: a question is listed at once; upvotes from two browsers reorder the list live; no e-mail shown', async ({
  browser,
  request,
}) => {
  const eventId = await copy(request, 'open');
  const first = await visitor(browser, request, eventId);
  const second = await visitor(browser, request, eventId);
  await ask(first, 'Alpha: how is data shared?');
  await expect(card(first, 'Alpha')).toContainText('Your question');
  await ask(first, 'Beta: who pays for it?');
  await expect(card(second, 'Beta')).toBeVisible(); // pushed to the other browser
  await expect(card(second, 'Beta')).not.toContainText('Your question');
  await expect(audience(second)).not.toContainText('grace.hidden@example.com');
  await expect.poll(() => order(first)).toEqual(['Alpha: how is data shared?', 'Beta: who pays for it?']);

  await upvote(second, 'Beta').click();
  await expect(upvote(second, 'Beta')).toHaveAttribute('aria-pressed', 'true');
  await expect(card(first, 'Beta').locator('.qna-votes')).toHaveText('1');
  await expect.poll(() => order(first)).toEqual(['Beta: who pays for it?', 'Alpha: how is data shared?']);
  // Tap again takes it back; one upvote per voter.
  await upvote(second, 'Beta').click();
  await expect(upvote(second, 'Beta')).toHaveAttribute('aria-pressed', 'false');
  await expect(card(first, 'Beta').locator('.qna-votes')).toHaveText('0');
  // Newest first on request: a segmented toggle (issue 45), no native select.
  const sort = audience(first).getByRole('radiogroup', { name: 'Sort by' });
  await expect(sort.getByRole('radio', { name: 'Most votes' })).toHaveAttribute('aria-checked', 'true');
  await sort.getByRole('radio', { name: 'Newest' }).click();
  await expect(sort.getByRole('radio', { name: 'Newest' })).toHaveAttribute('aria-checked', 'true');
  await expect.poll(() => order(first)).toEqual(['Beta: who pays for it?', 'Alpha: how is data shared?']);
  await expect(first.getByRole('tabpanel').locator('select')).toHaveCount(0);
  // Own questions stand under "Your questions" as published.
  await expect(own(first, 'Alpha')).toContainText('Published');
  await expect(audience(first).locator('[aria-live="polite"]')).toContainText('Open questions: 2');
});

test(
  'moderated (web-app look): waits for approval, ' +
    'approved from the console by keyboard, highlighted and answered for everyone',
  async ({ browser, request, page }) => {
    const eventId = await copy(request, 'moderated');
    const asker = await visitor(browser, request, eventId, 1);
    await expect(asker.getByRole('navigation', { name: 'App tabs' })).toBeVisible(); // the web-app look (on site)
    const other = await visitor(browser, request, eventId);
    await ask(asker, 'Gamma: is the recording shared?');
    // It no longer vanishes after its toast (issue 45): "Your questions" holds it, waiting.
    await expect(own(asker, 'Gamma')).toContainText('Waiting for approval');
    await expect(own(asker, 'Gamma')).toHaveAttribute('data-status', 'pending');
    await expect(audience(asker)).not.toContainText('Gamma');
    await expect(audience(other)).not.toContainText('Gamma');
    await expect(
      asker.getByText('No questions yet. Questions show here once the moderator has approved them.'),
    ).toBeVisible();

    await page.addInitScript((token) => sessionStorage.setItem('liveControlToken', token), TOKEN);
    await page.goto(`/live-director/console/${eventId}`);
    const queue = page.locator('#qna');
    await expect(queue.getByRole('button', { name: /^Queue \(1\)/ })).toBeVisible();
    await expect(queue.locator('#qna-list')).toContainText('grace.hidden@example.com');
    await queue.getByRole('button', { name: 'Approve: Gamma: is the recording shared?' }).focus();
    await page.keyboard.press('Enter');
    await expect(queue.getByRole('button', { name: /^Approved \(1\)/ })).toBeVisible();

    await expect(card(other, 'Gamma')).toBeVisible();
    await expect(card(asker, 'Gamma')).not.toContainText('Waiting for approval');
    await expect(card(asker, 'Gamma')).toContainText('Your question');
    await expect(own(asker, 'Gamma')).toHaveAttribute('data-status', 'approved');
    await expect(own(asker, 'Gamma')).toContainText('Published');

    const id = await questionId(request, eventId, 'Gamma: is the recording shared?', 'approved');
    await moderate(request, eventId, id, 'highlight');
    for (const p of [asker, other])
      await expect(audience(p).locator('.qna-card-highlighted').first()).toContainText('Being answered now');
    await expect(own(asker, 'Gamma')).toHaveAttribute('data-status', 'now');
    await moderate(request, eventId, id, 'answered');
    for (const p of [asker, other]) {
      await expect(audience(p).getByRole('heading', { name: 'Answered' })).toBeVisible();
      await expect(audience(p).locator('.qna-card-highlighted')).toHaveCount(0);
      await expect(card(p, 'Gamma').getByRole('button', { name: /^Upvote/ })).toHaveCount(0);
    }
    await expect(own(asker, 'Gamma')).toContainText('Has been answered');
    await expect(own(other, 'Gamma')).toHaveCount(0);
  },
);

test(
  'the Questions tab is a feed on a phone: the list first, ' +
    'one line to ask that grows, kept at the foot, the form folded',
  async ({ browser, request }) => {
    const eventId = await copy(request, 'open');
    const voter = await register(request, eventId, 0);
    for (let i = 1; i <= 8; i++) {
      expect(
        (
          await request.post('/live-director/ask-question', {
            data: {
              broadcastSlug: eventId,
              registrationId: voter,
              question: {
                name: 'Ada',
                email: 'ada@example.com',
                type: 'content',
                message: `Feed ${i}: a question from the room`,
              },
            },
          })
        ).status(),
      ).toBe(201);
    }
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`/${eventId}/${await register(request, eventId, 0)}#question`);
    const heading = page.getByRole('heading', { name: 'Questions from the audience' });
    await expect(heading).toBeVisible();
    await expect(audience(page).locator('ol.qna-list > li')).toHaveCount(8);
    const message = page.getByLabel('Your question', { exact: true });
    // The audience list comes before the composer, on screen and in the reading order.
    const listFirst = await audience(page).evaluate(
      (list, area) => Boolean(list.compareDocumentPosition(area!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await message.elementHandle(),
    );
    expect(listFirst).toBe(true);
    // Name, e-mail and type are folded under "Ask as …"; the composer is one line.
    await expect(page.getByLabel(/^Name/)).toBeHidden();
    const askAs = page.getByRole('button', { name: /^Ask as/ });
    await expect(askAs).toHaveAttribute('aria-expanded', 'false');
    const oneLine = (await message.boundingBox())!.height;
    expect(oneLine).toBeLessThan(60);
    // Kept at the foot of the screen while the list scrolls under it.
    await heading.scrollIntoViewIfNeeded();
    const foot = (await message.boundingBox())!;
    expect(foot.y + foot.height).toBeLessThanOrEqual(844);
    expect(foot.y).toBeGreaterThan((await heading.boundingBox())!.y);
    // It grows as the visitor types, and shrinks back once sent.
    await message.fill('A longer question\nover a few lines\nso the box grows\nwith the text');
    await expect.poll(async () => (await message.boundingBox())!.height).toBeGreaterThan(oneLine + 40);
    await page.getByRole('button', { name: 'Send question' }).click();
    await expect(message).toHaveValue('');
    await expect.poll(async () => (await message.boundingBox())!.height).toBeLessThan(60);
    await expect(own(page, 'A longer question')).toContainText('Published');
    // The fold opens by keyboard; the fields are there.
    await askAs.focus();
    await page.keyboard.press('Enter');
    await expect(askAs).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel(/^Name/)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'A technical problem' })).toBeVisible();
    await context.close();
  },
);

const LOCALES: [string, string, RegExp, string][] = [
  ['nlFormal', 'Vragen uit het publiek', /^Stem voor/, 'Uw vraag'],
  ['nlInformal', 'Vragen uit het publiek', /^Stem voor/, 'Je vraag'],
  ['en', 'Questions from the audience', /^Upvote/, 'Your question'],
  ['de', 'Fragen aus dem Publikum', /^Dafür stimmen/, 'Ihre Frage'],
  ['fr', 'Questions du public', /^Voter pour/, 'Votre question'],
];

for (const [language, heading, upvoteName, mine] of LOCALES) {
  test(`the audience list speaks ${language}`, async ({ page, request }) => {
    const eventId = await copy(request, 'open', language);
    const id = await register(request, eventId, 0);
    expect(
      (
        await request.post('/live-director/ask-question', {
          data: {
            broadcastSlug: eventId,
            registrationId: id,
            voterId: id,
            question: { name: 'Ada', email: 'ada@example.com', type: 'content', message: 'Eta?' },
          },
        })
      ).status(),
    ).toBe(201);
    await page.goto(`/${eventId}/${id}#question`);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByRole('button', { name: upvoteName })).toBeVisible();
    await expect(page.locator('section.qna .qna-badge').first()).toHaveText(mine);
  });
}
