/**
 * Issue 32: the live state pushes the active poll and quiz question and the stream their counts,
 * so an open page makes no request when the organiser starts one and still shows it, with the
 * counts and this browser's own vote (kept in the browser since it voted, before a reload).
 * A summit copy of its own (liveHelpers summitCopy): no other test drives its broadcast.
 */
import { expect, test, type APIRequestContext, type Page, type Request } from './fixtures';
import { control, openLiveTab, summitCopy, uniqueEmail } from './liveHelpers';

// Service workers are blocked in the desktop project (playwright.config.ts): the late loads this
// test waits out include the offline warm-up, which runs once the worker controls the page.
test.use({ serviceWorkers: 'allow' });

const POLL = 'Which remote-care service does your organisation already offer?';
const QUIZ = 'In the pilot presented today, how many days sooner did patients go home on average?';

async function register(request: APIRequestContext, eventId: string): Promise<string> {
  const response = await request.post('/api/registrations', {
    data: {
      event_id: eventId,
      time_zone: 'Europe/Amsterdam',
      first_name: 'Grace',
      last_name: 'Tester',
      email: uniqueEmail('poll.push'),
      company: 'CareConnect',
      interests: ['interest-1'],
      on_site_viewer: 0,
      SELECTED_EVENTS: [eventId],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { registrationID: string }).registrationID;
}

/**
 * Every request the page makes from now on, but two that carry no data: the one-browser heartbeat
 * (a 10 s timer of the library) and the favicon, which Chromium fetches again when the page's
 * title or address (a tab's hash) changes.
 */
function recordRequests(page: Page, favicon = ''): string[] {
  const seen: string[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (!/\/heartbeat$/.test(url.pathname) && url.href !== favicon)
      seen.push(`${r.method()} ${r.url()} (${r.resourceType()})`);
  });
  return seen;
}

/**
 * Every request from now on that reaches the server: the page's own, but those the service worker
 * answered from its cache (the chunks a panel brings are precached: no visit downloads them at
 * the moment 10,000 pages show a poll), and the worker's own fetches. The same two are left out.
 */
function recordServerRequests(page: Page, favicon: string): string[] {
  const seen: string[] = [];
  const carriesData = (r: Request) => {
    const url = new URL(r.url());
    return !/\/heartbeat$/.test(url.pathname) && url.href !== favicon;
  };
  const note = (r: Request, how: string) => seen.push(`${r.method()} ${r.url()} (${r.resourceType()}, ${how})`);
  page.on('requestfinished', async (r: Request) => {
    if (carriesData(r) && !(await r.response())?.fromServiceWorker()) note(r, 'network');
  });
  page.on('requestfailed', (r: Request) => {
    if (carriesData(r)) note(r, 'failed');
  });
  page.context().on('request', (r: Request) => {
    if (r.serviceWorker() && carriesData(r)) note(r, 'by the worker');
  });
  return seen;
}

test(
  'an open page makes no request when a poll or quiz question starts, ' +
    'and shows it with its counts and its own vote',
  async ({ page, request }) => {
    const eventId = await summitCopy(request);
    const broadcast = eventId; // the copy has its own broadcast: the event id
    await control(request, eventId, {
      state: 'on-air',
      activePoll: 'poll-remote-care',
      activeQuiz: null,
      visible: { polls: true, quiz: true, questions: true },
    });
    const id = await register(request, eventId);
    await page.goto(`/${eventId}/${id}`);
    await expect(page.getByTestId('live-page')).toBeVisible();

    // This browser votes; someone else votes too.
    await openLiveTab(page, 'Poll');
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('radio', { name: 'Home monitoring with wearables' }).check();
    await panel.getByRole('button', { name: 'Vote' }).click();
    await expect(panel.getByRole('status').filter({ hasText: 'Thank you for voting!' })).toBeVisible();
    const other = await request.post(`/live-director/polls/${broadcast}/poll-remote-care/vote`, {
      data: { voterId: await register(request, eventId), optionId: 'o2' },
    });
    expect(other.status()).toBe(200);
    await control(request, eventId, { activePoll: null });
    await expect(panel.getByText('No poll is running right now.')).toBeVisible();

    // After a reload (its own vote only in this browser now), the page waits with its stream open.
    await page.reload();
    await expect(page.getByTestId('live-page')).toBeVisible();
    await openLiveTab(page, 'Poll');
    await expect(page.getByRole('tabpanel').getByText('No poll is running right now.')).toBeVisible();
    // The page's own late loads first (idle-time chunks; the offline warm-up, project/useWarmOffline.ts,
    // once the service worker controls the page): recording starts after them and 2 s of quiet.
    const late = recordRequests(page);
    await expect.poll(() => late.some((r) => r.includes('/count-each-event')), { timeout: 20_000 }).toBe(true);
    await expect
      .poll(
        async () => {
          const before = late.length;
          await page.waitForTimeout(2000);
          return late.length === before;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    const favicon = await page.locator('link[rel="icon"]').evaluate((link: HTMLLinkElement) => link.href);
    const requests = recordServerRequests(page, favicon);

    await control(request, eventId, { activePoll: 'poll-remote-care' });
    const poll = page.getByRole('tabpanel');
    await expect(poll.getByText(POLL)).toBeVisible();
    await expect(poll.locator('.poll-bar-mine')).toContainText('Home monitoring with wearables');
    await expect(poll.locator('.poll-bar-mine .poll-bar-count')).toContainText('2 votes');
    await expect(poll.locator('.poll-total')).toContainText('2 votes');

    // A vote elsewhere: the counts come by the stream, still without a request.
    await request.post(`/live-director/polls/${broadcast}/poll-remote-care/vote`, {
      data: { voterId: await register(request, eventId), optionId: 'o1' },
    });
    await expect(poll.locator('.poll-total')).toContainText('3 votes');

    await control(request, eventId, { activeQuiz: 'quiz-hospital-at-home' });
    await openLiveTab(page, 'Quiz');
    const quiz = page.getByRole('tabpanel');
    await expect(quiz.getByText(QUIZ)).toBeVisible();
    await expect(quiz.getByRole('radio', { name: '1.8 days' })).toBeVisible();
    expect(requests).toEqual([]);
  },
);
