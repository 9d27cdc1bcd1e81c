/**
 * Issue 50, reactions and the word cloud, on a laptop (the live page of a hybrid-summit copy, with
 * the room screen) and on a phone (the web-app home of an open-hybrid copy): a word sent on one
 * page is in the cloud of another within a second, a reaction tapped on one floats on the other,
 * and the live page with the bar and the cloud is axe clean. Each test drives its own copy.
 * With SHOTS=1 it saves the screens to /work/shots/h13/.
 */
import { AxeRun } from './axeRun';
import { type APIRequestContext, expect, test, type Page } from './fixtures';
import { connected, control, eventCopy, registerHybridOnline, summitCopy, TOKEN } from './liveHelpers';

const SHOTS = process.env.SHOTS ? '/work/shots/h13' : '';
const QUESTION = 'One word for this session?';

/** Sends a word on `from` and expects it (`shown`: normalised) in the cloud of `to` within a second of the tap. */
async function wordReaches(from: Page, to: Page, word: string, shown = word.toLowerCase()) {
  await from.getByTestId('word-cloud-panel').getByRole('textbox').fill(word);
  await from.getByTestId('word-cloud-panel').locator('button[type=submit]').click();
  await expect(to.getByTestId('word-cloud').locator('.cloud-word', { hasText: shown })).toBeVisible({
    timeout: 1000,
  });
  // The screen-reader list says the same.
  await expect(to.getByTestId('word-cloud-list')).toContainText(shown);
}

/** Taps a reaction on `from`; it floats on `to` (the stream's burst, within the bursts' pace). */
async function reactionFloats(from: Page, to: Page) {
  await from.getByTestId('reaction-bar').locator('[data-reaction=clap]').click();
  await expect(to.locator('[data-testid=reaction-float][data-reaction=clap]').first()).toBeAttached({ timeout: 3000 });
}

/** Screenshots only: a cloud of some size, three words from each of a few more registrations. */
async function growCloud(request: APIRequestContext, eventId: string) {
  const state = (await (await request.get(`/live-director/state/${eventId}`)).json()) as {
    items: { cloud: { id: string } };
  };
  const words = ['teamwork', 'hospital at home', 'inspiring', 'data', 'samen', 'care', 'teamwork', 'future'];
  for (let i = 0; i < 8; i++) {
    const voterId = await registerHybridOnline(request, eventId);
    for (let j = 0; j < 3; j++) {
      const word = words[(i * j + j) % words.length];
      await request.post(`/live-director/clouds/${eventId}/${state.items.cloud.id}/words`, { data: { voterId, word } });
    }
  }
}

/** Screenshots only: the director console's reactions and word cloud panel, signed in. */
async function consoleShot(page: Page, eventId: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/live-director/console/${eventId}`);
  await page.locator('#token').fill(TOKEN);
  await page.locator('#signin button[type=submit]').click();
  await expect(page.locator('#cloud-words li').first()).toBeVisible();
  await page.locator('#audience-title').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/director-console-1280x800.png` });
}

async function axeClean(page: Page) {
  expect((await new AxeRun(page).analyze()).violations).toEqual([]);
}

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a word and a reaction reach the other page and the room screen', async ({ page, context, request }) => {
    const eventId = await summitCopy(request);
    await control(request, eventId, { state: 'on-air', reactions: true, wordCloud: { question: QUESTION } });
    const [a, b] = await Promise.all([registerHybridOnline(request, eventId), registerHybridOnline(request, eventId)]);
    const other = await context.newPage();
    const room = await context.newPage();
    await Promise.all([page.goto(`/${eventId}/${a}`), other.goto(`/${eventId}/${b}`)]);
    await Promise.all([connected(page), connected(other)]);
    await room.setViewportSize({ width: 1920, height: 1080 });
    await room.goto(`/${eventId}/questions-screen`);
    await expect(page.getByRole('heading', { name: QUESTION })).toBeVisible();
    await expect(room.getByTestId('room-cloud')).toContainText(QUESTION);

    await wordReaches(page, other, 'Teamwork');
    await expect(room.getByTestId('room-cloud')).toContainText('teamwork');
    await wordReaches(other, page, 'Inspiring!', 'inspiring');
    await reactionFloats(page, other);
    await expect(room.locator('[data-testid=reaction-float][data-reaction=clap]').first()).toBeAttached();
    await axeClean(page);
    if (SHOTS) {
      await growCloud(request, eventId);
      await expect(room.locator('.cloud-word', { hasText: 'hospital at home' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/live-laptop-1280x800.png`, fullPage: true });
      await room.screenshot({ path: `${SHOTS}/room-screen-1920x1080.png` });
      await consoleShot(await context.newPage(), eventId);
    }

    // The director closes the cloud and switches the bar off: both leave every page.
    await control(request, eventId, { reactions: false, wordCloud: null });
    await expect(other.getByTestId('word-cloud-panel')).toHaveCount(0);
    await expect(other.getByTestId('reaction-bar')).toHaveCount(0);
    await expect(room.getByTestId('room-cloud')).toHaveCount(0);
  });
});

test.describe('on a phone, in the web-app look', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a word and a reaction reach the other page', async ({ page, context, request }) => {
    const eventId = await eventCopy(request, 'proj-open-hybrid', 'audience');
    await control(request, eventId, { state: 'on-air', reactions: true, wordCloud: { question: QUESTION } });
    const other = await context.newPage();
    const link = `/${eventId}/openRegistrationId000000?pwa=true`;
    await Promise.all([page.goto(link), other.goto(link)]);
    await Promise.all([
      expect(page.getByTestId('word-cloud-panel')).toBeVisible(),
      expect(other.getByTestId('word-cloud-panel')).toBeVisible(),
    ]);
    await wordReaches(page, other, 'Samen');
    await reactionFloats(other, page);
    // The bar fits the phone: all five buttons on screen, none narrower than a thumb.
    for (const button of await page.getByTestId('reaction-bar').getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await axeClean(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/live-phone-390x844.png`, fullPage: true });
  });
});
