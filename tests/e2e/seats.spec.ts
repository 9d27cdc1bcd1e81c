/**
 * Everything that changes on-site seats of `hybrid-summit` lives in this one serial file, so
 * parallel workers never race for the two free seats (38 of 40 taken in the seed). Elsewhere,
 * register on hybrid-summit as online only.
 * Order: attendance changes first (they give seats back), then the run-out journey.
 */
import { test } from './fixtures';
import { chooseOption } from './selectHelpers';

// Service workers are blocked in the desktop project (playwright.config.ts). The tests that go
// offline have theirs again (their group's test.use); online, the worker would only install and
// fill its caches beside the test.

test.describe.configure({ mode: 'serial' });

/**
 * Every registration of this file that may hold a seat. A failed test gives them all back: a
 * retry runs the file's tests again from the first, which count on the seed's free seats.
 */
const seatHolders: string[] = [];
test.afterEach(async ({ request }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  for (const id of seatHolders.splice(0)) {
    const response = await request.put(`/api/registrations/proj-hybrid-summit/${id}/unsubscribe`);
    test.expect(response.status(), `giving back the seat of ${id}`).toBe(200);
  }
});

// == attendance (change-attendance page) ==
// Fresh registrations change attendance (the seeded Ada and Grace stay as they are: other
// files show their layouts in parallel). They end on site / online as they started.
// `test.expect` keeps this section free of imports the other section may also need.

