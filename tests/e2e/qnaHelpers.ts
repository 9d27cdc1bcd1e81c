/** What the audience Q&A specs share: registrations, a visitor's page, asking, the list and moderation. */
import { expect, type APIRequestContext, type Browser, type Page } from './fixtures';
import { summitCopy, TOKEN } from './liveHelpers';
import { register as registerVisitor } from './liveTabsHelpers';

export const auth = { Authorization: `Bearer ${TOKEN}` };

/** A Q&A visitor's registration (liveTabsHelpers.ts). */
export const register = (request: APIRequestContext, eventId: string, onSite: 0 | 1) =>
  registerVisitor(request, eventId, onSite, 'qna');

export const copy = (request: APIRequestContext, mode: 'open' | 'moderated', language = 'en') =>
  summitCopy(request, (doc, event) => {
    doc.language = language;
    event.questionsMode = mode;
    event.questionsScreen = 'open';
    event.anonymousQuestions = true;
  });

/** A visitor's page on the Questions tab, in its own browser context (its own browser id). */
export async function visitor(
  browser: Browser,
  request: APIRequestContext,
  eventId: string,
  onSite: 0 | 1 = 0,
): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/${eventId}/${await register(request, eventId, onSite)}#question`);
  await expect(page.getByRole('heading', { name: 'Questions from the audience' })).toBeVisible();
  return page;
}

/** Name and e-mail are folded under "Ask as …" (issue 45): opened first. */
export async function ask(page: Page, message: string) {
  const askAs = page.getByRole('button', { name: /^Ask as/ });
  if ((await askAs.getAttribute('aria-expanded')) !== 'true') await askAs.click();
  await page.getByLabel(/^Name( \(optional\))?$/).fill('Grace Tester');
  await page.getByLabel('E-mail address').fill('grace.hidden@example.com');
  await page.getByLabel('Your question', { exact: true }).fill(message);
  await page.getByRole('button', { name: 'Send question' }).click();
}

export const audience = (page: Page) => page.locator('section.qna');

export const card = (page: Page, message: string) =>
  audience(page).locator('.qna-list li', { hasText: message }).first();

export const upvote = (page: Page, message: string) => card(page, message).getByRole('button', { name: /^Upvote/ });

export const order = (page: Page) => audience(page).locator('ol.qna-list .qna-message').allTextContents();

/** "Your questions": the visitor's own, with where each stands. */
export const own = (page: Page, message: string) => page.locator('section.qna-mine li', { hasText: message });

export async function questionId(
  request: APIRequestContext,
  eventId: string,
  message: string,
  status = 'pending',
): Promise<number> {
  const view = (await (
    await request.get(`/live-director/qna-control/${eventId}?status=${status}`, { headers: auth })
  ).json()) as { questions: { id: number; message: string }[] };
  return view.questions.find((q) => q.message === message)!.id;
}

export const moderate = async (request: APIRequestContext, eventId: string, id: number, action: string) =>
  expect(
    (await request.post(`/live-director/qna-control/${eventId}/${id}`, { data: { action }, headers: auth })).status(),
  ).toBe(200);
