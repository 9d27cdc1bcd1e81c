/**
 * Audience Q&A (issue 35) against the real server: ask and see it listed (open) or wait for
 * approval (moderated), upvotes from two browsers reorder the list live, highlighted and answered
 * states, the moderator's keyboard-operable queue in the director console, the room screen, an
 * offline upvote arriving once, and the new texts in five locales. Each test imports its own copy
 * of hybrid-summit (its own broadcast) with the questions mode it needs.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import { eventCopy, summitCopy, TOKEN, uniqueEmail } from './liveHelpers';
import { pendingInOutbox } from './offlineHelpers';

const auth = { Authorization: `Bearer ${TOKEN}` };

async function register(request: APIRequestContext, eventId: string, onSite: 0 | 1): Promise<string> {
  const response = await request.post('/api/registrations', { data: {
    event_id: eventId, time_zone: 'Europe/Amsterdam', first_name: 'Grace', last_name: 'Tester', email: uniqueEmail('qna'),
    company: 'CareConnect', interests: ['interest-1'], on_site_viewer: onSite, SELECTED_EVENTS: [eventId],
  } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { registrationID: string }).registrationID;
}

const copy = (request: APIRequestContext, mode: 'open' | 'moderated', language = 'en') =>
  summitCopy(request, (doc, event) => { doc.language = language; event.questionsMode = mode; event.questionsScreen = 'open'; event.anonymousQuestions = true; });

/** A visitor's page on the Questions tab, in its own browser context (its own browser id). */
async function visitor(browser: Browser, request: APIRequestContext, eventId: string, onSite: 0 | 1 = 0): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/${eventId}/${await register(request, eventId, onSite)}#question`);
  await expect(page.getByRole('heading', { name: 'Questions from the audience' })).toBeVisible();
  return page;
}

/** Name and e-mail are folded under "Ask as …" (issue 45): opened first. */
async function ask(page: Page, message: string) {
  const askAs = page.getByRole('button', { name: /^Ask as/ });
  if ((await askAs.getAttribute('aria-expanded')) !== 'true') await askAs.click();
  await page.getByLabel(/^Name( \(optional\))?$/).fill('Grace Tester');
  await page.getByLabel('E-mail address').fill('grace.hidden@example.com');
  await page.getByLabel('Your question', { exact: true }).fill(message);
  await page.getByRole('button', { name: 'Send question' }).click();
}

const audience = (page: Page) => page.locator('section.qna');
const card = (page: Page, message: string) => audience(page).locator('.qna-list li', { hasText: message }).first();
const upvote = (page: Page, message: string) => card(page, message).getByRole('button', { name: /^Upvote/ });
const order = (page: Page) => audience(page).locator('ol.qna-list .qna-message').allTextContents();
/** "Your questions": the visitor's own, with where each stands. */
const own = (page: Page, message: string) => page.locator('section.qna-mine li', { hasText: message });

async function questionId(request: APIRequestContext, eventId: string, message: string, status = 'pending'): Promise<number> {
  const view = await (await request.get(`/live-director/qna-control/${eventId}?status=${status}`, { headers: auth })).json() as { questions: { id: number; message: string }[] };
  return view.questions.find((q) => q.message === message)!.id;
}
const moderate = async (request: APIRequestContext, eventId: string, id: number, action: string) =>
  expect((await request.post(`/live-director/qna-control/${eventId}/${id}`, { data: { action }, headers: auth })).status()).toBe(200);

