/**
 * Account journeys against the real server: login, page password, unregister and the
 * open-registration entry (the confirmation, calendar and participants pages: accountPages.spec.ts).
 * Registrations that change are made here through the API (never on-site on hybrid-summit:
 * seats.spec.ts owns those seats).
 */
import { expect, expectFocusInside, test } from './fixtures';
import { uniqueEmail, register, projectOf } from './accountHelpers';

// Service workers are blocked in the desktop project (playwright.config.ts). The tests that go
// offline have theirs again (their group's test.use); online, the worker would only install and
// fill its caches beside the test.

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
    await expect(alert).toHaveText(
      'Please double-check your email address. We did not find a registration for this email address.',
    );
    await expect(page).toHaveURL(/\/hybrid-summit\/login$/);
    await email.press('End');
    await email.press('Backspace');
    await expect(page.getByText('We did not find a registration')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Not registered yet? Register here' })).toHaveAttribute(
      'href',
      '/hybrid-summit/registration',
    );
  });

  test.describe(() => {
    test.use({ serviceWorkers: 'allow' });

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
  });

  test('open registration: login and the join link go to the open id in the web-app look', async ({ page }) => {
    await page.goto('/open-hybrid/login');
    await expect(page).toHaveURL(/\/open-hybrid\/openRegistrationId000000\?pwa=true$/);
    await page.goto('/open-hybrid/join');
    await expect(page).toHaveURL(/\/open-hybrid\/openRegistrationId000000\?pwa=true$/);
    await expect(page.locator('[data-layout="pwa"]')).toBeVisible();
  });
});

test(
  'page password: the dialog cannot be closed, ' + 'the wrong case fails in German, the right one opens the page',
  async ({ page, request }) => {
    const id = await register(request, {
      event_id: 'secure-live',
      first_name: 'Klara',
      last_name: 'Schmidt',
      email: uniqueEmail('klara'),
    });
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
      'Das eingegebene Passwort ist ungültig. Beachten Sie, dass beim Passwort zwischen Groß- und Kleinschreibung ' +
        'unterschieden wird.',
    );
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    await password.fill('Open-Sesame');
    await dialog.getByRole('button', { name: 'Seite öffnen' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: project.eventTitle })).toBeVisible();

    // This tab remembers the secure data: a reload skips the dialog.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: project.eventTitle })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  },
);

test('unregister: agreement required, then the message, also on return; login then finds nothing', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('unregister');
  const id = await register(request, {
    event_id: 'webinar',
    first_name: 'Pieter',
    last_name: 'de Vries',
    email,
    knowledge_level: 6,
    role: 'Architect',
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
  await expect(page.getByRole('link', { name: 'Terug naar de registratie' })).toHaveAttribute(
    'href',
    '/webinar/registration',
  );

  await page.goto(`/webinar/${id}/unregister`);
  await expect(page.getByText('U bent afgemeld voor dit evenement.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Afmelden' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Terug naar de registratie' })).toBeVisible();

  await page.goto('/webinar/login');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'Controleer uw e-mailadres. Wij hebben geen registratie gevonden voor dit e-mailadres. Nog niet geregistreerd? ' +
      'Vul dan het registratieformulier in.',
  );
});
