/**
 * Registration journeys against the real server (spec 1 sections 2-5, 7, 8). Every registration
 * on hybrid-summit here is ONLINE: seats.spec.ts owns the on-site seats.
 */
import { expect, expectFocusInside, pageSettled, test, type APIRequestContext, type Page } from './fixtures';
import { chooseOption } from './selectHelpers';

const HYBRID_PROJECT = 'proj-hybrid-summit';
const REGISTRATION_ID = '[A-Za-z0-9_-]{24}';
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

async function storedRegistration(request: APIRequestContext, projectId: string, id: string) {
  const response = await request.get(`/api/registrations/${projectId}/${id}`);
  expect(response.status()).toBe(200);
  return response.json() as Promise<Record<string, unknown> & { on_site_viewer: number; SELECTED_EVENTS: string[] }>;
}

function idFrom(url: string, eventId: string): string {
  const match = new RegExp(`/${eventId}/(${REGISTRATION_ID})/`).exec(new URL(url).pathname + '/');
  expect(match, url).not.toBeNull();
  return match![1];
}

/** Fills every required field of hybrid-summit, attending online. */
async function fillHybridOnline(page: Page, email: string) {
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('E-mail address').fill(email);
  await chooseOption(page, 'Organisation', 'CareConnect');
  await page.getByRole('checkbox', { name: 'Interoperability and data sharing' }).check();
  await page.getByRole('radio', { name: 'Online' }).check();
}

