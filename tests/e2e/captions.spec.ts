/**
 * Live captions (issue 48) on the live page, against the real server: a line the test posts as
 * the captioner shows over the video within a second, the CC toggle hides and shows it, the
 * language choice switches, the transcript reads back, and axe finds nothing with captions on;
 * on a phone and a laptop, and in the web-app look, where the captions are the main view. Each
 * test captions its own copy of hybrid-summit (its own broadcast).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { AXE_OPTIONS, axeOn } from './contrastCheck';
import { liveSummit, SIZES } from './designHelpers';
import { expect, test } from './fixtures';
import { connected, summitCopy, TOKEN } from './liveHelpers';
import { register } from './liveTabsHelpers';

async function caption(request: APIRequestContext, broadcast: string, body: Record<string, unknown>) {
  const response = await request.post(`/live-director/captions/${broadcast}`, {
    data: body,
    headers: { Authorization: `Bearer ${TOKEN}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The serious and critical axe findings on the page (wcag 2.1 A/AA). */
async function axeFindings(page: Page) {
  const result = await axeOn(page)
    .options(AXE_OPTIONS)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const [size, device] of Object.entries(SIZES)) {
  test(`${size}: a posted line shows within 1 s; CC hides and shows it; the language choice switches`, async ({
    browser,
    request,
  }) => {
    const eventId = await summitCopy(request);
    const context = await browser.newContext(device);
    const page = await context.newPage();
    await page.goto(`/${eventId}/${await register(request, eventId, 0, 'captions')}`);
    await connected(page);
    await expect(page.getByTestId('live-video')).toBeVisible();
    const box = page.getByTestId('captions-box');

    // The first line brings the captions view in (loaded only for a captioned broadcast).
    await caption(request, eventId, { seq: 1, lang: 'en', text: 'Welcome to the summit.', final: true });
    await expect(box).toHaveText('Welcome to the summit.');

    // From the captioner's POST to the page: within a second.
    const posted = Date.now();
    await caption(request, eventId, { seq: 2, lang: 'en', text: 'Our first speaker is', final: false });
    await expect
      .poll(() => box.textContent(), { intervals: [25], timeout: Math.max(1, 1000 - (Date.now() - posted)) })
      .toContain('Our first speaker is');
    // A revision replaces the line; two lines at most.
    await caption(request, eventId, { seq: 2, lang: 'en', text: 'Our first speaker is Dr Amal Haddad.', final: true });
    await caption(request, eventId, { seq: 3, lang: 'en', text: 'She leads remote care.', final: true });
    await expect(box.locator('p')).toHaveText(['Our first speaker is Dr Amal Haddad.', 'She leads remote care.']);

    // The CC toggle hides and shows the box, and says its state.
    const toggle = page.getByRole('button', { name: 'CC: captions', exact: true });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(box).toHaveCount(0);
    await toggle.click();
    await expect(box).toContainText('She leads remote care.');

    // A second language: the choice shows and switches the box.
    await caption(request, eventId, { seq: 1, lang: 'nl', text: 'Welkom op de top.', final: true });
    const languages = page.getByRole('group', { name: 'Caption language' });
    await expect(languages.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await languages.getByRole('button', { name: 'Dutch' }).click();
    await expect(box).toHaveText('Welkom op de top.');
    await expect(box).toHaveAttribute('lang', 'nl');

    // The transcript reads the talk back.
    await page.getByRole('button', { name: 'Transcript' }).click();
    await expect(page.getByRole('region', { name: 'Transcript' })).toContainText('Welkom op de top.');
    await languages.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('region', { name: 'Transcript' }).getByRole('listitem')).toHaveCount(3);

    // The size and contrast choices (folded under the settings) are remembered across a reload.
    await page.getByRole('button', { name: 'Caption settings' }).click();
    await page.getByRole('button', { name: 'Large' }).click();
    await page.getByRole('button', { name: 'High contrast' }).click();
    await expect(page.getByRole('button', { name: 'High contrast' })).toHaveAttribute('aria-pressed', 'true');
    expect(await axeFindings(page)).toEqual([]);
    if (process.env.SHOTS) await page.screenshot({ path: `/tmp/shots/captions-${size}.png` });
    await page.reload();
    await expect(box).toHaveAttribute('data-size', 'large');
    await expect(box).toHaveAttribute('data-contrast', 'high');
    await context.close();
  });
}

