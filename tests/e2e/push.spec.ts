/**
 * Notifications of the installed app (issue 34), in Chromium against the production build: the
 * personal page offers the opt-in and the calendar feed; the service worker's push handler,
 * driven through CDP `ServiceWorker.deliverPushMessage` with a message as the server writes it
 * (server/push/notify.ts, tests/server/push.test.ts), shows nothing while a page of the site is
 * visible and otherwise the notification in the visitor's language, which names the personal
 * page a tap opens. The tap itself cannot be driven in Chromium: its logic (open that page of
 * this origin, focus it when open) is tested as functions in tests/unit/notifications.
 */
import { expect, test, type BrowserContext, type CDPSession } from './fixtures';
import { waitForServiceWorkerControl } from './offlineHelpers';

// Service workers are blocked in the desktop project (playwright.config.ts): this file's tests need theirs.
test.use({ serviceWorkers: 'allow' });

const ADA = '/hybrid-summit/demoRegistrationHybrid01';

async function serviceWorkerRegistrationId(cdp: CDPSession, scopeOrigin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const reg = registrations.find((r) => r.scopeURL.startsWith(scopeOrigin) && !r.isDeleted);
      if (reg) resolve(reg.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

async function notifications(context: BrowserContext) {
  const [worker] = context.serviceWorkers();
  // Runs in the service worker: its `registration` is typed here by hand (the test's lib is the DOM's).
  return worker.evaluate(async () => {
    const scope = self as unknown as { registration: { getNotifications(): Promise<Notification[]> } };
    return (await scope.registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      lang: n.lang,
      tag: n.tag,
      data: n.data as unknown,
    }));
  });
}

test('the personal page offers the notifications opt-in and the self-updating calendar', async ({ page, baseURL }) => {
  await page.goto(ADA);
  const card = page.getByRole('region', { name: 'Stay informed' });
  await expect(card.getByRole('button', { name: 'Notify me when a session starts or a poll opens' })).toBeVisible();
  const host = new URL(baseURL!).host;
  // The feed's own token is its address, never the personal link (issue 43).
  const link = card.getByRole('link', { name: 'Subscribe in your calendar app' });
  await expect(link).toHaveAttribute(
    'href',
    new RegExp(`^webcal://${host.replace(/\./g, '\\.')}/api/calendar-feed/[A-Za-z0-9_-]{32}\\.ics$`),
  );
  const path = new URL((await link.getAttribute('href'))!.replace(/^webcal:/, 'http:')).pathname;
  const feed = await page.request.get(path);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['cache-control']).toBe('no-store');
  expect(await feed.text()).toContain('BEGIN:VEVENT');
  expect((await page.request.get(`${ADA}/calendar.ics`)).status()).toBe(410);
});

test(
  'a push shows the server’s notification in the visitor’s language, ' + 'only while no page of the site is visible',
  async ({ page, context, baseURL }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await page.goto(ADA);
    await waitForServiceWorkerControl(page);
    const cdp = await context.newCDPSession(page);
    const registrationId = await serviceWorkerRegistrationId(cdp, baseURL!);
    const message = {
      kind: 'poll-open',
      title: 'Eröffnung',
      body: 'Eine Umfrage ist geöffnet',
      lang: 'de',
      url: ADA,
      tag: 'poll-open-hybrid-summit',
    };
    const deliver = () =>
      cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId, data: JSON.stringify(message) });

    // The page is visible: the visitor sees the poll there, no notification. The worker's handler is
    // watched (its window look-up and any notification it asks for), so the test knows when it has
    // decided instead of waiting a while.
    const [worker] = context.serviceWorkers();
    await worker.evaluate(() => {
      const scope = self as unknown as {
        clients: { matchAll(o?: unknown): Promise<unknown[]> };
        registration: { showNotification(...a: unknown[]): Promise<void> };
        watched: { decided: number; shown: number };
      };
      scope.watched = { decided: 0, shown: 0 };
      const matchAll = scope.clients.matchAll.bind(scope.clients);
      scope.clients.matchAll = async (options) => {
        const open = await matchAll(options);
        setTimeout(() => {
          scope.watched.decided += 1;
        });
        return open;
      };
      const showNotification = scope.registration.showNotification.bind(scope.registration);
      scope.registration.showNotification = (...args) => {
        scope.watched.shown += 1;
        return showNotification(...args);
      };
    });
    const watched = () =>
      worker.evaluate(() => (self as unknown as { watched: { decided: number; shown: number } }).watched);
    await deliver();
    await expect.poll(watched).toEqual({ decided: 1, shown: 0 });
    expect(await notifications(context)).toEqual([]);

    // Away from the site (the phone in the pocket): the notification shows.
    await page.goto('about:blank');
    await deliver();
    await expect
      .poll(() => notifications(context))
      .toEqual([
        {
          title: 'Eröffnung',
          body: 'Eine Umfrage ist geöffnet',
          lang: 'de',
          tag: 'poll-open-hybrid-summit',
          data: { url: ADA, kind: 'poll-open' },
        },
      ]);

    // A tap: the worker's own click handler closes the notification and opens the personal page
    // (no window of the site is open). A click dispatched here carries no user gesture, so the
    // browser refuses the window itself: what the handler asked for is recorded on the way.
    const tapped = await worker.evaluate(async () => {
      const scope = self as unknown as {
        clients: { openWindow(url: string): Promise<unknown> };
        registration: { getNotifications(): Promise<Notification[]> };
        dispatchEvent(event: Event): boolean;
      };
      const asked: string[] = [];
      const openWindow = scope.clients.openWindow.bind(scope.clients);
      scope.clients.openWindow = (url) => {
        asked.push(url);
        return openWindow(url).catch(() => null);
      };
      const [notification] = await scope.registration.getNotifications();
      const Click = (
        self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }
      ).NotificationEvent;
      scope.dispatchEvent(new Click('notificationclick', { notification }));
      for (let waited = 0; asked.length === 0 && waited < 5000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      return { asked, left: (await scope.registration.getNotifications()).length };
    });
    expect(tapped).toEqual({ asked: [new URL(ADA, baseURL).href], left: 0 });
  },
);
