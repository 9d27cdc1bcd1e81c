/**
 * Registration journeys against the real server (spec 1 sections 2-5, 7, 8). Every registration
 * on hybrid-summit here is ONLINE: seats.spec.ts owns the on-site seats.
 */
import { expect, expectFocusInside, pageSettled, test } from './fixtures';
import {
  HYBRID_PROJECT,
  REGISTRATION_ID,
  uniqueEmail,
  storedRegistration,
  idFrom,
  fillHybridOnline,
} from './registrationHelpers';

// Service workers are blocked in the desktop project (playwright.config.ts). The tests that go
// offline have theirs again (their group's test.use); online, the worker would only install and
// fill its caches beside the test.

test.describe('hybrid-summit (English)', () => {
  test('registers online with every required field; the company is stored as its text; page view recorded', async ({
    page,
    request,
  }) => {
    const pageView = page.waitForRequest(
      (r) => r.url().endsWith(`/api/analytics/${HYBRID_PROJECT}/page-views`) && r.method() === 'POST',
    );
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
      email,
      first_name: 'Grace',
      last_name: 'Hopper',
      company: 'CareConnect',
      interests: ['interest-2'],
      mobile: '+31612345678',
      on_site_viewer: 0,
      SELECTED_EVENTS: ['hybrid-summit'],
    });
    expect(
      await page.evaluate(() => [sessionStorage.getItem('registrationId'), sessionStorage.getItem('attendanceType')]),
    ).toEqual([id, '0']);
  });

  test('shows the required-field errors, bound to their fields, and focuses the first', async ({ page }) => {
    // The phone library (a chunk of its own) never comes with the page: only when the mobile
    // field is first focused (or holds a number).
    const phoneChunks: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/libphonenumber[^/]*\.js$/.test(r.url())) phoneChunks.push(r.url());
    });
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
    await expect(page.getByRole('checkbox', { name: 'Remote patient monitoring' })).toHaveAccessibleDescription(
      'Select at least one item',
    );
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
    await expect(page.getByLabel('Mobile number (for on-site updates)')).toHaveAccessibleDescription(
      'Invalid phone number',
    );
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

  test.describe(() => {
    test.use({ serviceWorkers: 'allow' });

    test('offline: the values stay, the registration is kept and goes out by itself once back online', async ({
      page,
      context,
      request,
    }) => {
      const email = uniqueEmail('offline');
      await page.goto('/hybrid-summit/registration');
      await fillHybridOnline(page, email);

      await context.setOffline(true);
      await page.getByRole('button', { name: 'Register' }).click();
      // Kept in the offline outbox (tests/e2e/outbox.spec.ts covers it in depth): good news, a status.
      const status = page.getByRole('status').filter({ hasText: 'Your registration could not be sent yet.' });
      await expect(status).toContainText(
        'It is saved on this device and will be sent automatically as soon as there is a connection.',
      );
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
  });

  test('a second submit while one is on its way is ignored; the button shows progress', async ({ page }) => {
    await page.goto('/hybrid-summit/registration');
    await fillHybridOnline(page, uniqueEmail('double'));
    let posts = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
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
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seen')) {
        sessionStorage.setItem('loginFailed', 'true');
        sessionStorage.setItem('seen', '1');
      }
    });
    await page.goto('/hybrid-summit/registration?ondemand=true');
    await expect(page.getByText('Signing in did not work. Please register here.')).toBeVisible();
    await expect(page.getByText('Register to get access to the on-demand recording of this event.')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('loginFailed'))).toBeNull();
    await page.reload();
    await expect(page.getByLabel('First name')).toBeVisible();
    await expect(page.getByText('Signing in did not work. Please register here.')).toHaveCount(0);
  });
});
