/**
 * The last spec rows of issue 30, one test each (unit tests cover CONST-01, CONST-04, CONST-06,
 * SUB-01, CONF-03 and the question rules): seeded projects are read; where a row needs a setting
 * the seed does not have, a copy of a project is imported (summitCopy, multiSessionCopy, eventCopy).
 */
import { expect, expectFocusInside, test, type APIRequestContext, type Page } from './fixtures';
import { eventCopy, liveTabNames, registerWebinar, summitCopy } from './liveHelpers';
import { control, multiSessionCopy, register } from './momentsHelpers';

const registerSummitCopy = (request: APIRequestContext, eventId: string) =>
  register(request, {
    event_id: eventId,
    company: 'CareConnect',
    interests: ['interest-1'],
    on_site_viewer: 0,
    SELECTED_EVENTS: [eventId],
  });
const liveTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Live tabs' }).getByRole('tab', { name, exact: true });
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

test('I18N-05: the company route loads its project with the client time zone', async ({ page }) => {
  const load = page.waitForRequest((r) => r.url().includes('/frontend-api/company-preview/demo-company'));
  await page.goto('/demo-company/registration-company');
  expect(new URL((await load).url()).searchParams.get('timeZone')).toBeTruthy();
});

test('I18N-02: navigating in the app to another cached project switches the language, and back again', async ({
  page,
}) => {
  await page.goto('/webinar');
  await expect(page.getByRole('link', { name: 'Registreren', exact: true })).toBeVisible();
  expect(await htmlLang(page)).toBe('nl');
  const inApp = (path: string) =>
    page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  await inApp('/hybrid-summit');
  await expect(page.getByRole('link', { name: 'Register', exact: true })).toBeVisible();
  expect(await htmlLang(page)).toBe('en');
  await page.goBack(); // the cached webinar: no new load, its language all the same
  await expect(page.getByRole('link', { name: 'Registreren', exact: true })).toBeVisible();
  expect(await htmlLang(page)).toBe('nl');
});

test('SSO-01: a publisher-type project leads to the publisher sign-in instead of the form', async ({ page }) => {
  await page.goto('/publisher-day/registration');
  const signin = page.getByTestId('publisher-signin');
  await expect(signin.getByRole('link', { name: 'Register with your publisher account' })).toHaveAttribute(
    'href',
    '/publisher-day/publisher-login',
  );
  await expect(page.getByRole('textbox', { name: /E-mail/ })).toHaveCount(0);
  await signin.getByRole('link').click();
  await expect(page).toHaveURL(/\/dev\/oauth\/publisher\//);
});

test('LIVE-07 and END-04: the announcement above the player; the sponsors footer logo in the footer', async ({
  page,
}) => {
  await page.goto('/hybrid-summit/demoRegistrationOnline01');
  const announcement = page.getByTestId('live-announcement');
  await expect(announcement).toHaveText(
    'The panel moves to Hall 2 after the break; online viewers simply stay on this page.',
  );
  const above = await announcement.evaluate((el) => {
    const stage = document.querySelector('.live-stage')!;
    return el.getBoundingClientRect().bottom <= stage.getBoundingClientRect().top;
  });
  expect(above).toBe(true);
  await expect(page.locator('footer.site-footer [data-testid="footer-sponsors-logo"]')).toHaveAttribute(
    'src',
    /brightwave/,
  );
});

test('LIVE-29: showProgramTab false keeps the program out of the live sidebar', async ({ page, request }) => {
  const eventId = await summitCopy(request, (doc) => {
    doc.showProgramTab = false;
  });
  const id = await registerSummitCopy(request, eventId);
  await page.goto(`/${eventId}/${id}#speakers`);
  await expect(liveTab(page, 'Speakers')).toBeVisible();
  const names = await liveTabNames(page); // the row and its More menu (issue 45)
  expect(names).toContain('Speakers');
  expect(names).not.toContain('Program');
});

test('END-03: endPage.showCrispChat keeps the chat on the end page', async ({ page, request }) => {
  const eventId = await summitCopy(request, (doc) => {
    doc.endPage = { ...doc.endPage, showCrispChat: true };
  });
  const id = await registerSummitCopy(request, eventId);
  await control(request, eventId, 'post');
  await page.goto(`/${eventId}/${id}`);
  await expect(page.getByTestId('end-page')).toBeVisible();
  await expect(page.getByTestId('end-sidebar').getByRole('tab', { name: 'Chat' })).toBeVisible();
});

test('AGD-13: the end of a session lists the sessions still to come that the visitor has not chosen', async ({
  page,
  request,
}) => {
  const copy = await multiSessionCopy(request);
  const id = await register(request, { event_id: copy.opening, SELECTED_EVENTS: [copy.opening, copy.roundA] });
  await control(request, copy.roundA, 'post');
  await page.goto(`/${copy.roundA}/${id}`);
  const ended = page.getByRole('dialog', { name: 'This session has ended' });
  await expectFocusInside(ended);
  await ended.press('Escape');
  const upcoming = page.getByTestId('upcoming-sessions');
  await expect(upcoming.locator('.agenda-session')).toHaveCount(1);
  await expect(
    upcoming.locator(`.agenda-session[data-event-id="${copy.closing}"]`).getByRole('button', { name: 'Register' }),
  ).toBeVisible();
});

test('an agenda group hash on the live page opens the agenda tab at that round', async ({ page }) => {
  await page.goto('/multi-session-round1-a/demoRegistrationMulti001#Round%201');
  await expect(liveTab(page, 'Agenda')).toHaveAttribute('aria-selected', 'true');
  const round = page.locator('.agenda-group[data-group-name="Round 1"]');
  await expect(round).toBeInViewport();
  await expect(round.getByRole('button', { name: 'Show only my session' })).toBeVisible(); // opened
});

test(
  'PART-03 / AGD-20: participants and sponsors elements ' + 'on the dynamic page; the program links /participants',
  async ({ page, request }) => {
    await page.goto('/dynamic');
    await expect(page.locator('[data-block-id="block-participants"]')).toContainText('Who is joining');
    await expect(
      page.locator('[data-block-id="block-sponsors"]').getByRole('link', { name: 'Careers at Fjord' }),
    ).toBeVisible();

    // The list is off unless the organiser turns it on (issue 43): a webinar copy that does.
    const webinar = await eventCopy(request, 'proj-webinar', 'part', (doc) => {
      doc.registration.participantsList = true;
    });
    const id = await registerWebinar(request, webinar);
    await page.goto(`/${webinar}/${id}`);
    await page.getByTestId('participants-element').getByRole('link', { name: 'Bekijk de deelnemers' }).click();
    await expect(page).toHaveURL(new RegExp(`/${webinar}/${id}/participants$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deelnemers');
  },
);