test.describe('hybrid-summit (English)', () => {
  test('registers online with every required field; the company is stored as its text; page view recorded', async ({ page, request }) => {
    const pageView = page.waitForRequest((r) => r.url().endsWith(`/api/analytics/${HYBRID_PROJECT}/page-views`) && r.method() === 'POST');
    await page.goto('/hybrid-summit/registration');
    expect((await pageView).postDataJSON()).toEqual({ action: 'registration-page-view' });

    // The left column: start, address, title, introduction, program, speakers.
    await expect(page.getByRole('heading', { level: 1, name: 'Hybrid Health Summit 2026' })).toBeVisible();
    await expect(page.getByText('Jaarbeurs, Jaarbeursplein 6')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Program' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Speakers' })).toBeVisible();
    await page.getByRole('link', { name: 'Read the privacy policy' }).click();
    const privacy = page.getByRole('dialog', { name: 'Privacy policy' });
    await expect(privacy).toContainText('at most 6 months');
    await privacy.getByRole('button', { name: 'Close' }).click();
    await expect(privacy).toHaveCount(0);

    const email = uniqueEmail('online');
    await fillHybridOnline(page, email);
    // The optional mobile number is sent in international format.
    await page.getByLabel('Mobile number (for on-site updates)').fill('06 12345678');
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL(new RegExp(`/hybrid-summit/${REGISTRATION_ID}/registration-confirmation$`));
    const id = idFrom(page.url(), 'hybrid-summit');
    const stored = await storedRegistration(request, HYBRID_PROJECT, id);
    expect(stored).toMatchObject({
      email, first_name: 'Grace', last_name: 'Hopper', company: 'CareConnect', interests: ['interest-2'],
      mobile: '+31612345678', on_site_viewer: 0, SELECTED_EVENTS: ['hybrid-summit'],
    });
    expect(await page.evaluate(() => [sessionStorage.getItem('registrationId'), sessionStorage.getItem('attendanceType')])).toEqual([id, '0']);
  });

  test('shows the required-field errors, bound to their fields, and focuses the first', async ({ page }) => {
    // The phone library (a chunk of its own) never comes with the page: only when the mobile
    // field is first focused (or holds a number).
    const phoneChunks: string[] = [];
    page.on('request', (r) => { if (/\/assets\/libphonenumber[^/]*\.js$/.test(r.url())) phoneChunks.push(r.url()); });
    await page.goto('/hybrid-summit/registration');
    await expect(page.getByLabel('Mobile number (for on-site updates)')).toBeVisible();
    await pageSettled(page);
    expect(phoneChunks).toEqual([]);
    const phoneChunk = page.waitForRequest((r) => /\/assets\/libphonenumber[^/]*\.js$/.test(r.url()));
    await page.getByLabel('Mobile number (for on-site updates)').focus();
    await phoneChunk;
    await page.getByRole('button', { name: 'Register' }).click();

    const firstName = page.getByLabel('First name');
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('Required field');
    await expect(page.getByLabel('Last name')).toHaveAccessibleDescription('Required field');
    await expect(page.getByLabel('E-mail address')).toHaveAccessibleDescription('Required field');
    await expect(page.getByLabel('Organisation')).toHaveAccessibleDescription('Required field');
    await expect(page.getByRole('checkbox', { name: 'Remote patient monitoring' })).toHaveAccessibleDescription('Select at least one item');
    // Optional mobile and the on-site radio (0 is valid) have no error.
    await expect(page.getByLabel('Mobile number (for on-site updates)')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Required field')).toHaveCount(4);

    // Errors follow the input once the form was submitted.
    await firstName.fill('Ada');
    await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('E-mail address').fill('ada@');
    await expect(page.getByLabel('E-mail address')).toHaveAccessibleDescription('Invalid email');
    await page.getByLabel('Mobile number (for on-site updates)').fill('06 123');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByLabel('Last name')).toBeFocused();
    await expect(page.getByLabel('Mobile number (for on-site updates)')).toHaveAccessibleDescription('Invalid phone number');
    await expect(page).toHaveURL(/\/hybrid-summit\/registration$/);
  });

  test('the same e-mail twice gives the same registration id (typed in capitals the second time)', async ({ page }) => {
    const email = uniqueEmail('twice');
    await page.goto('/hybrid-summit/registration');
    await fillHybridOnline(page, email);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/registration-confirmation$/);
    const first = idFrom(page.url(), 'hybrid-summit');

    await page.goto('/hybrid-summit/registration');
    await fillHybridOnline(page, email.toUpperCase());
    await expect(page.getByLabel('E-mail address')).toHaveValue(email);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/registration-confirmation$/);
    expect(idFrom(page.url(), 'hybrid-summit')).toBe(first);
  });

  test('offline: the values stay, the registration is kept and goes out by itself once back online', async ({ page, context, request }) => {
    const email = uniqueEmail('offline');
    await page.goto('/hybrid-summit/registration');
    await fillHybridOnline(page, email);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Register' }).click();
    // Kept in the offline outbox (tests/e2e/outbox.spec.ts covers it in depth): good news, a status.
    const status = page.getByRole('status').filter({ hasText: 'Your registration could not be sent yet.' });
    await expect(status).toContainText('It is saved on this device and will be sent automatically as soon as there is a connection.');
    await expect(page.getByRole('button', { name: 'Waiting for a connection…' })).toBeVisible();
    await expect(page).toHaveURL(/\/hybrid-summit\/registration$/);
    await expect(page.getByLabel('First name')).toHaveValue('Grace');
    await expect(page.getByLabel('Last name')).toHaveValue('Hopper');
    await expect(page.getByLabel('E-mail address')).toHaveValue(email);
    await expect(page.getByLabel('Organisation')).toHaveText('CareConnect');
    await expect(page.getByRole('checkbox', { name: 'Interoperability and data sharing' })).toBeChecked();

    await context.setOffline(false);
    await expect(page).toHaveURL(/registration-confirmation$/);
    const stored = await storedRegistration(request, HYBRID_PROJECT, idFrom(page.url(), 'hybrid-summit'));
    expect(stored.email).toBe(email);
  });

  test('a second submit while one is on its way is ignored; the button shows progress', async ({ page }) => {
    await page.goto('/hybrid-summit/registration');
    await fillHybridOnline(page, uniqueEmail('double'));
    let posts = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    // Hold the real request until both clicks happened, then let it through to the server.
    await page.route('**/api/registrations', async (route) => {
      posts += 1;
      await held;
      await route.continue();
    });
    const button = page.getByRole('button', { name: 'Register' });
    await button.click();
    const sending = page.getByRole('button', { name: 'Sending your registration…' });
    await expect(sending).toHaveAttribute('aria-disabled', 'true');
    await sending.click({ force: true });
    await page.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit());
    release();
    await expect(page).toHaveURL(/registration-confirmation$/);
    expect(posts).toBe(1);
  });

  test('the company route shows the default project form', async ({ page, request }) => {
    await page.goto('/demo-company/registration-company');
    await expect(page.getByRole('heading', { level: 1, name: 'Hybrid Health Summit 2026' })).toBeVisible();
    const email = uniqueEmail('company');
    await fillHybridOnline(page, email);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(new RegExp(`/hybrid-summit/${REGISTRATION_ID}/registration-confirmation$`));
    expect((await storedRegistration(request, HYBRID_PROJECT, idFrom(page.url(), 'hybrid-summit'))).email).toBe(email);
  });

  test('mobile: a header with an info dialog holding the event details', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/hybrid-summit/registration');
    await expect(page.locator('[data-layout="registration-mobile"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Speakers' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Event info' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hybrid Health Summit 2026' });
    await expect(dialog.getByRole('heading', { name: 'Program' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Speakers' })).toBeVisible();
    await expectFocusInside(dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByLabel('First name')).toBeVisible();
  });

  test('notices: a failed sign-in and the on-demand hint', async ({ page }) => {
    await page.addInitScript(() => { if (!sessionStorage.getItem('seen')) { sessionStorage.setItem('loginFailed', 'true'); sessionStorage.setItem('seen', '1'); } });
    await page.goto('/hybrid-summit/registration?ondemand=true');
    await expect(page.getByText('Signing in did not work. Please register here.')).toBeVisible();
    await expect(page.getByText('Register to get access to the on-demand recording of this event.')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('loginFailed'))).toBeNull();
    await page.reload();
    await expect(page.getByLabel('First name')).toBeVisible();
    await expect(page.getByText('Signing in did not work. Please register here.')).toHaveCount(0);
  });
});

