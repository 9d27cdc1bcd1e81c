/**
 * Everything that changes on-site seats of `hybrid-summit` lives in this one serial file, so
 * parallel workers never race for the two free seats (38 of 40 taken in the seed). Elsewhere,
 * register on hybrid-summit as online only.
 * Order: attendance changes first (they give seats back), then the run-out journey.
 */
import { test } from '@playwright/test';

test.describe.configure({ mode: 'serial' });

// == attendance (change-attendance page) ==
// Ada (on-site) and Grace (online) of the seed change attendance and are put back as they were.
// `test.expect` keeps this section free of imports the other section may also need.

test.describe('attendance', () => {
  const ADA = '/hybrid-summit/demoRegistrationHybrid01/change-attendance';
  const GRACE = '/hybrid-summit/demoRegistrationOnline01/change-attendance';

  test('a non-hybrid project sends change-attendance to unregister', async ({ page, request }) => {
    const expect = test.expect;
    const response = await request.post('/api/registrations', { data: {
      event_id: 'webinar', first_name: 'Anna', last_name: 'Smit', knowledge_level: 4, role: 'Adviseur',
      email: `attendance.${Date.now()}@example.com`,
    } });
    expect(response.status()).toBe(200);
    const { registrationID } = await response.json() as { registrationID: string };
    await page.goto(`/webinar/${registrationID}/change-attendance`);
    await expect(page).toHaveURL(new RegExp(`/webinar/${registrationID}/unregister$`));
  });

  test('ada: a failed change keeps on-site; online with toast, lock and a new mail; after the lock back on-site', async ({ page, context, request }) => {
    const expect = test.expect;
    const mailsOfAda = async () => (await (await request.get('/dev/mail.json?to=ada@example.com')).json() as unknown[]).length;
    await page.goto(ADA);
    const toggle = page.getByRole('radiogroup', { name: 'Change attendance' });
    const online = toggle.getByRole('radio', { name: /Online/ });
    const onSite = toggle.getByRole('radio', { name: /On site/ });
    const seats = page.locator('#attendance-seats');
    await expect(onSite).toHaveAttribute('aria-checked', 'true');
    await expect(seats).toHaveText('2 seats left on site');

    // Offline: nothing changes, and the visitor is told why.
    await context.setOffline(true);
    await online.click();
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
      'You are offline, so your attendance was not changed. Try again when you are back online.');
    await expect(onSite).toHaveAttribute('aria-checked', 'true');
    await context.setOffline(false);

    const mailsBefore = await mailsOfAda();
    await online.click();
    await expect(page.getByRole('status').filter({ hasText: 'You now attend online. We have sent you a new confirmation e-mail.' })).toBeVisible();
    await expect(online).toHaveAttribute('aria-checked', 'true');
    await expect(online).toBeDisabled();
    await expect(onSite).toBeDisabled();
    await expect(page.getByText('Your attendance was changed. You can change it again in a few seconds.')).toBeVisible();
    await expect.poll(mailsOfAda).toBe(mailsBefore + 1);
    // The freed seat shows up through the 2.5 s poll.
    await expect(seats).toHaveText('3 seats left on site');

    // The lock ends by itself; no fixed wait.
    await expect(onSite).toBeEnabled({ timeout: 10_000 });
    await expect(page.getByText('Your attendance was changed. You can change it again in a few seconds.')).toHaveCount(0);
    await onSite.click();
    await expect(onSite).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'You now attend on site. We have sent you a new confirmation e-mail.' })).toBeVisible();
    await expect(seats).toHaveText('2 seats left on site');
    await expect.poll(mailsOfAda).toBe(mailsBefore + 2);
    const registration = await (await request.get('/api/registrations/proj-hybrid-summit/demoRegistrationHybrid01')).json() as { on_site_viewer: number };
    expect(registration.on_site_viewer).toBe(1);
  });

  test('grace: taking a seat leaves "Only 1 seat"; the toast goes after 5 s; back online after the lock', async ({ page }) => {
    const expect = test.expect;
    await page.goto(GRACE);
    const toggle = page.getByRole('radiogroup', { name: 'Change attendance' });
    const online = toggle.getByRole('radio', { name: /Online/ });
    const onSite = toggle.getByRole('radio', { name: /On site/ });
    const seats = page.locator('#attendance-seats');
    await expect(online).toHaveAttribute('aria-checked', 'true');
    await expect(seats).toHaveText('2 seats left on site');

    await onSite.click();
    const toast = page.getByRole('status').filter({ hasText: 'You now attend on site.' });
    await expect(toast).toBeVisible();
    await expect(seats).toHaveText('Only 1 seat left on site');
    await expect(toast).toHaveCount(0, { timeout: 10_000 });

    await expect(online).toBeEnabled({ timeout: 10_000 });
    await online.click();
    await expect(online).toHaveAttribute('aria-checked', 'true');
    await expect(seats).toHaveText('2 seats left on site');
  });
});


// == run-out (on-site registration until no seat is left) ==
test('placeholder keeps the file valid until the journeys land', () => {});
