/**
 * Audience Q&A upvotes: the voter id the server issued to a browser of an open registration, and an
 * upvote made offline that shows at once and arrives once. Asking and moderating: qna.spec.ts.
 */
import { expect, test } from './fixtures';
import { eventCopy } from './liveHelpers';
import { pendingInOutbox } from './offlineHelpers';
import { register, copy, visitor, card, upvote, questionId } from './qnaHelpers';

// Service workers are blocked in the desktop project (playwright.config.ts). The tests that go
// offline have theirs again (their group's test.use); online, the worker would only install and
// fill its caches beside the test.

test(
  'open registration: a browser votes with the voter id the ' +
    'server issued it; an id the server did not issue is refused',
  async ({ browser, request }) => {
    const eventId = await eventCopy(request, 'proj-open-hybrid', 'qna-open', (doc) => {
      doc.language = 'en';
    });
    const issued = await request.post('/live-director/voter-id');
    expect(issued.status()).toBe(200);
    const { voterId } = (await issued.json()) as { voterId: string };
    expect(
      (
        await request.post('/live-director/ask-question', {
          data: {
            broadcastSlug: eventId,
            voterId,
            question: { name: 'Ada', email: 'ada@example.com', type: 'content', message: 'Kappa: who counts?' },
          },
        })
      ).status(),
    ).toBe(201);
    const id = await questionId(request, eventId, 'Kappa: who counts?', 'approved');
    // An id a client made up (the browsers used to) counts for nobody.
    const madeUp = await request.post(`/live-director/qna/${eventId}/${id}/upvote`, {
      data: { voterId: 'madeUpVoterId0000000000', up: true },
    });
    expect(madeUp.status()).toBe(403);
    expect(await madeUp.json()).toMatchObject({ code: 'voter-not-issued' });

    const context = await browser.newContext();
    const page = await context.newPage();
    const asked = page.waitForResponse(
      (r) => r.url().endsWith('/live-director/voter-id') && r.request().method() === 'POST',
    );
    await page.goto(`/${eventId}/openRegistrationId000000?pwa=true#question`);
    await expect(page.getByRole('heading', { name: 'Questions from the audience' })).toBeVisible();
    const own = ((await (await asked).json()) as { voterId: string }).voterId;
    expect(own).toMatch(/^v[A-Za-z0-9_-]{43}$/);
    await upvote(page, 'Kappa').click();
    await expect(upvote(page, 'Kappa')).toHaveAttribute('aria-pressed', 'true');
    const votes = async () =>
      (
        (await (await request.get(`/live-director/qna/${eventId}`)).json()) as {
          list: { questions: { id: number; votes: number }[] };
        }
      ).list.questions.find((q) => q.id === id)!.votes;
    await expect.poll(votes).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('eventhall.voterId'))).toBe(own);
    await context.close();
  },
);

test.describe(() => {
  test.use({ serviceWorkers: 'allow' });

  test('an upvote made offline shows at once and arrives once', async ({ browser, request }) => {
    const eventId = await copy(request, 'open');
    const voter = await register(request, eventId, 0);
    expect(
      (
        await request.post('/live-director/ask-question', {
          data: {
            broadcastSlug: eventId,
            registrationId: voter,
            question: { name: 'Ada', email: 'ada@example.com', type: 'content', message: 'Zeta: offline vote?' },
          },
        })
      ).status(),
    ).toBe(201);
    const page = await visitor(browser, request, eventId);
    await expect(card(page, 'Zeta')).toBeVisible();
    await page.context().setOffline(true);
    await upvote(page, 'Zeta').click();
    await expect(upvote(page, 'Zeta')).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, 'Zeta').locator('.qna-votes')).toHaveText('1');
    const id = await questionId(request, eventId, 'Zeta: offline vote?', 'approved');
    const votes = async () =>
      (
        (await (await request.get(`/live-director/qna/${eventId}`)).json()) as {
          list: { questions: { id: number; votes: number }[] };
        }
      ).list.questions.find((q) => q.id === id)!.votes;
    expect(await votes()).toBe(0);
    await page.context().setOffline(false);
    await expect.poll(votes, { timeout: 30_000 }).toBe(1);
    // Nothing left to send (the outbox is empty), and it still counts once.
    await expect.poll(() => pendingInOutbox(page)).toEqual([]);
    expect(await votes()).toBe(1);
    await page.reload();
    await expect(upvote(page, 'Zeta')).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, 'Zeta').locator('.qna-votes')).toHaveText('1');
  });
});
