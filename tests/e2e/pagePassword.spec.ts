/**
 * The page password against the real server (issue 27), on secure-live (German): a wrong password
 * shows the spec's error; the right one opens the live page, whose library connects with the
 * token and plays, and whose question reaches the server with it; a refused token (tampered in
 * storage) brings the password dialog back.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { control, expectPlaying, openLiveTab, uniqueEmail } from './liveHelpers';

async function registerSecureLive(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/registrations', {
    data: {
      event_id: 'secure-live',
      time_zone: 'Europe/Berlin',
      first_name: 'Klara',
      last_name: 'Schmidt',
      email: uniqueEmail('password.secure'),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { registrationID: string }).registrationID;
}

const storedToken = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('secureData') ?? '{}') as Record<string, { token?: string }>)['secure-live']
        ?.token ?? null,
  );

async function unlock(page: Page, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Diese Seite ist geschützt' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Passwort', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Seite öffnen' }).click();
  return dialog;
}

test.afterAll(async ({ request }) => {
  await request.post('/live-director/control/secure-live/release-sessions', {
    headers: { Authorization: `Bearer ${process.env.LIVE_CONTROL_TOKEN ?? 'e2e-live-control-token'}` },
  });
});

test("a wrong password shows the spec's error and nothing of the live page", async ({ page, request }) => {
  const id = await registerSecureLive(request);
  await page.goto(`/secure-live/${id}`);
  const dialog = await unlock(page, 'open-sesame');
  await expect(dialog.getByRole('alert')).toHaveText(
    'Das eingegebene Passwort ist ungültig. Beachten Sie, dass beim Passwort zwischen Groß- und Kleinschreibung ' +
      'unterschieden wird.',
  );
  await expect(page.getByTestId('live-page')).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();
  // The public document never held what the password guards.
  const documentText = await (await request.get('/frontend-api/projectevents/secure-live')).text();
  expect(documentText).not.toContain('rheinland-mv-2026');
});

test(
  'the right password opens the live page: ' +
    'the library connects with the token, it plays, and a question gets through',
  async ({ page, request }) => {
    await control(request, 'secure-live', { state: 'on-air', visible: { questions: true } });
    const id = await registerSecureLive(request);
    const session = page.waitForRequest((r) => r.url().endsWith('/live-director/sessions') && r.method() === 'POST');
    const stream = page.waitForRequest((r) => r.url().includes('/live-director/stream/'));
    await page.goto(`/secure-live/${id}`);
    await unlock(page, 'Open-Sesame');
    await expect(page.getByTestId('live-page')).toBeVisible();
    const token = await storedToken(page);
    expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect((await session).postDataJSON()).toMatchObject({
      broadcast: 'rheinland-mv-2026',
      registrationId: id,
      pageToken: token,
    });
    expect((await stream).url()).toContain(
      `/live-director/stream/rheinland-mv-2026?pageToken=${encodeURIComponent(token!)}`,
    );
    await expectPlaying(page);
    // The live page content the public document left out.
    await expect(page.getByText('Fragen zur Tagesordnung stellen Sie bitte über den Reiter')).toBeVisible();

    await openLiveTab(page, 'Fragen');
    const panel = page.getByRole('tabpanel');
    // Name and e-mail are folded under "Fragen als …" (issue 45): opened first.
    const askAs = panel.getByRole('button', { name: /^Fragen als/ });
    if ((await askAs.getAttribute('aria-expanded')) !== 'true') await askAs.click();
    await panel.getByLabel('Name').fill('Klara Schmidt');
    await panel.getByLabel('E-Mail-Adresse').fill('klara@example.com');
    await panel.getByLabel('Ihre Frage').fill('Wann beginnt die Abstimmung?');
    const asked = page.waitForResponse((r) => r.url().endsWith('/live-director/ask-question'));
    await panel.getByRole('button', { name: 'Frage senden' }).click();
    expect((await asked).status()).toBe(201);
    await expect(panel.getByText('Danke! Ihre Frage wurde gesendet.')).toBeVisible();
  },
);

test('a token the server refuses (tampered in storage) brings the password dialog back', async ({ page, request }) => {
  const id = await registerSecureLive(request);
  await page.goto(`/secure-live/${id}`);
  await unlock(page, 'Open-Sesame');
  await expect(page.getByTestId('live-page')).toBeVisible();
  await page.evaluate(() => {
    const all = JSON.parse(sessionStorage.getItem('secureData')!) as Record<string, { token: string }>;
    all['secure-live']!.token = all['secure-live']!.token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    sessionStorage.setItem('secureData', JSON.stringify(all));
  });
  const refused = page.waitForResponse((r) => r.url().endsWith('/live-director/sessions') && r.status() === 401);
  await page.reload();
  await refused;
  await expect(page.getByRole('dialog', { name: 'Diese Seite ist geschützt' })).toBeVisible();
  await expect(page.getByTestId('live-page')).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();
  // The password again: the page opens with a fresh token.
  await unlock(page, 'Open-Sesame');
  await expect(page.getByTestId('live-page')).toBeVisible();
});

test(
  'the room screen of a protected event asks for the page ' + 'password first; its list is not readable without it',
  async ({ page, request }) => {
    await control(request, 'secure-live', { state: 'on-air', visible: { questions: true } });
    // Without the page token the audience list stays closed, whoever knows the broadcast.
    expect((await request.get('/live-director/qna/rheinland-mv-2026')).status()).toBe(401);
    await page.goto('/secure-live/questions-screen');
    await expect(page.getByTestId('questions-screen')).toHaveCount(0);
    await unlock(page, 'Open-Sesame');
    const screen = page.getByTestId('questions-screen');
    await expect(screen).toBeVisible();
    await expect(screen.locator('.qs-qr svg')).toBeVisible();
  },
);
