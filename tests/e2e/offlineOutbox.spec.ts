/**
 * What an attendee does offline is kept and sent once (issue 13): an attendance change and an
 * evaluation made without a network, sent when it returns, also when the page was closed in the
 * middle of the replay (the service worker or the next start sends it again under the same key,
 * the server acts once); the header's pending count shows and clears. On open-hybrid (250 seats)
 * and online hybrid-summit visitors, so the seats of hybrid-summit stay with seats.spec.ts.
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page, type Request } from './fixtures';
import { firstVisit, pendingInOutbox, queuedKinds } from './offlineHelpers';
import { chooseOption } from './selectHelpers';

// Service workers are blocked in the desktop project (playwright.config.ts): this file's tests need theirs.
test.use({ serviceWorkers: 'allow' });

const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

async function register(request: APIRequestContext, data: Record<string, unknown>): Promise<string> {
  const response = await request.post('/api/registrations', {
    data: { time_zone: 'Europe/Amsterdam', first_name: 'Otto', last_name: 'Fline', ...data },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { registrationID: string }).registrationID;
}

const mailsTo = async (request: APIRequestContext, email: string) =>
  ((await (await request.get(`/dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as unknown[]).length;

/**
 * Lets the matching requests reach the server and never answers them until released; `reached`
 * waits for the page's own send, the one closing the page cuts off (the answer never arrives, so
 * the item is still there). The service worker sends the same item (Background Sync, asked for
 * when the page queued it), often first: closing the page does not cut that send off. Held here
 * too, it goes on once released (Playwright continues a request its handler never answered), the
 * server answers it from the key and the worker settles the item. Closing the page at the
 * worker's send left the page's own replay to race the close.
 */
async function holdAnswer(
  context: BrowserContext,
  pattern: string,
): Promise<{ reached: Promise<void>; release: () => Promise<void> }> {
  let reached!: () => void;
  const reachedPromise = new Promise<void>((resolve) => {
    reached = resolve;
  });
  await context.route(pattern, async (route) => {
    await route.fetch(); // the server acts on it ...
    if (!route.request().serviceWorker()) reached(); // ... and the page's answer is dropped with the page
  });
  return { reached: reachedPromise, release: () => context.unroute(pattern) };
}

const waiting = (page: Page, count: number) =>
  page.getByRole('status').filter({ hasText: `Wacht op verzending: ${count}` });

test('an attendance change made offline waits, survives a reload, and is made once when online', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('offline.attendance');
  const id = await register(request, { event_id: 'open-hybrid', email, on_site_viewer: 0 });
  const attendancePage = `/open-hybrid/${id}/change-attendance`;
  await firstVisit(page, attendancePage, (p) =>
    expect(p.getByRole('heading', { level: 1, name: 'Deelname wijzigen' })).toBeVisible(),
  );
  const mailsBefore = await mailsTo(request, email);

  await context.setOffline(true);
  await page.getByRole('radio', { name: /Op locatie/ }).click();
  await expect(page.getByText('Je wijziging naar aanwezig op locatie is op dit apparaat bewaard')).toBeVisible();
  await expect(waiting(page, 1)).toBeVisible();
  expect(await pendingInOutbox(page)).toHaveLength(1);

  // Its place is kept across a reload without a network.
  await page.reload();
  await expect(page.getByText('Je wijziging naar aanwezig op locatie is op dit apparaat bewaard')).toBeVisible();
  await expect(waiting(page, 1)).toBeVisible();

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/update-registrations-and-send-mail'));
  await context.setOffline(false);
  expect((await sent).headers()['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  await expect(waiting(page, 1)).toHaveCount(0);
  await expect(page.getByText('Je bent geregistreerd om op locatie deel te nemen.')).toBeVisible();
  expect(await pendingInOutbox(page)).toEqual([]);
  const stored = await (await request.get(`/api/registrations/proj-open-hybrid/${id}`)).json();
  expect(stored.on_site_viewer).toBe(1);
  expect(await mailsTo(request, email)).toBe(mailsBefore + 1);
});

test('an attendance change whose replay is cut off by closing the page is made once, at the next start', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('offline.attendance.closed');
  const id = await register(request, { event_id: 'open-hybrid', email, on_site_viewer: 0 });
  await firstVisit(page, `/open-hybrid/${id}/change-attendance`, (p) =>
    expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
  );
  const mailsBefore = await mailsTo(request, email);

  await context.setOffline(true);
  await page.getByRole('radio', { name: /Op locatie/ }).click();
  await expect(waiting(page, 1)).toBeVisible();

  const held = await holdAnswer(context, '**/api/update-registrations-and-send-mail');
  await context.setOffline(false);
  await held.reached;
  await page.close();
  await held.release();

  const next = await context.newPage();
  await next.goto(`/open-hybrid/${id}`);
  await expect.poll(() => pendingInOutbox(next)).toEqual([]);
  const stored = await (await request.get(`/api/registrations/proj-open-hybrid/${id}`)).json();
  expect(stored.on_site_viewer).toBe(1);
  expect(await mailsTo(request, email)).toBe(mailsBefore + 1);
});

