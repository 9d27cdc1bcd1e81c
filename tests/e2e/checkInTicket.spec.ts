/**
 * The on-site ticket (issue 49): the web-app home shows it with a QR code of the server's check-in
 * code (never the personal link), the name, the event, the sessions and the venue; after one visit
 * it opens offline, on the home and on its own page (the confirmation mail's link).
 */
import { AxeRun } from './axeRun';
import { doorEvent, makeDoor, modulesOf, register, ticketCode, ticketSvg } from './checkInHelpers';
import { expect, test, type Page } from './fixtures';
import { firstVisit } from './offlineHelpers';

// Service workers are blocked in the desktop project (playwright.config.ts). The tests that go
// offline have theirs again (their group's test.use); online, the worker would only install and
// fill its caches beside the test.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const qrModules = async (page: Page) => modulesOf(await page.locator('.ticket-qr').innerHTML());

test.describe(() => {
  test.use({ serviceWorkers: 'allow' });

  test('the ticket shows the QR code of its check-in code and opens offline after one visit', async ({
    page,
    context,
    request,
  }) => {
    const event = await doorEvent(request);
    const id = await register(request, event, 'Tove', 'Jansson');
    const code = await ticketCode(request, event, id);
    expect(code).not.toContain(id);
    const expected = modulesOf(await ticketSvg(code));
    expect(expected.length).toBeGreaterThan(100);

    const ticket = page.getByTestId('ticket');
    // One visit of the web-app home: it links the ticket and reads it in the background for offline.
    await firstVisit(page, `/${event.eventId}/${id}`, (p) =>
      expect(p.getByRole('link', { name: /Your ticket/ })).toBeVisible(),
    );
    // warmOffline.ts has read the ticket through the worker, which keeps it.
    const ticketKept = (path: string) =>
      page.evaluate(async (ending) => {
        for (const name of await caches.keys()) {
          const requests = await (await caches.open(name)).keys();
          if (requests.some((request) => request.url.endsWith(ending))) return true;
        }
        return false;
      }, path);
    await expect.poll(() => ticketKept(`/${id}/ticket`), { timeout: 20_000 }).toBe(true);
    await page.getByRole('link', { name: /Your ticket/ }).scrollIntoViewIfNeeded();
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots/home-ticket-row-phone.png' });
    await context.setOffline(true);
    await page.getByRole('link', { name: /Your ticket/ }).click();
    await expect(ticket.locator('svg')).toBeVisible();
    await expect(ticket.getByRole('heading', { name: 'Your ticket' })).toBeVisible();
    await expect(ticket.getByTestId('ticket-name')).toHaveText('Tove Jansson');
    await expect(ticket).toContainText('Hybrid Health Summit');
    await expect(ticket.getByText(/brightness/)).toBeVisible();
    expect(await qrModules(page)).toBe(expected);
    // Big enough to scan from a phone held up.
    const box = (await ticket.locator('.ticket-qr svg').boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(240);
    const axe = await new AxeRun(page).include('[data-testid="ticket"]').analyze();
    expect(axe.violations).toEqual([]);
    if (process.env.SHOTS) await page.screenshot({ path: `/tmp/shots/ticket-phone.png`, fullPage: true });
    // A reload offline too.
    await page.reload();
    await expect(ticket.locator('svg')).toBeVisible();
    expect(await qrModules(page)).toBe(expected);
    await context.setOffline(false);
  });
});

test('the ticket page on a laptop, and none for an online registration', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const event = await doorEvent(request);
  const id = await register(request, event, 'Lise', 'Meitner');
  await page.goto(`/${event.eventId}/${id}/ticket`);
  const ticket = page.getByTestId('ticket');
  await expect(ticket.locator('svg')).toBeVisible();
  expect(await qrModules(page)).toBe(modulesOf(await ticketSvg(await ticketCode(request, event, id))));
  const axe = await new AxeRun(page).analyze();
  expect(axe.violations).toEqual([]);
  if (process.env.SHOTS) await page.screenshot({ path: `/tmp/shots/ticket-laptop.png`, fullPage: true });

  // Scanned at the door: the ticket says so.
  const door = await makeDoor(request, event, 'Main entrance');
  const code = await ticketCode(request, event, id);
  const scanned = await request.post(`/api/check-in/${event.projectId}`, {
    data: { door: door.token, code, scannedAt: Date.now() },
    headers: { 'Idempotency-Key': `ticket-spec-${event.eventId}`.slice(0, 64) },
  });
  expect((await scanned.json()).result).toBe('checked-in');
  await page.reload();
  await expect(ticket.getByRole('status')).toContainText(/Checked in at .* \(Main entrance\)/);

  const online = await register(request, event, 'Emmy', 'Noether', 0);
  await page.goto(`/${event.eventId}/${online}/ticket`);
  await expect(page.getByRole('alert')).toContainText('no ticket for the door');
  await expect(ticket).toHaveCount(0);
});