test.describe('webinar (Dutch)', () => {
  test('required errors in Dutch (and no phone library without a mobile field)', async ({ page }) => {
    const phoneChunks: string[] = [];
    page.on('request', (r) => { if (/libphonenumber/.test(r.url())) phoneChunks.push(r.url()); });
    await page.goto('/webinar/registration');
    await page.getByRole('button', { name: 'Registreren' }).click();
    await expect(page.getByLabel('Voornaam')).toBeFocused();
    await expect(page.getByLabel('Voornaam')).toHaveAccessibleDescription('Verplicht veld');
    await expect(page.getByLabel('E-mailadres')).toHaveAccessibleDescription('Verplicht veld');
    // The required scale (still 0) and the required radio.
    await expect(page.getByRole('slider')).toHaveAccessibleDescription('Verplicht veld');
    await expect(page.getByRole('radio', { name: 'Architect' })).toHaveAccessibleDescription('Verplicht veld');
    await expect(page.getByText('Verplicht veld')).toHaveCount(5);
    expect(phoneChunks).toEqual([]);
  });

  test('a name with a web address, over 100 characters or with a control character is refused in Dutch (issue 27)', async ({ page }) => {
    await page.goto('/webinar/registration');
    await page.getByLabel('Voornaam').fill('Bezoek www.voorbeeld.nl');
    await page.getByLabel('Achternaam').fill('A'.repeat(101));
    // A pasted control character (here: escape) in a one-line field.
    await page.getByLabel('E-mailadres').fill('ada\u001b@example.com');
    await page.getByRole('button', { name: 'Registreren' }).click();
    await expect(page.getByLabel('Voornaam')).toHaveAccessibleDescription('Een naam mag geen webadres bevatten.');
    await expect(page.getByLabel('Achternaam')).toHaveAccessibleDescription('Gebruik maximaal 100 tekens.');
    await expect(page.getByLabel('E-mailadres')).toHaveAccessibleDescription('Dit veld bevat tekens die niet zijn toegestaan.');
  });

  test('date of birth and the fixed-length textarea, then a registration', async ({ page, request }) => {
    await page.goto('/webinar/registration');
    await page.getByLabel('Voornaam').fill('Femke');
    await page.getByLabel('Achternaam').fill('de Vries');
    const email = uniqueEmail('webinar');
    await page.getByLabel('E-mailadres').fill(email);
    const day = page.getByLabel('Dag');
    const month = page.getByLabel('Maand');
    const year = page.getByLabel('Jaar');
    await day.fill('31');
    await month.fill('02');
    await year.fill('1990');
    const slider = page.getByRole('slider');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('3');
    await page.getByRole('radio', { name: 'Adviseur' }).check();
    const membership = page.getByLabel(/lidmaatschapsnummer/);
    await membership.fill('BNA123');
    await expect(page.getByText('6 van 8 tekens')).toBeVisible();

    await page.getByRole('button', { name: 'Registreren' }).click();
    await expect(day).toBeFocused();
    await expect(day).toHaveAccessibleDescription('Ongeldige datum');
    await expect(membership).toHaveAccessibleDescription(/^Deze invoer moet 8 tekens lang zijn/);

    // A single digit becomes two when leaving the entry.
    await day.fill('7');
    await month.fill('3');
    await month.blur();
    await expect(day).toHaveValue('07');
    await expect(month).toHaveValue('03');
    await expect(day).not.toHaveAttribute('aria-invalid', 'true');
    await year.fill(String(new Date().getFullYear() - 121));
    await page.getByRole('button', { name: 'Registreren' }).click();
    await expect(year).toHaveAccessibleDescription('Ongeldige datum');
    await year.fill('1990');
    await membership.fill('BNA12345');
    await expect(membership).not.toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('button', { name: 'Registreren' }).click();
    await expect(page).toHaveURL(new RegExp(`/webinar/${REGISTRATION_ID}/registration-confirmation$`));
    const project = await (await request.get('/frontend-api/projectevents/webinar')).json() as { _id: string };
    const stored = await storedRegistration(request, project._id, idFrom(page.url(), 'webinar'));
    expect(stored).toMatchObject({ email, date_of_birth: '07-03-1990', knowledge_level: 3, role: 'role-advisor', membership_number: 'BNA12345', on_site_viewer: 0 });
  });
});