test('web-app look (on site, phone): the captions are the main view; final lines are announced when asked', async ({
  browser,
  request,
}) => {
  const eventId = await summitCopy(request);
  const context = await browser.newContext(SIZES.phone);
  const page = await context.newPage();
  await page.goto(`/${eventId}/${await register(request, eventId, 1, 'captions')}`);
  await connected(page);
  await expect(page.getByRole('navigation', { name: 'App tabs' })).toBeVisible();
  await caption(request, eventId, { seq: 1, lang: 'en', text: 'Good afternoon, everyone.', final: true });
  const view = page.getByRole('region', { name: 'Live captions' });
  await expect(view).toContainText('Good afternoon, everyone.');
  // Above the player: the talk as text comes first.
  const viewTop = (await view.boundingBox())!.y;
  expect(viewTop).toBeLessThan((await page.getByTestId('live-video').boundingBox())!.y);

  await page.getByRole('button', { name: 'Caption settings' }).click();
  await page.getByRole('button', { name: 'Read captions aloud with my screen reader' }).click();
  const announcer = page.getByTestId('captions-announcer');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  await caption(request, eventId, { seq: 2, lang: 'en', text: 'Let us beg', final: false });
  await expect(view).toContainText('Let us beg');
  await expect(announcer).toHaveText(''); // not final: nothing said yet
  await caption(request, eventId, { seq: 2, lang: 'en', text: 'Let us begin.', final: true });
  await expect(announcer).toHaveText('Let us begin.');
  expect(await axeFindings(page)).toEqual([]);
  if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots/captions-webapp-phone.png', fullPage: true });
  await context.close();
});

test('web-app look (phone): a captioned session opens with its captions in place; nothing moves', async ({
  browser,
  request,
}) => {
  const eventId = await summitCopy(request);
  await caption(request, eventId, { seq: 1, lang: 'en', text: 'Said before you came in.', final: true });
  const context = await browser.newContext(SIZES.phone);
  const page = await context.newPage();
  await page.goto(`/${eventId}/${await register(request, eventId, 1, 'captions-place')}`);
  const view = page.getByRole('region', { name: 'Live captions' });
  // The lines come with the stream; their box came with the server's markup (it knew the broadcast has captions).
  await expect(view).toContainText('Said before you came in.');
  await connected(page);
  await caption(request, eventId, { seq: 2, lang: 'en', text: 'And said while you watch.', final: true });
  await expect(view).toContainText('And said while you watch.');
  // Every layout shift since the page began (none came from input): the player never moved down.
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0)),
        ).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 1000);
      }),
  );
  expect(shifted).toBeLessThan(0.01);

  // The transcript follows the talk while the visitor is at its end ...
  const transcript = page.getByTestId('captions-transcript');
  for (let seq = 3; seq <= 16; seq++)
    await caption(request, eventId, { seq, lang: 'en', text: `Line ${seq}.`, final: true });
  await expect(transcript.getByRole('listitem').last()).toContainText('Line 16.');
  await expect(transcript.getByRole('listitem').last()).toBeInViewport();
  // ... stays where they scrolled back to, and offers the way back to the latest line.
  await transcript.evaluate((element) => element.scrollBy({ top: -element.scrollHeight }));
  const latest = page.getByRole('button', { name: 'Go to the latest line' });
  await expect(latest).toBeVisible();
  const first = transcript.getByRole('listitem').first();
  await expect(first).toBeInViewport();
  const readingAt = (await first.boundingBox())!.y;
  await caption(request, eventId, { seq: 17, lang: 'en', text: 'Line 17.', final: true });
  await expect(transcript.getByRole('listitem').last()).toContainText('Line 17.');
  expect(Math.abs((await first.boundingBox())!.y - readingAt)).toBeLessThan(1); // the line being read stays put
  await latest.click();
  await expect(transcript.getByRole('listitem').last()).toBeInViewport();
  await expect(latest).toHaveCount(0);
  await caption(request, eventId, { seq: 18, lang: 'en', text: 'Line 18.', final: true });
  await expect(transcript.getByRole('listitem').last()).toContainText('Line 18.');
  await expect(transcript.getByRole('listitem').last()).toBeInViewport();
  await context.close();
});

test('laptop: the captions never cover the poll card over the video', async ({ browser, request }) => {
  const livePage = await liveSummit(request, 0); // a poll and a quiz question on, the card over the video
  const eventId = livePage.split('/')[1]!;
  const context = await browser.newContext(SIZES.laptop);
  const page = await context.newPage();
  await page.goto(livePage);
  await connected(page);
  await caption(request, eventId, { seq: 1, lang: 'en', text: 'While you vote, the talk goes on.', final: true });
  const card = page.getByTestId('over-video');
  const box = page.getByTestId('captions-box');
  await expect(card).toBeVisible();
  await expect(box).toBeVisible();
  const c = (await card.boundingBox())!;
  const b = (await box.boundingBox())!;
  expect(b.y + b.height <= c.y || c.y + c.height <= b.y).toBe(true);
  // The CC toggle stays in reach above the card too.
  const toggle = page.getByRole('button', { name: 'CC: captions', exact: true });
  await toggle.click();
  await expect(box).toHaveCount(0);
  await toggle.click();
  await expect(box).toBeVisible();
  if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots/captions-with-poll-laptop.png' });
  await context.close();
});
