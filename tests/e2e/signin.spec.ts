/**
 * Sign-in flows against the production build and the real server's development providers
 * (/dev/oauth/linkedin and /dev/oauth/publisher check state, redirect uri and PKCE for real).
 * No fixed sleeps. Publisher sign-on registers only on a publisher project (issue 43): the demo's publisher-day.
 */
import { expect, test } from './fixtures';
import { LINKEDIN_PROVIDER, unique, session } from './signinHelpers';

test.describe('professional network', () => {
  test('the button leads to the provider and back to a prefilled registration', async ({ page }) => {
    const email = unique('linkedin');
    await page.goto('/webinar/registration');
    await page.getByRole('button', { name: /LinkedIn/ }).click();

    await expect(page.getByRole('heading', { name: LINKEDIN_PROVIDER })).toBeVisible();
    const authorize = new URL(page.url());
    expect(authorize.pathname).toBe('/dev/oauth/linkedin/authorize');
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(authorize.searchParams.get('scope')).toBe('openid profile email');
    expect(authorize.searchParams.get('redirect_uri')).toBe(new URL('/linkedin-auth-callback', page.url()).toString());
    const state = authorize.searchParams.get('state')!;
    expect(state).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(JSON.parse((await session(page, 'linkedinState'))!)).toEqual({ state, eventId: 'webinar' });

    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('E-mail address').fill(email);
    const exchange = page.waitForResponse((r) => r.url().endsWith('/dev/oauth/linkedin/access-token'));
    await page.getByRole('button', { name: 'Allow' }).click();
    expect((await exchange).status()).toBe(200);

    // Back at this event's registration with the flag. The webinar form has more required
    // fields, so the automatic submit holds back and the form shows the profile.
    await page.waitForURL(
      (url) => url.pathname === '/webinar/registration' && url.searchParams.get('linkedin') === 'true',
    );
    await expect(page.locator('input[name="email"]')).toHaveValue(email);
    await expect(page.locator('input[name="first_name"]')).toHaveValue('Ada');
    await expect(page.locator('input[name="last_name"]')).toHaveValue('Lovelace');
    expect(await session(page, 'linkedinState')).toBeNull();
  });

  test('a tampered state signs nobody in and returns to the registration', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    const exchanges: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/dev/oauth/linkedin/access-token')) exchanges.push(r.url());
    });

    await page.goto('/webinar/registration');
    await page.getByRole('button', { name: /LinkedIn/ }).click();
    await expect(page.getByRole('heading', { name: LINKEDIN_PROVIDER })).toBeVisible();
    expect(await session(page, 'linkedinState')).not.toBeNull();

    await page.goto('/linkedin-auth-callback?code=x&state=wrong');
    await page.waitForURL((url) => url.pathname === '/webinar/registration');
    expect(new URL(page.url()).searchParams.has('linkedin')).toBe(false);
    expect(await session(page, 'linkedinPrefill')).toBeNull();
    expect(await session(page, 'linkedinState')).toBeNull();
    await expect(page.locator('input[name="email"]')).toHaveValue('');
    expect(exchanges).toEqual([]);
    expect(logs.some((text) => text.includes('state does not match'))).toBe(true);
  });

  test('cancelling at the provider returns to the registration without the flag', async ({ page }) => {
    await page.goto('/webinar/registration');
    await page.getByRole('button', { name: /LinkedIn/ }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/webinar/registration');
    expect(new URL(page.url()).searchParams.has('linkedin')).toBe(false);
    expect(await session(page, 'linkedinPrefill')).toBeNull();
  });
});
