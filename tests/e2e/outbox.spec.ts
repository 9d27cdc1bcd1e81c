/**
 * The offline outbox against the real server and the production build: a registration pressed
 * without a network is kept on the device and sent by itself later, exactly once. On `webinar`
 * (Dutch, online only), so the on-site seats of hybrid-summit stay with seats.spec.ts.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { pendingInOutbox } from './offlineHelpers';

// Service workers are blocked in the desktop project (playwright.config.ts): this file's tests need theirs.
test.use({ serviceWorkers: 'allow' });

const REGISTRATION_ID = '[A-Za-z0-9_-]{24}';
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

const QUEUED = 'Uw registratie kon nog niet worden verstuurd.';
const SAVED = 'Ze is op dit apparaat bewaard en wordt automatisch verstuurd zodra er verbinding is.';

async function fillWebinar(page: Page, email: string) {
  await page.getByLabel('Voornaam').fill('Femke');
  await page.getByLabel('Achternaam').fill('de Vries');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Dag').fill('07');
  await page.getByLabel('Maand').fill('03');
  await page.getByLabel('Jaar').fill('1990');
  const slider = page.getByRole('slider');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('1');
  await page.getByRole('radio', { name: 'Adviseur' }).check();
  await page.getByLabel(/lidmaatschapsnummer/).fill('BNA12345');
}

/** What waits in the outbox of this browser (read from IndexedDB, as the app stores it). */
async function webinarProjectId(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/frontend-api/projectevents/webinar')).json()) as { _id: string })._id;
}

/** The server's one registration for `email` (its id) and the mails it sent to that address. */
async function serverState(request: APIRequestContext, email: string) {
  const found = await request.post(`/api/registrations/${await webinarProjectId(request)}/find-by-email`, {
    data: { email },
  });
  expect(found.status()).toBe(200);
  const mails = (await (await request.get(`/dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as {
    link: string;
  }[];
  return { id: ((await found.json()) as { _id: string })._id, mails };
}

/** Registers offline: the form says it is kept, keeps every value and waits. */
async function registerOffline(page: Page, email: string) {
  await page.goto('/webinar/registration');
  await fillWebinar(page, email);
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Registreren' }).click();
  const status = page.getByRole('status').filter({ hasText: QUEUED });
  await expect(status).toContainText(SAVED);
  await expect(page.getByRole('button', { name: 'Wachten op verbinding…' })).toHaveAttribute('aria-disabled', 'true');
  expect(await pendingInOutbox(page)).toHaveLength(1);
}

test('pressed offline, the registration is sent once the connection is back, and the page goes on', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('outbox-open');
  await registerOffline(page, email);
  await expect(page).toHaveURL(/\/webinar\/registration$/);
  await expect(page.getByLabel('Voornaam')).toHaveValue('Femke');
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
  await expect(page.getByRole('radio', { name: 'Adviseur' })).toBeChecked();
  await expect(page.getByLabel(/lidmaatschapsnummer/)).toHaveValue('BNA12345');

  // A second press while it waits queues nothing more.
  await page.getByRole('button', { name: 'Wachten op verbinding…' }).click({ force: true });
  await page.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit());
  await expect(page.getByRole('status').filter({ hasText: QUEUED })).toBeVisible();
  expect(await pendingInOutbox(page)).toHaveLength(1);

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/registrations') && r.method() === 'POST');
  await context.setOffline(false);
  expect((await sent).headers()['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  await expect(page).toHaveURL(new RegExp(`/webinar/(${REGISTRATION_ID})/registration-confirmation$`));
  const id = new URL(page.url()).pathname.split('/')[2];
  expect(await page.evaluate(() => sessionStorage.getItem('registrationId'))).toBe(id);
  expect(await pendingInOutbox(page)).toEqual([]);

  const server = await serverState(request, email);
  expect(server.id).toBe(id);
  expect(server.mails).toHaveLength(1);
  expect(server.mails[0].link).toMatch(new RegExp(`/webinar/${id}$`));
});

test('queued, then the page closed: the next visit says it was sent, with the personal link', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('outbox-closed');
  await registerOffline(page, email);
  await page.close();
  await context.setOffline(false);

  // The app sends what waits as it starts.
  const next = await context.newPage();
  await next.goto('/webinar/registration');
  const sent = next.getByRole('status').filter({ hasText: 'Uw registratie is verstuurd.' });
  await expect(sent).toBeVisible();
  await expect(next.getByLabel('Voornaam')).toHaveCount(0);

  const server = await serverState(request, email);
  await expect(sent.getByRole('link', { name: 'Naar uw persoonlijke evenementpagina' })).toHaveAttribute(
    'href',
    `/webinar/${server.id}`,
  );
  expect(server.mails).toHaveLength(1);
  expect(await pendingInOutbox(next)).toEqual([]);

  // Someone else on the same device gets an empty form, also after a reload.
  await next.getByRole('button', { name: 'Iemand anders registreren' }).click();
  await expect(next.getByLabel('Voornaam')).toHaveValue('');
  await next.reload();
  await expect(next.getByLabel('Voornaam')).toHaveValue('');
  await expect(next.getByText('Uw registratie is verstuurd.')).toHaveCount(0);
});
