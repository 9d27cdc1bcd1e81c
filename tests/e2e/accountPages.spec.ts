/**
 * The pages a registration leads to, against the real server: the confirmation, the calendar (with
 * its iCalendar file) and the participants. Registrations that change are made here through the
 * API (never on-site on hybrid-summit: seats.spec.ts owns those seats). Login and the rest:
 * account.spec.ts.
 */
import { expect, test } from './fixtures';
import { readFile } from 'node:fs/promises';
import { projectOf } from './accountHelpers';

/** RFC 5545 reading for the downloaded file: unfold, then NAME[;params]:value. */
function icsProperties(text: string): Map<string, string> {
  expect(text).toContain('\r\n');
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  return new Map(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).split(';')[0], line.slice(colon + 1)] as const;
    }),
  );
}

const icsUtc = (seconds: number) =>
  new Date(seconds * 1000)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

test.describe('confirmation', () => {
  test('lists the full events (singular and plural) and the personal link', async ({ page, request }) => {
    const project = await projectOf(request, 'multi-session');
    const [opening, sessionA, sessionB] = project.events;
    await page.goto(`/multi-session/demoRegistrationMulti001/registration-confirmation?full=${sessionB._id}`);
    // The project's own confirmation text thanks; the title says the mail was sent (issue 45: thanks once).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We have sent you a confirmation e-mail.');
    await expect(page.getByRole('alert').getByRole('heading')).toHaveText('The event is full'); // CONF-03
    await expect(page.getByRole('alert').locator('p')).toHaveText(
      `Could not register for ${sessionB.name}. It is full.`,
    );
    // Round 1 is live (issue 45): no calendar offer, Watch now (the calendar before the start: momentWords.spec.ts).
    await expect(page.getByRole('button', { name: 'iCal file (.ics)' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Watch now' })).toHaveAttribute(
      'href',
      '/multi-session/demoRegistrationMulti001',
    );

    await page.goto(
      `/multi-session/demoRegistrationMulti001/registration-confirmation?full=${sessionA._id},${sessionB._id}`,
    );
    await expect(page.getByRole('alert').getByRole('heading')).toHaveText('These events are full');
    await expect(page.getByRole('alert').locator('p')).toHaveText(
      `Could not register for ${sessionA.name} and ${sessionB.name}. They are full.`,
    );
    expect(opening).toBeDefined();
  });

  test('says when the registration was moved to online attendance', async ({ page }) => {
    await page.goto('/hybrid-summit/demoRegistrationOnline01/registration-confirmation?forcedOnline=1');
    await expect(page.getByRole('alert')).toHaveText(
      'There was no on-site seat left, so you are registered to attend online.',
    );
  });

  test('an on-site visitor is sent to the web app', async ({ page }) => {
    await page.goto('/hybrid-summit/demoRegistrationHybrid01/registration-confirmation');
    await expect(page.getByRole('link', { name: 'Open the web app' })).toHaveAttribute(
      'href',
      '/hybrid-summit/demoRegistrationHybrid01/olr83ee2?pwa=true',
    );
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
    await page.route('https://calendar.google.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Google Calendar</title>' }),
    );
    await page.goto('/hybrid-summit/demoRegistrationOnline01/calendar#google');
    await expect(page).toHaveURL(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/);
  });
});

test('participants: the page says why when the server refuses the list', async ({ page }) => {
  const answers = [
    {
      status: 403,
      body: { error: 'This event does not show a participants list.', code: 'participants-off' },
      text: 'This event does not show a list of participants.',
    },
    {
      status: 403,
      body: { error: 'Only registered visitors.' },
      text: /only shown to registered visitors of this event/,
    },
  ];
  for (const answer of answers) {
    await page.route('**/api/network-registrations/**', (route) =>
      route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) }),
    );
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