test('open: a question is listed at once; upvotes from two browsers reorder the list live; no e-mail shown', async ({ browser, request }) => {
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

test('moderated (web-app look): waits for approval, approved from the console by keyboard, highlighted and answered for everyone', async ({ browser, request, page }) => {
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
  await expect(asker.getByText('No questions yet. Questions show here once the moderator has approved them.')).toBeVisible();

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
  for (const p of [asker, other]) await expect(audience(p).locator('.qna-card-highlighted').first()).toContainText('Being answered now');
  await expect(own(asker, 'Gamma')).toHaveAttribute('data-status', 'now');
  await moderate(request, eventId, id, 'answered');
  for (const p of [asker, other]) {
    await expect(audience(p).getByRole('heading', { name: 'Answered' })).toBeVisible();
    await expect(audience(p).locator('.qna-card-highlighted')).toHaveCount(0);
    await expect(card(p, 'Gamma').getByRole('button', { name: /^Upvote/ })).toHaveCount(0);
  }
  await expect(own(asker, 'Gamma')).toContainText('Has been answered');
  await expect(own(other, 'Gamma')).toHaveCount(0);
});

test('the Questions tab is a feed on a phone: the list first, one line to ask that grows, kept at the foot, the form folded', async ({ browser, request }) => {
  const eventId = await copy(request, 'open');
  const voter = await register(request, eventId, 0);
  for (let i = 1; i <= 8; i++) {
    expect((await request.post('/live-director/ask-question', { data: {
      broadcastSlug: eventId, registrationId: voter, question: { name: 'Ada', email: 'ada@example.com', type: 'content', message: `Feed ${i}: a question from the room` },
    } })).status()).toBe(201);
  }
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`/${eventId}/${await register(request, eventId, 0)}#question`);
  const heading = page.getByRole('heading', { name: 'Questions from the audience' });
  await expect(heading).toBeVisible();
  await expect(audience(page).locator('ol.qna-list > li')).toHaveCount(8);
  const message = page.getByLabel('Your question', { exact: true });
  // The audience list comes before the composer, on screen and in the reading order.
  const listFirst = await audience(page).evaluate((list, area) => Boolean(list.compareDocumentPosition(area!) & Node.DOCUMENT_POSITION_FOLLOWING), await message.elementHandle());
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
});

test('the room screen shows the highlighted question large and the top questions, live, with a QR code to the event', async ({ page, request }) => {
  const eventId = await copy(request, 'open');
  const voter = await register(request, eventId, 0);
  const asked = async (message: string) => expect((await request.post('/live-director/ask-question', { data: {
    broadcastSlug: eventId, registrationId: voter, question: { name: 'Ada', email: 'ada@example.com', type: 'content', message },
  } })).status()).toBe(201);
  await asked('Delta: what about privacy?');
  await page.goto(`/${eventId}/questions-screen`);
  await expect(page.getByTestId('questions-screen-top')).toContainText('Delta: what about privacy?');
  await expect(page.locator('.qs-qr svg')).toBeVisible();
  await expect(page.locator('.qs-qr')).toHaveAttribute('aria-label', new RegExp(`/${eventId}$`));

  await asked('Epsilon: when is the next one?');
  const epsilon = await questionId(request, eventId, 'Epsilon: when is the next one?', 'approved');
  expect((await request.post(`/live-director/qna/${eventId}/${epsilon}/upvote`, { data: { voterId: voter, up: true } })).status()).toBe(200);
  await expect(page.getByTestId('questions-screen-top').locator('li').first()).toContainText('Epsilon');
  await expect(page.getByTestId('questions-screen-top').locator('li').first()).toContainText('1 vote');
  await moderate(request, eventId, epsilon, 'highlight');
  await expect(page.getByTestId('questions-screen-now')).toContainText('Epsilon: when is the next one?');
  const size = await page.getByTestId('questions-screen-now').locator('p').evaluate((p) => parseFloat(getComputedStyle(p).fontSize));
  expect(size).toBeGreaterThanOrEqual(40);
});

test('an open event\'s room screen lists no questions unless the organiser chose questionsScreen \'open\'; the highlighted one shows', async ({ page, request }) => {
  // Issue 43: an open event lists every question at once, so by default a projector shows only the moderator's pick.
  const eventId = await summitCopy(request, (doc, event) => { doc.language = 'en'; event.questionsMode = 'open'; });
  const voter = await register(request, eventId, 0);
  for (const message of ['Theta: never on the screen?', 'Iota: picked by the moderator?']) {
    expect((await request.post('/live-director/ask-question', { data: {
      broadcastSlug: eventId, registrationId: voter, question: { name: 'Ada', email: 'ada@example.com', type: 'content', message },
    } })).status()).toBe(201);
  }
  await page.goto(`/${eventId}/questions-screen`);
  await moderate(request, eventId, await questionId(request, eventId, 'Iota: picked by the moderator?', 'approved'), 'highlight');
  await expect(page.getByTestId('questions-screen-now')).toContainText('Iota: picked by the moderator?');
  await expect(page.getByRole('heading', { name: 'Top questions' })).toHaveCount(0);
  await expect(page.getByTestId('questions-screen')).not.toContainText('Theta');
});

test('open registration: a browser votes with the voter id the server issued it; an id the server did not issue is refused', async ({ browser, request }) => {
  const eventId = await eventCopy(request, 'proj-open-hybrid', 'qna-open', (doc) => { doc.language = 'en'; });
  const issued = await request.post('/live-director/voter-id');
  expect(issued.status()).toBe(200);
  const { voterId } = await issued.json() as { voterId: string };
  expect((await request.post('/live-director/ask-question', { data: {
    broadcastSlug: eventId, voterId, question: { name: 'Ada', email: 'ada@example.com', type: 'content', message: 'Kappa: who counts?' },
  } })).status()).toBe(201);
  const id = await questionId(request, eventId, 'Kappa: who counts?', 'approved');
  // An id a client made up (the browsers used to) counts for nobody.
  const madeUp = await request.post(`/live-director/qna/${eventId}/${id}/upvote`, { data: { voterId: 'madeUpVoterId0000000000', up: true } });
  expect(madeUp.status()).toBe(403);
  expect(await madeUp.json()).toMatchObject({ code: 'voter-not-issued' });

  const context = await browser.newContext();
  const page = await context.newPage();
  const asked = page.waitForResponse((r) => r.url().endsWith('/live-director/voter-id') && r.request().method() === 'POST');
  await page.goto(`/${eventId}/openRegistrationId000000?pwa=true#question`);
  await expect(page.getByRole('heading', { name: 'Questions from the audience' })).toBeVisible();
  const own = ((await (await asked).json()) as { voterId: string }).voterId;
  expect(own).toMatch(/^v[A-Za-z0-9_-]{43}$/);
  await upvote(page, 'Kappa').click();
  await expect(upvote(page, 'Kappa')).toHaveAttribute('aria-pressed', 'true');
  const votes = async () => ((await (await request.get(`/live-director/qna/${eventId}`)).json()) as { list: { questions: { id: number; votes: number }[] } })
    .list.questions.find((q) => q.id === id)!.votes;
  await expect.poll(votes).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('eventhall.voterId'))).toBe(own);
  await context.close();
});