test.describe('attendance', () => {
  type Request = import('@playwright/test').APIRequestContext;
  const register = async (request: Request, firstName: string, onSite: 0 | 1) => {
    const email = `attendance.${firstName.toLowerCase()}.${Date.now()}@example.com`;
    const response = await request.post('/api/registrations', {
      data: {
        event_id: 'hybrid-summit',
        time_zone: 'Europe/Amsterdam',
        first_name: firstName,
        last_name: 'Tester',
        email,
        company: 'CareConnect',
        interests: ['interest-1'],
        on_site_viewer: onSite,
        SELECTED_EVENTS: ['hybrid-summit'],
      },
    });
    test.expect(response.status()).toBe(200);
    const { registrationID, on_site_viewer } = (await response.json()) as {
      registrationID: string;
      on_site_viewer: number;
    };
    seatHolders.push(registrationID);
    test.expect(on_site_viewer).toBe(onSite);
    return { email, path: `/hybrid-summit/${registrationID}/change-attendance`, id: registrationID };
  };

  test('a non-hybrid project sends change-attendance to unregister', async ({ page, request }) => {
    const expect = test.expect;
    const response = await request.post('/api/registrations', {
      data: {
        event_id: 'webinar',
        first_name: 'Anna',
        last_name: 'Smit',
        knowledge_level: 4,
        role: 'Adviseur',
        email: `attendance.${Date.now()}@example.com`,
      },
    });
    expect(response.status()).toBe(200);
    const { registrationID } = (await response.json()) as { registrationID: string };
    await page.goto(`/webinar/${registrationID}/change-attendance`);
    await expect(page).toHaveURL(new RegExp(`/webinar/${registrationID}/unregister$`));
  });

  test.describe(() => {
    test.use({ serviceWorkers: 'allow' });

    test(
      'on site: offline a change waits and can be withdrawn; ' +
        'online with toast, lock and a new mail; after the lock back on-site',
      async ({ page, context, request }) => {
        const expect = test.expect;
        const alex = await register(request, 'Alex', 1); // takes the 39th seat
        const mailsOfAlex = async () =>
          ((await (await request.get(`/dev/mail.json?to=${encodeURIComponent(alex.email)}`)).json()) as unknown[])
            .length;
        await page.goto(alex.path);
        const toggle = page.getByRole('radiogroup', { name: 'Change attendance' });
        const online = toggle.getByRole('radio', { name: /Online/ });
        const onSite = toggle.getByRole('radio', { name: /On site/ });
        const seats = page.locator('#attendance-seats');
        await expect(onSite).toHaveAttribute('aria-checked', 'true');
        await expect(seats).toHaveText('Only 1 seat left on site');

        // Offline the change is kept to be sent later (issue 13, offlineOutbox.spec.ts); choosing
        // on site again withdraws it, so nothing is sent when the network returns.
        await context.setOffline(true);
        await online.click();
        // Giving up the seat asks once (issue 29).
        const ask = page.getByRole('dialog', { name: 'Give up your seat on site?' });
        await ask.getByRole('button', { name: 'Yes, attend online' }).click();
        await expect(ask).toHaveCount(0);
        const kept = page
          .getByRole('status')
          .filter({ hasText: 'Your change to attend online is saved on this device' });
        await expect(kept).toBeVisible();
        await expect(online).toHaveAttribute('aria-checked', 'true');
        await onSite.click();
        await expect(kept).toHaveCount(0);
        await expect(onSite).toHaveAttribute('aria-checked', 'true');
        await context.setOffline(false);

        const mailsBefore = await mailsOfAlex();
        await online.click();
        await ask.getByRole('button', { name: 'Yes, attend online' }).click();
        await expect(
          page
            .getByRole('status')
            .filter({ hasText: 'You now attend online. We have sent you a new confirmation e-mail.' }),
        ).toBeVisible();
        await expect(online).toHaveAttribute('aria-checked', 'true');
        await expect(online).toBeDisabled();
        await expect(onSite).toBeDisabled();
        await expect(
          page.getByText('Your attendance was changed. You can change it again in a few seconds.'),
        ).toBeVisible();
        await expect.poll(mailsOfAlex).toBe(mailsBefore + 1);
        // The freed seat shows up through the 2.5 s poll.
        await expect(seats).toHaveText('2 seats left on site');

        // The lock ends by itself; no fixed wait.
        await expect(onSite).toBeEnabled({ timeout: 10_000 });
        await expect(
          page.getByText('Your attendance was changed. You can change it again in a few seconds.'),
        ).toHaveCount(0);
        await onSite.click();
        await expect(onSite).toHaveAttribute('aria-checked', 'true');
        await expect(
          page
            .getByRole('status')
            .filter({ hasText: 'You now attend on site. We have sent you a new confirmation e-mail.' }),
        ).toBeVisible();
        await expect(seats).toHaveText('Only 1 seat left on site');
        await expect.poll(mailsOfAlex).toBe(mailsBefore + 2);
        const registration = (await (await request.get(`/api/registrations/proj-hybrid-summit/${alex.id}`)).json()) as {
          on_site_viewer: number;
        };
        expect(registration.on_site_viewer).toBe(1);
      },
    );
  });

  test('online: taking the last seat leaves none; the toast goes after 5 s; back online after the lock', async ({
    page,
    request,
  }) => {
    const expect = test.expect;
    const bea = await register(request, 'Bea', 0);
    await page.goto(bea.path);
    const toggle = page.getByRole('radiogroup', { name: 'Change attendance' });
    const online = toggle.getByRole('radio', { name: /Online/ });
    const onSite = toggle.getByRole('radio', { name: /On site/ });
    const seats = page.locator('#attendance-seats');
    await expect(online).toHaveAttribute('aria-checked', 'true');
    await expect(seats).toHaveText('Only 1 seat left on site');

    await onSite.click();
    const toast = page.getByRole('status').filter({ hasText: 'You now attend on site.' });
    await expect(toast).toBeVisible();
    await expect(seats).toHaveText('No seats left on site');
    await expect(toast).toHaveCount(0);

    await expect(online).toBeEnabled({ timeout: 10_000 });
    await online.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, attend online' }).click();
    await expect(online).toHaveAttribute('aria-checked', 'true');
    await expect(seats).toHaveText('Only 1 seat left on site');
  });
});

// == run-out (on-site registration until no seat is left) ==
// Seats are filled up to one through the API, the last one is taken through the form, and
// later attempts through the form end up online. The attendance tests above run first, so
// the count is read from the server instead of assumed from the seed.

