/**
 * The organiser's round trip in the browser against the real server: import a new event from
 * server/examples/project.json through the organiser API, register on its page, find the
 * registration in the CSV export; a page password set by the import opens the protected page.
 * The server of the run writes its organiser token into its data folder (playwright.config.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from './fixtures';

const token = () => readFileSync(join(process.env.E2E_DATA_DIR!, 'admin-token'), 'utf8').trim();
const example = () => JSON.parse(readFileSync(new URL('../../server/examples/project.json', import.meta.url), 'utf8'));
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

async function importProject(request: APIRequestContext, doc: { _id: string }) {
  const res = await request.put(`/admin/api/projects/${doc._id}`, {
    data: doc,
    headers: { authorization: `Bearer ${token()}` },
  });
  expect([200, 201], await res.text()).toContain(res.status());
}

test('an imported event takes registrations that the CSV export lists', async ({ page, request }) => {
  const doc = { ...example(), _id: 'proj-e2e-import' };
  doc.events[0]._id = 'e2e-import';
  doc.live = {};
  await importProject(request, doc);

  await page.goto('/e2e-import/registration');
  await expect(page.getByRole('heading', { level: 1, name: doc.eventTitle })).toBeVisible();
  const email = uniqueEmail('imported');
  await page.getByLabel('First name').fill('Maria');
  await page.getByLabel('Last name').fill('Oliveira');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Organisation').fill('=cmd|calc');
  await page.getByRole('radio', { name: 'Maintainer' }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/e2e-import\/[A-Za-z0-9_-]{24}\/registration-confirmation$/);

  const csv = await request.get('/admin/api/projects/proj-e2e-import/registrations.csv', {
    headers: { authorization: `Bearer ${token()}` },
  });
  expect(csv.status()).toBe(200);
  const text = await csv.text();
  const row = text.split('\n').find((line) => line.includes(email));
  expect(row).toContain(`,${email},Maria,Oliveira,"'=cmd|calc",Maintainer,online,e2e-import,`);
  expect((await request.get('/admin/api/projects/proj-e2e-import/registrations.csv')).status()).toBe(401);
});

test('the page password from the import opens the protected live page', async ({ page, request }) => {
  const doc = {
    ...example(),
    _id: 'proj-e2e-secure',
    security: { passwordLivePageActive: true },
    pagePassword: 'Harbour-Lights-7',
  };
  doc.events[0] = {
    ...doc.events[0],
    _id: 'e2e-secure',
    startTime: Math.floor(Date.now() / 1000) - 600,
    durationInMinutes: 120,
  };
  doc.live = {};
  await importProject(request, doc);
  const registered = await request.post('/api/registrations', {
    data: {
      event_id: 'e2e-secure',
      email: uniqueEmail('secure'),
      first_name: 'Sam',
      last_name: 'Lee',
      role: 'User or sponsor',
      time_zone: 'Europe/Amsterdam',
    },
  });
  expect(registered.status()).toBe(200);
  const { registrationID } = (await registered.json()) as { registrationID: string };

  await page.goto(`/e2e-secure/${registrationID}`);
  const dialog = page.getByRole('dialog', { name: 'This page is secured' });
  await expect(dialog).toBeVisible();
  const password = dialog.getByLabel('Password', { exact: true });
  await password.fill('choose-a-strong-password');
  await dialog.getByRole('button', { name: 'Open the page' }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await password.fill('Harbour-Lights-7');
  await dialog.getByRole('button', { name: 'Open the page' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: doc.eventTitle })).toBeVisible();
});

/** A project whose one event is live now, imported, with a registration: its personal page is a live page. */
async function liveEventWithRegistration(request: APIRequestContext, id: string) {
  const doc = { ...example(), _id: `proj-${id}` };
  doc.events[0] = { ...doc.events[0], _id: id, startTime: Math.floor(Date.now() / 1000) - 600, durationInMinutes: 120 };
  doc.live = {};
  await importProject(request, doc);
  const registered = await request.post('/api/registrations', {
    data: {
      event_id: id,
      email: uniqueEmail(id.replace(/-/g, '')),
      first_name: 'Ana',
      last_name: 'Ruiz',
      role: 'Maintainer',
      time_zone: 'Europe/Amsterdam',
    },
  });
  expect(registered.status()).toBe(200);
  const { registrationID } = (await registered.json()) as { registrationID: string };
  return { doc, registrationID };
}

test('an open event page shows a changed title without a reload (through its live stream)', async ({
  page,
  request,
}) => {
  const { doc, registrationID } = await liveEventWithRegistration(request, 'e2e-retitle');
  await page.goto(`/e2e-retitle/${registrationID}`);
  await expect(page.getByRole('heading', { level: 1, name: doc.eventTitle })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  await importProject(request, { ...doc, eventTitle: 'Open Source Day: new venue' });
  await expect(page.getByRole('heading', { level: 1, name: 'Open Source Day: new venue' })).toBeVisible();
  // The same document: nothing reloaded the page.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a page whose live stream starts just after a change still shows the new title', async ({ page, request }) => {
  const { doc, registrationID } = await liveEventWithRegistration(request, 'e2e-retitle-late');
  // The stream is held back until the organiser's change is in: its `project` event went to the
  // streams open at that moment, not to this page's.
  let release!: () => void;
  const changed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/live-director/stream/**', async (route) => {
    await changed;
    await route.continue();
  });
  await page.goto(`/e2e-retitle-late/${registrationID}`);
  await expect(page.getByRole('heading', { level: 1, name: doc.eventTitle })).toBeVisible();
  await importProject(request, { ...doc, eventTitle: 'Open Source Day: late news' });
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Open Source Day: late news' })).toBeVisible();
});