test('an evaluation sent offline after one visit, its replay cut off by closing the page, is stored once', async ({
  page,
  context,
  request,
}) => {
  const id = await register(request, {
    event_id: 'hybrid-summit',
    email: uniqueEmail('offline.evaluation'),
    company: 'CareConnect',
    interests: ['Patient-facing apps'],
    on_site_viewer: 0,
  });
  const posts: Request[] = [];
  context.on('request', (r) => {
    if (r.url().endsWith('/api/evaluations') && r.method() === 'POST') posts.push(r);
  });
  await firstVisit(page, `/hybrid-summit/${id}`, (p) =>
    expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible(),
  );

  await context.setOffline(true);
  await page.goto(`/hybrid-summit/${id}/evaluation`);
  await page.getByRole('radio', { name: '5 stars' }).check();
  await page.getByLabel('How likely are you to recommend the summit to a colleague?').fill('9');
  await chooseOption(page, 'How did you hear about the summit?', 'A colleague');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your answers are kept on this device')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting to be sent: 1' })).toBeVisible();
  // The page view goes out once the first screen has settled (about a second): offline it is kept.
  await expect.poll(() => queuedKinds(page)).toContain('analytics');

  const held = await holdAnswer(context, '**/api/evaluations');
  await context.setOffline(false);
  await held.reached;
  await page.close();
  await held.release();

  const next = await context.newPage();
  await next.goto(`/hybrid-summit/${id}`);
  await expect.poll(() => pendingInOutbox(next)).toEqual([]);
  await expect(next.getByRole('status').filter({ hasText: 'Waiting to be sent' })).toHaveCount(0);
  const stored = await (await request.get(`/api/evaluations/eval-hybrid-summit/${id}`)).json();
  expect(stored.answers).toEqual([
    { questionId: 'overall', answerInt: 5 },
    { questionId: 'recommend', answerInt: 9 },
    { questionId: 'heard-from', answerObjectId: 'colleague' },
  ]);
  // The page view of the evaluation, opened offline, waited in the outbox too: recorded once.
  await expect
    .poll(
      async () =>
        (
          (await (await request.get('/dev/analytics?format=json&project=proj-hybrid-summit')).json()) as Array<{
            action: string;
            registrationId?: string;
          }>
        ).filter((row) => row.action === 'evaluation-page-view' && row.registrationId === id).length,
    )
    .toBe(1);
  // Every send that left the device carried the one key the server acts on once.
  const keys = posts
    .filter((r) => r.failure()?.errorText !== 'net::ERR_INTERNET_DISCONNECTED')
    .map((r) => r.headers()['idempotency-key'] ?? 'none');
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
});

test("a change the server refuses meanwhile comes back in the visitor's language", async ({
  page,
  context,
  request,
}) => {
  const id = await register(request, {
    event_id: 'open-hybrid',
    email: uniqueEmail('offline.refused'),
    on_site_viewer: 0,
  });
  await firstVisit(page, `/open-hybrid/${id}/change-attendance`, (p) =>
    expect(p.getByRole('heading', { level: 1, name: 'Deelname wijzigen' })).toBeVisible(),
  );

  await context.setOffline(true);
  await page.getByRole('radio', { name: /Op locatie/ }).click();
  await expect(waiting(page, 1)).toBeVisible();
  // Meanwhile the registration is cancelled (from the mail's link, on another device).
  expect((await request.put(`/api/registrations/proj-open-hybrid/${id}/unsubscribe`)).ok()).toBe(true);

  await context.setOffline(false);
  const refusal = page.getByRole('alert').filter({
    hasText: 'Iets wat je offline deed, kon niet worden verstuurd: je registratie of het evenement bestaat niet meer.',
  });
  await expect(refusal).toBeVisible();
  await expect(waiting(page, 1)).toHaveCount(0);
  expect(await pendingInOutbox(page)).toEqual([]);
  // Told until read: it stays across a reload, and goes once dismissed.
  await page.reload();
  await expect(refusal).toBeVisible();
  await refusal.getByRole('button', { name: 'Sluiten' }).click();
  await expect(refusal).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(refusal).toHaveCount(0);
});