test.describe('run-out', () => {
  const PROJECT = 'proj-hybrid-summit';
  const CAPACITY = 40; // expectedOnSiteViewers of the seed
  const ID = '[A-Za-z0-9_-]{24}';
  type Page = import('@playwright/test').Page;
  type Request = import('@playwright/test').APIRequestContext;

  const email = (prefix: string) =>
    `runout.${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const seatsTaken = async (request: Request) =>
    (
      (await (await request.get(`/api/registrations/${PROJECT}/count-on-site-viewers`)).json()) as {
        onSiteViewers: number;
      }
    ).onSiteViewers;
  const stored = async (request: Request, url: string) => {
    const id = new RegExp(`/hybrid-summit/(${ID})`).exec(new URL(url).pathname)![1];
    seatHolders.push(id);
    return (await request.get(`/api/registrations/${PROJECT}/${id}`)).json() as Promise<{
      on_site_viewer: number;
      email: string;
    }>;
  };
  const fillForm = async (page: Page, address: string) => {
    await page.getByLabel('First name').fill('Hedy');
    await page.getByLabel('Last name').fill('Lamarr');
    await page.getByLabel('E-mail address').fill(address);
    await chooseOption(page, 'Organisation', 'MediSync');
    await page.getByRole('checkbox', { name: 'Remote patient monitoring' }).check();
  };

  test('the last seat through the form; then on site is disabled and later registrations are stored online', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const expect = test.expect;
    let taken = await seatsTaken(request);
    expect(taken).toBeLessThan(CAPACITY);
    while (taken < CAPACITY - 1) {
      const response = await request.post('/api/registrations', {
        data: {
          event_id: 'hybrid-summit',
          time_zone: 'Europe/Amsterdam',
          first_name: 'Seat',
          last_name: String(taken),
          email: email('api'),
          company: 'CareConnect',
          interests: ['interest-1'],
          on_site_viewer: 1,
          SELECTED_EVENTS: ['hybrid-summit'],
        },
      });
      expect(response.status()).toBe(200);
      const answer = (await response.json()) as { registrationID: string; on_site_viewer: number };
      seatHolders.push(answer.registrationID);
      expect(answer.on_site_viewer).toBe(1);
      taken = await seatsTaken(request);
    }

    // Two more visitors open the form while one seat is left and choose on site.
    const polling = await browser.newPage();
    // No service worker in this one, so the page itself sees (and loses) its poll requests.
    const stale = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
    for (const other of [polling, stale]) {
      await other.goto('/hybrid-summit/registration');
      await expect(other.getByText('Only 1 seat left on site')).toBeVisible();
      await other.getByRole('radio', { name: 'On site in Utrecht' }).check();
    }
    // The second one loses its connection to the seat count (the last reading stays).
    await stale.route('**/count-on-site-viewers', (route) => route.abort('internetdisconnected'));

    // The last seat, through the form: an on-site visitor goes to the personal link.
    await page.goto('/hybrid-summit/registration');
    await expect(page.getByText('Only 1 seat left on site')).toBeVisible();
    await fillForm(page, email('last-seat'));
    await page.getByRole('radio', { name: 'On site in Utrecht' }).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(new RegExp(`/hybrid-summit/${ID}(/olr83ee2)?$`));
    expect((await stored(request, page.url())).on_site_viewer).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('attendanceType'))).toBe('1');
    expect(await seatsTaken(request)).toBe(CAPACITY);

    // The 4.5 s poll: on site disabled, the answer back to online, and why.
    const onSite = polling.getByRole('radio', { name: 'On site in Utrecht' });
    await expect(onSite).toBeDisabled({ timeout: 15_000 });
    await expect(polling.getByRole('radio', { name: 'Online' })).toBeChecked();
    await expect(
      polling.getByText('All on-site seats are taken. You can still register to attend online.'),
    ).toBeVisible();
    await fillForm(polling, email('after-poll'));
    await polling.getByRole('button', { name: 'Register' }).click();
    await expect(polling).toHaveURL(new RegExp(`/hybrid-summit/${ID}/registration-confirmation$`));
    expect((await stored(request, polling.url())).on_site_viewer).toBe(0);

    // Without a fresh count the form still offers the seat; the server stores the visitor
    // online and the confirmation page is told so.
    await expect(stale.getByRole('radio', { name: 'On site in Utrecht' })).toBeChecked();
    await fillForm(stale, email('stale'));
    await stale.getByRole('button', { name: 'Register' }).click();
    await expect(stale).toHaveURL(new RegExp(`/hybrid-summit/${ID}/registration-confirmation\\?forcedOnline=1$`));
    expect((await stored(request, stale.url())).on_site_viewer).toBe(0);
    expect(await stale.evaluate(() => sessionStorage.getItem('attendanceType'))).toBe('0');

    expect(await seatsTaken(request)).toBe(CAPACITY);
    await polling.close();
    await stale.context().close();
  });
});
