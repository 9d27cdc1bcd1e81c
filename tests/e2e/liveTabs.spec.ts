/**
 * The live tabs (issue 9): the live page's sidebar tabs and the web-app bar against the real
 * server and its reference live director. Each test imports its own copy of hybrid-summit (on
 * air by its clock, its own broadcast) through the organiser API, so it can drive the controller
 * without touching another test's broadcast.
 */
import { expect, test } from './fixtures';
import { connected, control, liveTabNames, openLiveTab, summitCopy } from './liveHelpers';
import { register, tab, announcer } from './liveTabsHelpers';

test(
  'the hash picks the tab, arrow keys move between tabs, ' +
    'More holds the rest, and fullscreen shows them all vertically',
  async ({ page, request }) => {
    const eventId = await summitCopy(request);
    const id = await register(request, eventId, 0);
    await page.goto(`/${eventId}/${id}#speakers`);
    await connected(page); // the controller's tabs (Questions, Handouts) come with the connection
    await expect(tab(page, 'Speakers')).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('tabpanel', { name: 'Speakers' }).getByRole('link', { name: 'Dr. Amara Okafor' }),
    ).toHaveAttribute('href', /amara-okafor/);

    // The seeded tabOrder: livecontent, program, speakers, sponsors, question, poll, handout, custom;
    // the row holds what fits (the selected tab always), More the rest (issue 45).
    const order = ['Info', 'Program', 'Speakers', 'Sponsors', 'Questions', 'Handouts', 'Venue'];
    expect((await liveTabNames(page)).sort()).toEqual([...order].sort());

    await tab(page, 'Speakers').focus();
    await page.keyboard.press('ArrowLeft');
    const selected = page.getByRole('tablist', { name: 'Live tabs' }).getByRole('tab', { selected: true });
    await expect(selected).not.toHaveText('Speakers');
    await expect(selected).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Speakers')).toBeFocused();
    await expect(tab(page, 'Speakers')).toHaveAttribute('aria-selected', 'true');

    await openLiveTab(page, 'Sponsors');
    await expect(page).toHaveURL(/#sponsors$/);
    const sponsors = page.getByRole('tabpanel', { name: 'Sponsors' });
    await expect(sponsors.getByRole('link', { name: 'Visit MediSync' })).toHaveCSS(
      'background-color',
      'rgb(8, 145, 178)',
    );
    await expect(sponsors.getByText('Approval number: NL-MS-2026-014')).toBeVisible();
    await expect(sponsors.getByTestId('sponsors-footer-logo')).toBeVisible();

    await expect(page.getByRole('tablist', { name: 'Live tabs' })).toHaveAttribute('aria-orientation', 'horizontal');
    await page.getByRole('button', { name: 'Fullscreen', exact: true }).click();
    await expect(page.getByRole('tablist', { name: 'Live tabs' })).toHaveAttribute('aria-orientation', 'vertical');
    // The column has room for every tab, in the event's order, and no More menu.
    expect(await page.getByRole('tablist', { name: 'Live tabs' }).getByRole('tab').allTextContents()).toEqual(order);
    await expect(page.getByTestId('live-tabs-more')).toHaveCount(0);
    await tab(page, 'Sponsors').focus();
    await page.keyboard.press('End');
    await expect(tab(page, 'Venue')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Venue' }).getByRole('heading', { name: 'Venue' })).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await expect(tab(page, 'Handouts')).toHaveAttribute('aria-selected', 'true');
  },
);

test(
  'the tab list follows the controller: chat appears live, ' +
    'survives a reload, and hiding it falls back to the first tab',
  async ({ page, request }) => {
    const eventId = await summitCopy(request);
    const id = await register(request, eventId, 0);
    await page.goto(`/${eventId}/${id}`);
    await connected(page);
    await expect(tab(page, 'Info')).toHaveAttribute('aria-selected', 'true');
    expect(await liveTabNames(page)).not.toContain('Chat');

    await control(request, eventId, { visible: { chat: true } });
    await expect(announcer(page)).toHaveText(/Chat is open/);
    await expect.poll(() => liveTabNames(page)).toContain('Chat'); // in the row, or behind More
    await expect(tab(page, 'Info')).toHaveAttribute('aria-selected', 'true'); // a new tab does not take over
    await openLiveTab(page, 'Chat');
    await expect(page).toHaveURL(/#chat$/);

    // The chat stand-in got the registered visitor's name and e-mail, in the event's room.
    const frame = page.frameLocator('iframe[title="Chat"]');
    await expect(frame.getByTestId('chat-nickname')).toHaveText('Grace Tester');
    const seen = (await (await request.get(`/dev/chat/last?kind=event&id=room-${eventId}`)).json()) as Record<
      string,
      string
    >;
    expect(seen).toMatchObject({ kind: 'event', id: `room-${eventId}`, nickname: 'Grace Tester' });
    expect(seen.email).toMatch(/^tabs\./);

    await page.reload();
    await expect(tab(page, 'Chat')).toHaveAttribute('aria-selected', 'true');

    await control(request, eventId, { visible: { chat: false } });
    await expect(tab(page, 'Chat')).toHaveCount(0);
    await expect(tab(page, 'Info')).toHaveAttribute('aria-selected', 'true');
    await expect(announcer(page)).toHaveText(/Chat is closed/);
    await expect(page).not.toHaveURL(/#chat/);
    expect(await liveTabNames(page)).not.toContain('Chat');
  },
);

test('the website chat gets the nickname, e-mail and locale nl for a Dutch event', async ({ page, request }) => {
  const site = `site-${Date.now().toString(36)}`;
  const eventId = await summitCopy(request, (doc, event) => {
    doc.language = 'nlInformal';
    Object.assign(event, { chatType: 'websiteChat', websiteChatId: site });
  });
  await control(request, eventId, { visible: { chat: true } });
  const id = await register(request, eventId, 0);
  await page.goto(`/${eventId}/${id}#chat`);
  await expect(tab(page, 'Chat', 'Live-tabbladen')).toHaveAttribute('aria-selected', 'true');
  await expect(page.frameLocator('iframe[title="Chat"]').getByRole('button', { name: 'Versturen' })).toBeVisible();
  const seen = (await (await request.get(`/dev/chat/last?kind=website&id=${site}`)).json()) as Record<string, string>;
  expect(seen).toMatchObject({ kind: 'website', nickname: 'Grace Tester', locale: 'nl' });
  expect(seen.email).toMatch(/^tabs\..+@example\.com$/);
});

test('a handout asks for confirmation on the desktop live page', async ({ page, request }) => {
  const eventId = await summitCopy(request);
  const id = await register(request, eventId, 0);
  await page.goto(`/${eventId}/${id}#handout`);
  await page.getByRole('tabpanel', { name: 'Handouts' }).getByRole('link', { name: 'Programme (PDF)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download handout' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => getComputedStyle(el).maxWidth)).toBe('600px');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('in preview the speaker links are inert and the chat gets the preview nickname', async ({ page, request }) => {
  const eventId = await summitCopy(request);
  await control(request, eventId, { visible: { chat: true } });
  const id = await register(request, eventId, 0);
  await page.goto(`/${eventId}/${id}?previewMode=default#speakers`);
  const link = page.getByRole('tabpanel', { name: 'Speakers' }).getByRole('link', { name: 'Dr. Amara Okafor' });
  await expect(link).toHaveAttribute('aria-disabled', 'true');
  await expect(link).not.toHaveAttribute('href', /./);
  await openLiveTab(page, 'Chat');
  await expect(page.frameLocator('iframe[title="Chat"]').getByTestId('chat-nickname')).toHaveText('Preview');
});

test('after the broadcast the end page keeps the chat in its sidebar tabs while the controller shows it', async ({
  page,
  request,
}) => {
  const eventId = await summitCopy(request);
  await control(request, eventId, { state: 'post', visible: { chat: true } });
  const id = await register(request, eventId, 0);
  await page.goto(`/${eventId}/${id}`);
  await expect(page.getByTestId('end-page')).toBeVisible();
  const sidebar = page.getByTestId('end-sidebar');
  await sidebar.getByRole('tab', { name: 'Chat' }).click();
  await expect(page.frameLocator('iframe[title="Chat"]').getByTestId('chat-nickname')).toHaveText('Grace Tester');
  await control(request, eventId, { visible: { chat: false } });
  await expect(sidebar).toHaveCount(0); // desktop: no sidebar without the chat
});

test.describe('the web-app on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // The PDF opens in a tab of its own: the desktop browser's viewer (the headless shell downloads it).
  test('a handout opens without confirmation for a web-app user', { tag: '@desktop-browser' }, async ({
    page,
    request,
  }) => {
    const eventId = await summitCopy(request);
    const id = await register(request, eventId, 1);
    await page.goto(`/${eventId}/${id}#handout`);
    const opened = page.context().waitForEvent('page');
    await page.getByRole('link', { name: 'Programme (PDF)' }).click();
    const handout = await opened;
    await expect(handout).toHaveURL(/\/media\/hybrid-summit\/programme\.pdf$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await handout.close();
  });
});