test.describe('multi-session', () => {
  // The opening has on-demand active, so its own route goes to on-demand; the closing's route registers.
  const PATH = '/multi-session-closing/registration';

  test('the full session is disabled, an open round is reported, then a registration with a session', async ({ page, request }) => {
    await page.goto(PATH);
    const round = page.getByRole('group', { name: 'Round 1' });
    const full = round.getByRole('radio', { name: /Session B/ });
    await expect(full).toBeDisabled();
    await expect(full).toHaveAccessibleDescription('This session is currently full');
    await expect(round.getByRole('radio', { name: /Session A/ })).toBeEnabled();

    await page.getByLabel('First name').fill('Linus');
    await page.getByLabel('Last name').fill('Torvalds');
    const email = uniqueEmail('multi');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Please select a session for all breakout rounds.')).toBeVisible();
    await expect(round.getByRole('radio', { name: /Session A/ })).toBeFocused();

    await round.getByRole('radio', { name: /Session A/ }).check();
    await expect(page.getByText('Please select a session for all breakout rounds.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(new RegExp(`/multi-session-closing/${REGISTRATION_ID}/registration-confirmation$`));
    const stored = await storedRegistration(request, 'proj-multi-session', idFrom(page.url(), 'multi-session-closing'));
    expect(stored.SELECTED_EVENTS).toEqual(['multi-session', 'multi-session-round1-a', 'multi-session-closing']);
    expect(stored.event_id).toBe('multi-session-closing');
  });
});

test.describe('dynamic page', () => {
  test('the form is a side panel, open by default, that locks page scrolling; the arrow closes it', async ({ page }) => {
    await page.goto('/dynamic/registration');
    const panel = page.getByRole('dialog', { name: 'Registration' });
    await expect(panel).toBeVisible();
    await expect(panel.getByLabel('First name')).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    // The privacy policy opens above the panel; closing it returns to the panel.
    await panel.getByRole('link', { name: 'Read the privacy policy' }).click();
    const privacy = page.getByRole('dialog', { name: 'Privacy policy' });
    await expect(privacy).toBeVisible();
    await expectFocusInside(privacy);
    await page.keyboard.press('Escape');
    await expect(privacy).toHaveCount(0);
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Close the registration form' }).click();
    await expect(panel).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('dialog', { name: 'Registration' })).toBeVisible();
  });

  test('previewMode=default-registration shows the basic page and records no page view', async ({ page }) => {
    let views = 0;
    page.on('request', (r) => { if (r.url().includes('/page-views')) views += 1; });
    await page.goto('/dynamic/registration?previewMode=default-registration');
    await expect(page.locator('[data-layout="registration-desktop"]')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByLabel('First name')).toBeVisible();
    // Another page view (a normal visit) is recorded; the preview one never was.
    const normal = page.waitForRequest((r) => r.url().includes('/page-views'));
    await page.goto('/dynamic/registration');
    await normal;
    expect(views).toBe(1);
  });

  test('a professional-network prefill fills the form and, with ?linkedin, sends it once', async ({ page, request }) => {
    const email = uniqueEmail('linkedin');
    await page.addInitScript((value) => {
      if (!sessionStorage.getItem('prefilled')) {
        sessionStorage.setItem('linkedinPrefill', value);
        sessionStorage.setItem('prefilled', '1');
      }
    }, JSON.stringify({ email: email.toUpperCase(), firstName: 'Mei', lastName: 'Huang' }));
    await page.goto('/dynamic/registration?linkedin=true');
    await expect(page).toHaveURL(new RegExp(`/dynamic/${REGISTRATION_ID}/registration-confirmation$`));
    const project = await (await request.get('/frontend-api/projectevents/dynamic')).json() as { _id: string };
    const stored = await storedRegistration(request, project._id, idFrom(page.url(), 'dynamic'));
    expect(stored).toMatchObject({ email, first_name: 'Mei', last_name: 'Huang' });
    expect(await page.evaluate(() => sessionStorage.getItem('linkedinPrefill'))).toBeNull();
  });
});
