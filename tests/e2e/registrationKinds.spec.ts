/**
 * Registration on the other kinds of project (spec 1 sections 2-5, 7, 8): a Dutch webinar, a
 * multi-session project with its rounds, and a dynamic page with the form in a side panel.
 * hybrid-summit's journeys: registration.spec.ts.
 */
import { expect, expectFocusInside, test } from './fixtures';
import { REGISTRATION_ID, uniqueEmail, storedRegistration, idFrom } from './registrationHelpers';

test.describe('webinar (Dutch)', () => {
  test('required errors in Dutch (and no phone library without a mobile field)', async ({ page }) => {
    const phoneChunks: string[] = [];
    page.on('request', (r) => {
      if (/libphonenumber/.test(r.url())) phoneChunks.push(r.url());
    });
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

  test(
    'a name with a web address, over 100 characters or ' + 'with a control character is refused in Dutch (issue 27)',
    async ({ page }) => {
      await page.goto('/webinar/registration');
      await page.getByLabel('Voornaam').fill('Bezoek www.voorbeeld.nl');
      await page.getByLabel('Achternaam').fill('A'.repeat(101));
      // A pasted control character (here: escape) in a one-line field.
      await page.getByLabel('E-mailadres').fill('ada\u001b@example.com');
      await page.getByRole('button', { name: 'Registreren' }).click();
      await expect(page.getByLabel('Voornaam')).toHaveAccessibleDescription('Een naam mag geen webadres bevatten.');
      await expect(page.getByLabel('Achternaam')).toHaveAccessibleDescription('Gebruik maximaal 100 tekens.');
      await expect(page.getByLabel('E-mailadres')).toHaveAccessibleDescription(
        'Dit veld bevat tekens die niet zijn toegestaan.',
      );
    },
  );

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
    const project = (await (await request.get('/frontend-api/projectevents/webinar')).json()) as { _id: string };
    const stored = await storedRegistration(request, project._id, idFrom(page.url(), 'webinar'));
    expect(stored).toMatchObject({
      email,
      date_of_birth: '07-03-1990',
      knowledge_level: 3,
      role: 'role-advisor',
      membership_number: 'BNA12345',
      on_site_viewer: 0,
    });
  });
});

test.describe('multi-session', () => {
  // The opening has on-demand active, so its own route goes to on-demand; the closing's route registers.
  const PATH = '/multi-session-closing/registration';

  test('the full session is disabled, an open round is reported, then a registration with a session', async ({
    page,
    request,
  }) => {
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
  test('the form is a side panel, open by default, that locks page scrolling; the arrow closes it', async ({
    page,
  }) => {
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
    page.on('request', (r) => {
      if (r.url().includes('/page-views')) views += 1;
    });
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

  test('a professional-network prefill fills the form and, with ?linkedin, sends it once', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('linkedin');
    await page.addInitScript(
      (value) => {
        if (!sessionStorage.getItem('prefilled')) {
          sessionStorage.setItem('linkedinPrefill', value);
          sessionStorage.setItem('prefilled', '1');
        }
      },
      JSON.stringify({ email: email.toUpperCase(), firstName: 'Mei', lastName: 'Huang' }),
    );
    await page.goto('/dynamic/registration?linkedin=true');
    await expect(page).toHaveURL(new RegExp(`/dynamic/${REGISTRATION_ID}/registration-confirmation$`));
    const project = (await (await request.get('/frontend-api/projectevents/dynamic')).json()) as { _id: string };
    const stored = await storedRegistration(request, project._id, idFrom(page.url(), 'dynamic'));
    expect(stored).toMatchObject({ email, first_name: 'Mei', last_name: 'Huang' });
    expect(await page.evaluate(() => sessionStorage.getItem('linkedinPrefill'))).toBeNull();
  });
});
