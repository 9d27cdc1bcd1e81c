/**
 * Readable on any theme (issue 29): every tab of the web-app look (the hybrid summit with every
 * live widget on, and the orange open-hybrid theme), on a phone (390x844) and a laptop (1366x900);
 * every visitor route is read by the route sweep (a11y.spec.ts). axe's color-contrast must find no
 * violation, and each node it cannot judge (text over a gradient, an image or another element) must
 * pass a pixel check on a screenshot (contrastCheck.ts).
 */
import { expect, test, type Browser, type Page } from './fixtures';
import { unreadableText } from './contrastCheck';
import { control, summitCopy, uniqueEmail } from './liveHelpers';
import { open } from './visitorRoutes';

const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  laptop: { viewport: { width: 1366, height: 900 } },
} as const;
type Size = keyof typeof SIZES;

/** Every tab id of the web-app look (src/domain/tabs.ts PWA_TABS). */
const PWA_TABS = [
  'home',
  'info',
  'program',
  'handout',
  'question',
  'poll',
  'chat',
  'quiz',
  'custom',
  'support',
  'privacy-policy',
];

test.describe.configure({ mode: 'parallel', timeout: 240_000 });

async function sweep(
  browser: Browser,
  size: Size,
  visit: (page: Page, check: (label: string) => Promise<void>) => Promise<void>,
) {
  const context = await browser.newContext({ ...SIZES[size], reducedMotion: 'reduce' });
  const page = await context.newPage();
  const decoder = await context.newPage();
  const found: string[] = [];
  await visit(page, async (label) => {
    found.push(...(await unreadableText(page, decoder, `${size} ${label}`)));
  });
  await context.close();
  return found;
}

/** Each web-app tab the page offers, chosen by its hash; a tab it does not offer is skipped. */
async function everyTab(page: Page, path: string, check: (label: string) => Promise<void>) {
  await open(page, path);
  for (const tab of PWA_TABS) {
    await page.evaluate((hash) => {
      location.hash = hash;
    }, tab);
    const panel = page.locator(`.pwa-panel[id$="-panel-${tab}"]`);
    if (!(await panel.count())) continue;
    await expect(panel.locator('.page-loader, .spinner')).toHaveCount(0, { timeout: 15_000 });
    await check(`${path}#${tab}`);
  }
}

for (const size of Object.keys(SIZES) as Size[]) {
  test(`every web-app tab of the hybrid summit with every live widget on, ${size}: all text reads`, async ({
    browser,
    request,
  }) => {
    const eventId = await summitCopy(request);
    await control(request, eventId, {
      state: 'on-air',
      activePoll: 'poll-remote-care',
      activeQuiz: 'quiz-hospital-at-home',
      visible: { polls: true, chat: true, quiz: true, questions: true, handouts: true },
    });
    const registration = await request.post('/api/registrations', {
      data: {
        event_id: eventId,
        time_zone: 'Europe/Amsterdam',
        first_name: 'Ada',
        last_name: 'Tester',
        email: uniqueEmail('contrast'),
        company: 'CareConnect',
        interests: ['interest-1'],
        on_site_viewer: 1,
        SELECTED_EVENTS: [eventId],
      },
    });
    expect(registration.status(), await registration.text()).toBe(200);
    const { registrationID } = (await registration.json()) as { registrationID: string };
    const found = await sweep(browser, size, (page, check) => everyTab(page, `/${eventId}/${registrationID}`, check));
    expect(found).toEqual([]);
  });

  test(`every web-app tab of the orange open-hybrid theme, ${size}: all text reads`, async ({ browser }) => {
    const found = await sweep(browser, size, async (page, check) => {
      await open(page, '/open-hybrid/join');
      await check('/open-hybrid/join');
      await everyTab(page, '/open-hybrid/openRegistrationId000000?pwa=true', check);
    });
    expect(found).toEqual([]);
  });
}
