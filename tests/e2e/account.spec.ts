/**
 * Account journeys against the real server: login, page password, unregister, confirmation,
 * calendar, participants and the open-registration entry. Registrations that change are made
 * here through the API (never on-site on hybrid-summit: seats.spec.ts owns those seats).
 */
import { expect, expectFocusInside, test, type APIRequestContext } from './fixtures';
import { readFile } from 'node:fs/promises';

const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

async function register(request: APIRequestContext, body: Record<string, unknown>): Promise<string> {
  const response = await request.post('/api/registrations', { data: { time_zone: 'Europe/Amsterdam', ...body } });
  expect(response.status(), await response.text()).toBe(200);
  const { registrationID } = await response.json() as { registrationID: string };
  return registrationID;
}

async function projectOf(request: APIRequestContext, eventId: string) {
  const response = await request.get(`/frontend-api/projectevents/${eventId}`);
  expect(response.ok()).toBe(true);
  return response.json() as Promise<{
    _id: string; eventTitle: string; calendarTitle?: string; location?: { formattedAddress?: string };
    events: { _id: string; name: string; startTime: number; durationInMinutes: number }[];
  }>;
}

/** RFC 5545 reading for the downloaded file: unfold, then NAME[;params]:value. */
function icsProperties(text: string): Map<string, string> {
  expect(text).toContain('\r\n');
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);
  return new Map(lines.map((line) => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon).split(';')[0], line.slice(colon + 1)] as const;
  }));
}
const icsUtc = (seconds: number) => new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');

test.describe('login', () => {
  test('a registered e-mail (typed in capitals) leads to the personal page', async ({ page }) => {
    await page.goto('/hybrid-summit/login');
    await expect(page.getByText('Welcome')).toBeVisible();
    const email = page.getByLabel('E-mail address');
    await email.pressSequentially('ADA@Example.com');
    await expect(email).toHaveValue('ada@example.com');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/hybrid-summit\/demoRegistrationHybrid01$/);
  });

  test('an invalid address is reported on blur', async ({ page }) => {
    await page.goto('/hybrid-summit/login');
    const email = page.getByLabel('E-mail address');
    await email.fill('not-an-address');
    await email.blur();
    await expect(page.getByText('Invalid email')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill('ada@example.com');
    await expect(page.getByText('Invalid email')).toHaveCount(0);
  });

  test('an unknown address shows the exact message, which clears when the e-mail changes', async ({ page }) => {
    await page.goto('/hybrid-summit/login');
    const email = page.getByLabel('E-mail address');
    await email.fill('nobody.here@example.com');
    await page.getByRole('button', { name: 'Log in' }).click();
    const alert = page.getByRole('alert').filter({ hasText: /\S/ });
    await expect(alert).toHaveText('Please double-check your email address. We did not find a registration for this email address.');
    await expect(page).toHaveURL(/\/hybrid-summit\/login$/);
    await email.press('End');
    await email.press('Backspace');
    await expect(page.getByText('We did not find a registration')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Not registered yet? Register here' })).toHaveAttribute('href', '/hybrid-summit/registration');
  });

  test('offline, the visitor is told so and the address stays', async ({ page, context }) => {
    await page.goto('/hybrid-summit/login');
    const email = page.getByLabel('E-mail address');
    await email.fill('ada@example.com');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /offline/ })).toBeVisible();
    await expect(email).toHaveValue('ada@example.com');
    await context.setOffline(false);
  });

  test('open registration: login and the join link go to the open id in the web-app look', async ({ page }) => {
    await page.goto('/open-hybrid/login');
    await expect(page).toHaveURL(/\/open-hybrid\/openRegistrationId000000\?pwa=true$/);
    await page.goto('/open-hybrid/join');
    await expect(page).toHaveURL(/\/open-hybrid\/openRegistrationId000000\?pwa=true$/);
    await expect(page.locator('[data-layout="pwa"]')).toBeVisible();
  });
});

