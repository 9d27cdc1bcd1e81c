/**
 * Publisher single sign-on against the production build and the real server's development provider
 * (/dev/oauth/publisher checks state, redirect uri and PKCE for real), on the demo's publisher
 * project (issue 43): publisher-day. No fixed sleeps. The professional network: signin.spec.ts.
 */
import { expect, test } from './fixtures';
import {
  PUBLISHER_PROVIDER,
  REGISTRATION_ID,
  isPublisherAuthorize,
  unique,
  session,
  collectDialogs,
  recordHeadings,
  projectId,
  startPublisher,
  fillPublisherPerson,
} from './signinHelpers';

test.describe('publisher single sign-on', () => {
  test('publisher-login, provider, Allow: a generated registration and the personal page', async ({
    page,
    request,
  }) => {
    const email = unique('publisher');
    const dialogs = collectDialogs(page);
    const headings = await recordHeadings(page);
    let callbackUrl = '';
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.url().includes('/cas-callback')) callbackUrl = r.url();
    });

    await startPublisher(page);
    const authorize = new URL(page.url());
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      client_id: expect.any(String),
      redirect_uri: new URL('/publisher-day/cas-callback', page.url()).toString(),
      response_type: 'code',
      state: expect.stringMatching(/^[A-Za-z0-9]{40}$/),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
    });
    expect(await session(page, 'publisherState')).toBe(authorize.searchParams.get('state'));
    expect(await session(page, 'publisherVerifier')).toMatch(/^[A-Za-z0-9._~-]{128}$/);

    await fillPublisherPerson(page, email);
    const registered = page.waitForResponse((r) => r.url().endsWith('/api/sso-registrations'));
    await page.getByRole('button', { name: 'Allow' }).click();
    const answer = await registered;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toMatchObject({
      event_id: 'publisher-day',
      email,
      first_name: 'Pieter',
      last_name: 'Publisher',
    });
    // a webinar: only hybrid bodies say online
    expect(answer.request().postDataJSON()).not.toHaveProperty('on_site_viewer');

    await page.waitForURL(
      (url) => REGISTRATION_ID.test(url.pathname.split('/')[2] ?? '') && url.pathname.split('/').length === 3,
    );
    const registrationId = new URL(page.url()).pathname.split('/')[2]!;
    expect(new URL(page.url()).pathname).toBe(`/publisher-day/${registrationId}`);
    expect(await session(page, 'publisherState')).toBeNull();
    expect(await session(page, 'publisherVerifier')).toBeNull();
    expect(headings).toContain('Requesting token');

    const stored = await request.get(
      `/api/registrations/${await projectId(request, 'publisher-day')}/${registrationId}`,
    );
    expect(stored.ok()).toBe(true);
    expect(await stored.json()).toMatchObject({
      _id: registrationId,
      email,
      on_site_viewer: 0,
      GENERATED: true,
      cas_id: expect.any(String),
    });

    // The same callback again (state and verifier were used up): refused.
    expect(callbackUrl).toContain('code=');
    await page.goto(callbackUrl);
    await page.waitForURL((url) => url.pathname === '/publisher-day/registration');
    expect(dialogs).toEqual(['failed to log in!']);
  });

  test('the redirect page shows before the provider opens', async ({ page }) => {
    // Locators and evaluate wait while a navigation is pending: the page reports its headings itself.
    const headings = await recordHeadings(page);
    await page.goto('/publisher-day/publisher-login');
    await expect(page.getByRole('heading', { name: PUBLISHER_PROVIDER })).toBeVisible();
    await expect.poll(() => headings).toContain('Redirecting to the publisher');
  });

  test('a tampered state alerts "failed to log in!", a missing code "failed to log in."', async ({ page }) => {
    const dialogs = collectDialogs(page);
    await startPublisher(page);
    const state = (await session(page, 'publisherState'))!;

    await page.goto('/publisher-day/cas-callback?code=abc&state=wrong');
    await page.waitForURL((url) => url.pathname === '/publisher-day/registration');
    await expect.poll(() => dialogs).toEqual(['failed to log in!']);
    // Checked once, then gone: the state does not survive a failed callback.
    expect(await session(page, 'publisherState')).toBeNull();
    // English project (international variant), no alternate e-learning link: no marker.
    expect(await session(page, 'loginFailed')).toBeNull();

    await startPublisher(page);
    await page.goto(`/publisher-day/cas-callback?state=${state}`);
    await page.waitForURL((url) => url.pathname === '/publisher-day/registration');
    await expect.poll(() => dialogs).toEqual(['failed to log in!', 'failed to log in.']);
  });

  test('the alerts speak the project language (webinar: Dutch, formal)', async ({ page }) => {
    const dialogs = collectDialogs(page);
    await startPublisher(page, 'webinar');
    await page.goto('/webinar/cas-callback?code=abc&state=wrong');
    await page.waitForURL((url) => url.pathname === '/webinar/registration');
    await expect.poll(() => dialogs).toEqual(['inloggen mislukt!']);
  });

  test('a wrong verifier fails at the real token endpoint; the retry link starts over and works', async ({ page }) => {
    const email = unique('verifier');
    await startPublisher(page);
    // The provider page has the app's origin: overwrite the saved verifier with another valid one.
    await page.evaluate(() => sessionStorage.setItem('publisherVerifier', 'x'.repeat(128)));
    await fillPublisherPerson(page, email);
    const token = page.waitForResponse((r) => r.url().includes('/dev/oauth/publisher/token'));
    await page.getByRole('button', { name: 'Allow' }).click();
    expect((await token).status()).toBe(400);

    await expect(page.getByRole('heading', { name: 'Please wait' })).toBeVisible();
    const retry = page.getByRole('link', { name: 'Requesting accessToken failed. Click here to retry.' });
    await expect(retry).toBeVisible();
    await retry.click();

    await expect(page.getByRole('heading', { name: PUBLISHER_PROVIDER })).toBeVisible();
    await fillPublisherPerson(page, email);
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => /^\/publisher-day\/[A-Za-z0-9_-]{24}$/.test(url.pathname));
  });

  test.describe('with intercepted requests', () => {
    // Requests are intercepted: keep the service worker out of the way.
    test.use({ serviceWorkers: 'block' });

    test('a failed profile or registration request shows its retry, and the retry finishes the sign-in', async ({
      page,
    }) => {
      const email = unique('retry');
      // The network drops the first profile request and the first registration request.
      let dropProfile = true;
      let dropRegistration = true;
      await page.route(
        (url) => url.pathname === '/dev/oauth/publisher/profile',
        (route) => {
          if (!dropProfile) return route.continue();
          dropProfile = false;
          return route.abort('connectionreset');
        },
      );
      await page.route(
        (url) => url.pathname === '/api/sso-registrations',
        (route) => {
          if (!dropRegistration) return route.continue();
          dropRegistration = false;
          return route.abort('connectionreset');
        },
      );

      await startPublisher(page);
      await fillPublisherPerson(page, email);
      await page.getByRole('button', { name: 'Allow' }).click();

      await expect(page.getByRole('heading', { name: 'Please wait' })).toBeVisible();
      await page.getByRole('button', { name: 'Requesting profile failed. Click here to retry.' }).click();
      await page.getByRole('button', { name: 'Registration failed. Click here to retry.' }).click();
      await page.waitForURL((url) => /^\/publisher-day\/[A-Za-z0-9_-]{24}$/.test(url.pathname));
    });

    test('accepts the saved verifier once and refuses another verifier', async ({ page, request }) => {
      async function codeFromProvider(): Promise<{
        code: string;
        verifier: string;
        redirectUri: string;
        clientId: string;
      }> {
        // Catch the provider's redirect to the app (the real 302), and stop there.
        const callback = new Promise<string>((resolve) => {
          void page.route(isPublisherAuthorize, async (route) => {
            if (route.request().method() !== 'POST') return route.continue();
            const response = await route.fetch({ maxRedirects: 0 });
            expect(response.status()).toBe(302);
            resolve(response.headers().location!);
            await route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Callback held by the test</h1>' });
          });
        });
        await startPublisher(page);
        const authorize = new URL(page.url());
        const verifier = (await session(page, 'publisherVerifier'))!;
        await fillPublisherPerson(page, unique('token'));
        await page.getByRole('button', { name: 'Allow' }).click();
        const url = new URL(await callback);
        await expect(page.getByRole('heading', { name: 'Callback held by the test' })).toBeVisible();
        await page.unroute(isPublisherAuthorize);
        return {
          code: url.searchParams.get('code')!,
          verifier,
          redirectUri: authorize.searchParams.get('redirect_uri')!,
          clientId: authorize.searchParams.get('client_id')!,
        };
      }
      const tokenCall = (grant: { code: string; redirectUri: string; clientId: string }, verifier: string) =>
        request.get('/dev/oauth/publisher/token', {
          params: {
            client_id: grant.clientId,
            redirect_uri: grant.redirectUri,
            code: grant.code,
            code_verifier: verifier,
          },
        });

      const first = await codeFromProvider();
      expect(
        (
          await tokenCall(
            first,
            first.verifier.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')),
          )
        ).status(),
      ).toBe(400);

      const second = await codeFromProvider();
      const ok = await tokenCall(second, second.verifier);
      expect(ok.status()).toBe(200);
      expect(await ok.json()).toMatchObject({ access_token: expect.any(String) });
      // Single use.
      expect((await tokenCall(second, second.verifier)).status()).toBe(400);
    });
  });
});