test('an upvote made offline shows at once and arrives once', async ({ browser, request }) => {
  const eventId = await copy(request, 'open');
  const voter = await register(request, eventId, 0);
  expect((await request.post('/live-director/ask-question', { data: {
    broadcastSlug: eventId, registrationId: voter, question: { name: 'Ada', email: 'ada@example.com', type: 'content', message: 'Zeta: offline vote?' },
  } })).status()).toBe(201);
  const page = await visitor(browser, request, eventId);
  await expect(card(page, 'Zeta')).toBeVisible();
  await page.context().setOffline(true);
  await upvote(page, 'Zeta').click();
  await expect(upvote(page, 'Zeta')).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, 'Zeta').locator('.qna-votes')).toHaveText('1');
  const id = await questionId(request, eventId, 'Zeta: offline vote?', 'approved');
  const votes = async () => ((await (await request.get(`/live-director/qna/${eventId}`)).json()) as { list: { questions: { id: number; votes: number }[] } })
    .list.questions.find((q) => q.id === id)!.votes;
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
    expect((await request.post('/live-director/ask-question', { data: {
      broadcastSlug: eventId, registrationId: id, voterId: id, question: { name: 'Ada', email: 'ada@example.com', type: 'content', message: 'Eta?' },
    } })).status()).toBe(201);
    await page.goto(`/${eventId}/${id}#question`);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByRole('button', { name: upvoteName })).toBeVisible();
    await expect(page.locator('section.qna .qna-badge').first()).toHaveText(mine);
  });
}