test('page password: the dialog cannot be closed, the wrong case fails in German, the right one opens the page', async ({ page, request }) => {
  const id = await register(request, { event_id: 'secure-live', first_name: 'Klara', last_name: 'Schmidt', email: uniqueEmail('klara') });
  const project = await projectOf(request, 'secure-live');
  await page.goto(`/secure-live/${id}`);
  const dialog = page.getByRole('dialog', { name: 'Diese Seite ist geschützt' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: project.eventTitle })).toHaveCount(0);

  await expectFocusInside(dialog);
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  const password = dialog.getByLabel('Passwort', { exact: true });
  const toggle = dialog.getByRole('button', { name: 'Passwort anzeigen' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveAttribute('type', 'text');

  await password.fill('open-sesame');
  await dialog.getByRole('button', { name: 'Seite öffnen' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Das eingegebene Passwort ist ungültig. Beachten Sie, dass beim Passwort zwischen Groß- und Kleinschreibung unterschieden wird.');
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  await password.fill('Open-Sesame');
  await dialog.getByRole('button', { name: 'Seite öffnen' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: project.eventTitle })).toBeVisible();

  // This tab remembers the secure data: a reload skips the dialog.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: project.eventTitle })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('unregister: agreement required, then the message, also on return; login then finds nothing', async ({ page, request }) => {
  const email = uniqueEmail('unregister');
  const id = await register(request, {
    event_id: 'webinar', first_name: 'Pieter', last_name: 'de Vries', email, knowledge_level: 6, role: 'Architect',
  });
  await page.goto(`/webinar/${id}/unregister`);
  const button = page.getByRole('button', { name: 'Afmelden' });
  await button.click();
  await expect(page.getByText('Vink het vakje aan om te bevestigen dat u zich wilt afmelden.')).toBeVisible();
  const agree = page.getByRole('checkbox', { name: 'Ja, ik wil mij afmelden voor dit evenement.' });
  await expect(agree).toHaveAttribute('aria-invalid', 'true');

  await agree.click();
  await expect(agree).toHaveAttribute('aria-checked', 'true');
  await button.click();
  await expect(page.getByText('U bent afgemeld voor dit evenement.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terug naar de registratie' })).toHaveAttribute('href', '/webinar/registration');

  await page.goto(`/webinar/${id}/unregister`);
  await expect(page.getByText('U bent afgemeld voor dit evenement.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Afmelden' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Terug naar de registratie' })).toBeVisible();

  await page.goto('/webinar/login');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'Controleer uw e-mailadres. Wij hebben geen registratie gevonden voor dit e-mailadres. Nog niet geregistreerd? Vul dan het registratieformulier in.');
});

test.describe('confirmation', () => {
  test('lists the full events (singular and plural) and the personal link', async ({ page, request }) => {
    const project = await projectOf(request, 'multi-session');
    const [opening, sessionA, sessionB] = project.events;
    await page.goto(`/multi-session/demoRegistrationMulti001/registration-confirmation?full=${sessionB._id}`);
    // The project's own confirmation text thanks; the title says the mail was sent (issue 45: thanks once).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We have sent you a confirmation e-mail.');
    await expect(page.getByRole('alert').getByRole('heading')).toHaveText('The event is full'); // CONF-03
    await expect(page.getByRole('alert').locator('p')).toHaveText(`Could not register for ${sessionB.name}. It is full.`);
    // Round 1 is live (issue 45): no calendar offer, Watch now (the calendar before the start: momentWords.spec.ts).
    await expect(page.getByRole('button', { name: 'iCal file (.ics)' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Watch now' })).toHaveAttribute('href', '/multi-session/demoRegistrationMulti001');

    await page.goto(`/multi-session/demoRegistrationMulti001/registration-confirmation?full=${sessionA._id},${sessionB._id}`);
    await expect(page.getByRole('alert').getByRole('heading')).toHaveText('These events are full');
    await expect(page.getByRole('alert').locator('p')).toHaveText(`Could not register for ${sessionA.name} and ${sessionB.name}. They are full.`);
    expect(opening).toBeDefined();
  });

  test('says when the registration was moved to online attendance', async ({ page }) => {
    await page.goto('/hybrid-summit/demoRegistrationOnline01/registration-confirmation?forcedOnline=1');
    await expect(page.getByRole('alert')).toHaveText('There was no on-site seat left, so you are registered to attend online.');
  });

  test('an on-site visitor is sent to the web app', async ({ page }) => {
    await page.goto('/hybrid-summit/demoRegistrationHybrid01/registration-confirmation');
    await expect(page.getByRole('link', { name: 'Open the web app' }))
      .toHaveAttribute('href', '/hybrid-summit/demoRegistrationHybrid01/olr83ee2?pwa=true');
  });
});

test.describe('calendar', () => {
  test('the page offers the three options with the entry of the whole programme', async ({ page, request }) => {
    const project = await projectOf(request, 'multi-session');
    const start = Math.min(...project.events.map((e) => e.startTime));
    const end = Math.max(...project.events.map((e) => e.startTime + e.durationInMinutes * 60));
    await page.goto('/multi-session/demoRegistrationMulti001/calendar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add to your calendar');

    const google = new URL((await page.getByRole('link', { name: 'Google Calendar' }).getAttribute('href'))!);
    expect(google.searchParams.get('action')).toBe('TEMPLATE');
    expect(google.searchParams.get('text')).toBe(project.calendarTitle || project.eventTitle);
    expect(google.searchParams.get('dates')).toBe(`${icsUtc(start)}/${icsUtc(end)}`);
    expect(google.searchParams.get('details')).toContain('/multi-session/demoRegistrationMulti001');

    const outlook = new URL((await page.getByRole('link', { name: 'Outlook' }).getAttribute('href'))!);
    expect(outlook.searchParams.get('rru')).toBe('addevent');
    expect(outlook.searchParams.get('startdt')).toBe(new Date(start * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z'));
    expect(outlook.searchParams.get('enddt')).toBe(new Date(end * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z'));

    const downloadFromButton = page.waitForEvent('download');
    await page.getByRole('button', { name: 'iCal file (.ics)' }).click();
    expect((await downloadFromButton).suggestedFilename()).toMatch(/\.ics$/);
  });

  test('#ics downloads the file, which is valid iCalendar', async ({ page, request }) => {
    const project = await projectOf(request, 'hybrid-summit');
    const download = page.waitForEvent('download');
    await page.goto('/hybrid-summit/demoRegistrationOnline01/calendar#ics');
    const file = await download;
    const title = project.calendarTitle || project.eventTitle;
    expect(file.suggestedFilename()).toMatch(/\.ics$/);
    const text = await readFile((await file.path())!, 'utf8');
    const properties = icsProperties(text);
    expect(properties.get('BEGIN')).toBeDefined();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(properties.get('SUMMARY')!.replace(/\\([\\;,])/g, '$1')).toBe(title);
    const event = project.events[0];
    expect(properties.get('DTSTART')).toBe(icsUtc(event.startTime));
    expect(properties.get('DTEND')).toBe(icsUtc(event.startTime + event.durationInMinutes * 60));
    expect(properties.get('DESCRIPTION')).toContain('/hybrid-summit/demoRegistrationOnline01');
    expect(properties.get('UID')).toContain('demoRegistrationOnline01');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    await expect(page.getByRole('status').filter({ hasText: 'Your calendar file is being downloaded.' })).toBeVisible();
  });

  test('#google redirects to Google Calendar', async ({ page }) => {
    await page.route('https://calendar.google.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Google Calendar</title>' }));
    await page.goto('/hybrid-summit/demoRegistrationOnline01/calendar#google');
    await expect(page).toHaveURL(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/);
  });
});

test('participants: the page says why when the server refuses the list', async ({ page }) => {
  const answers = [
    { status: 403, body: { error: 'This event does not show a participants list.', code: 'participants-off' }, text: 'This event does not show a list of participants.' },
    { status: 403, body: { error: 'Only registered visitors.' }, text: /only shown to registered visitors of this event/ },
  ];
  for (const answer of answers) {
    await page.route('**/api/network-registrations/**', (route) => route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) }));
    await page.goto('/hybrid-summit/demoRegistrationOnline01/participants');
    await expect(page.getByRole('status').filter({ hasText: answer.text })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Participants' })).toHaveCount(0);
    await page.unroute('**/api/network-registrations/**');
  }
});

test('participants: the list shows the seeded names', async ({ page }) => {
  await page.goto('/hybrid-summit/demoRegistrationOnline01/participants');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Participants');
  const table = page.getByRole('table', { name: 'Participants' });
  await expect(table.getByRole('row').filter({ hasText: 'Ada' }).filter({ hasText: 'Lovelace' })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: 'Grace' }).filter({ hasText: 'Hopper' })).toHaveCount(1);
  await expect(table.getByRole('columnheader')).toHaveText(['Title', 'First name', 'Last name']);
});
