/**
 * The room screen of the audience Q&A (issue 41): the highlighted question large, the top questions
 * live, and what an open event shows there. The audience's own list: qna.spec.ts.
 */
import { expect, test } from './fixtures';
import { summitCopy } from './liveHelpers';
import { register, copy, questionId, moderate } from './qnaHelpers';

test(
  'the room screen shows the highlighted question large ' + 'and the top questions, live, with a QR code to the event',
  async ({ page, request }) => {
    const eventId = await copy(request, 'open');
    const voter = await register(request, eventId, 0);
    const asked = async (message: string) =>
      expect(
        (
          await request.post('/live-director/ask-question', {
            data: {
              broadcastSlug: eventId,
              registrationId: voter,
              question: { name: 'Ada', email: 'ada@example.com', type: 'content', message },
            },
          })
        ).status(),
      ).toBe(201);
    await asked('Delta: what about privacy?');
    await page.goto(`/${eventId}/questions-screen`);
    await expect(page.getByTestId('questions-screen-top')).toContainText('Delta: what about privacy?');
    await expect(page.locator('.qs-qr svg')).toBeVisible();
    await expect(page.locator('.qs-qr')).toHaveAttribute('aria-label', new RegExp(`/${eventId}$`));

    await asked('Epsilon: when is the next one?');
    const epsilon = await questionId(request, eventId, 'Epsilon: when is the next one?', 'approved');
    expect(
      (
        await request.post(`/live-director/qna/${eventId}/${epsilon}/upvote`, { data: { voterId: voter, up: true } })
      ).status(),
    ).toBe(200);
    await expect(page.getByTestId('questions-screen-top').locator('li').first()).toContainText('Epsilon');
    await expect(page.getByTestId('questions-screen-top').locator('li').first()).toContainText('1 vote');
    await moderate(request, eventId, epsilon, 'highlight');
    await expect(page.getByTestId('questions-screen-now')).toContainText('Epsilon: when is the next one?');
    const size = await page
      .getByTestId('questions-screen-now')
      .locator('p')
      .evaluate((p) => parseFloat(getComputedStyle(p).fontSize));
    expect(size).toBeGreaterThanOrEqual(40);
  },
);

test(
  "an open event's room screen lists no questions unless the " +
    "organiser chose questionsScreen 'open'; the highlighted one shows",
  async ({ page, request }) => {
    // Issue 43: an open event lists every question at once, so by default a projector shows only the moderator's pick.
    const eventId = await summitCopy(request, (doc, event) => {
      doc.language = 'en';
      event.questionsMode = 'open';
    });
    const voter = await register(request, eventId, 0);
    for (const message of ['Theta: never on the screen?', 'Iota: picked by the moderator?']) {
      expect(
        (
          await request.post('/live-director/ask-question', {
            data: {
              broadcastSlug: eventId,
              registrationId: voter,
              question: { name: 'Ada', email: 'ada@example.com', type: 'content', message },
            },
          })
        ).status(),
      ).toBe(201);
    }
    await page.goto(`/${eventId}/questions-screen`);
    await moderate(
      request,
      eventId,
      await questionId(request, eventId, 'Iota: picked by the moderator?', 'approved'),
      'highlight',
    );
    await expect(page.getByTestId('questions-screen-now')).toContainText('Iota: picked by the moderator?');
    await expect(page.getByRole('heading', { name: 'Top questions' })).toHaveCount(0);
    await expect(page.getByTestId('questions-screen')).not.toContainText('Theta');
  },
);
