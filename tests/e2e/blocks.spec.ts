/** The dynamic event page on the seeded `dynamic` project, against the real server. */
import { expect, test } from './fixtures';
import { dynamicProject, flat } from './blocksHelpers';

test('every block kind of the demo renders, nested columns included, in page order', async ({ page }) => {
  const project = await dynamicProject(page);
  await page.goto('/dynamic');
  const all = flat(project.dynamicBlocks.blocks);
  const frames = page.locator('[data-block-id]');
  await expect(frames).toHaveCount(all.length);
  expect(
    await frames.evaluateAll((els) =>
      els.map((el) => `${el.getAttribute('data-block-id')}:${el.getAttribute('data-level')}`),
    ),
  ).toEqual([
    'block-header:0',
    'block-intro:0',
    'block-image:0',
    'block-video:0',
    'block-slideshow:0',
    'block-speakers:0',
    'block-countdown:0',
    'block-program:0',
    'block-upcoming:0',
    'block-participants:0',
    'block-sponsors:0',
    'block-spacer:0',
    'block-columns:0',
    'block-faq-1:1',
    'block-faq-2:1',
  ]);
  const block = (id: string) => page.locator(`[data-block-id="block-${id}"]`);

  // header with its background image and text colour
  await expect(block('header').getByRole('heading', { name: 'Meet Atlas 3' })).toBeVisible();
  await expect(block('header')).toHaveCSS('background-image', /atlas\.svg/);
  await expect(block('header')).toHaveCSS('color', 'rgb(255, 255, 255)');
  // text (sanitized HTML), width two-thirds beside the image (third)
  await expect(
    block('intro').getByRole('heading', { name: 'One launch, forty minutes, no slides about synergy' }),
  ).toBeVisible();
  const intro = await block('intro').boundingBox();
  const image = await block('image').boundingBox();
  expect(Math.abs(intro!.y - image!.y)).toBeLessThan(2);
  expect(intro!.width / image!.width).toBeGreaterThan(1.8);
  // image with its call-to-action
  await expect(block('image').getByRole('img', { name: 'The Atlas 3 dashboard on a tablet' })).toBeVisible();
  await expect(block('image').getByRole('link', { name: 'Join the public beta' })).toHaveAttribute(
    'href',
    'https://www.example.com/atlas/beta',
  );
  await expect(block('image').locator('[data-alignment]')).toHaveAttribute('data-alignment', 'image-top');
  // video: left of its text, 16:9
  await expect(block('video').locator('[data-alignment]')).toHaveAttribute('data-alignment', 'left');
  const player = await block('video').locator('.ondemand-player-host').boundingBox();
  expect(player!.width / player!.height).toBeCloseTo(16 / 9, 1);
  const videoText = await block('video').getByRole('heading', { name: 'Ninety seconds of Atlas' }).boundingBox();
  expect(videoText!.x).toBeGreaterThan(player!.x + player!.width - 1);
  // slideshow: three slides, 500 px high on a desktop
  await expect(block('slideshow').getByRole('img', { name: 'Live energy view' })).toBeVisible();
  expect((await block('slideshow').locator('.block-slideshow-frame').boundingBox())!.height).toBe(500);
  // speakers, countdown, program, upcoming, spacer, columns
  for (const speaker of project.speakers) await expect(block('speakers').getByText(speaker.name)).toBeVisible();
  await expect(block('countdown').getByRole('timer')).toBeVisible();
  await expect(block('countdown')).toHaveCSS('background-color', 'rgb(30, 27, 75)');
  await expect(block('program').getByText('Why we rebuilt Atlas')).toBeVisible();
  await expect(block('upcoming').getByText(project.events[0].name)).toBeVisible();
  expect((await block('spacer').boundingBox())!.height).toBe(48);
  const faq1 = await block('faq-1').boundingBox();
  const faq2 = await block('faq-2').boundingBox();
  expect(Math.abs(faq1!.y - faq2!.y)).toBeLessThan(2);
  expect(faq2!.x).toBeGreaterThan(faq1!.x + faq1!.width - 1);
});

test('speakers: two speakers are 50 % wide each', async ({ page }) => {
  await page.goto('/dynamic');
  const list = page.locator('.block-speakers');
  await expect(list).toHaveAttribute('data-speaker-width', '50%');
  const listBox = (await list.boundingBox())!;
  const first = (await list.locator('.block-speaker').first().boundingBox())!;
  expect(first.width / listBox.width).toBeGreaterThan(0.45);
  expect(first.width / listBox.width).toBeLessThanOrEqual(0.5);
});

test('upcoming events show the time as the part before the first space', async ({ page }) => {
  await page.goto('/dynamic');
  const project = await dynamicProject(page);
  const [start] = project.events[0].agendaStartAndEndTime.split(' ');
  const item = page.locator('.upcoming-item').first();
  await expect(item.locator('.upcoming-time')).toHaveText(start);
  await expect(item).not.toContainText(project.events[0].agendaStartAndEndTime);
});

test('the carousel moves on every 5000 ms and pauses while hovered or focused', async ({ page }) => {
  await page.clock.install();
  await page.goto('/dynamic');
  const frame = page.locator('.block-slideshow-frame');
  const index = async () => Number(await frame.getAttribute('data-active-index'));
  await expect(frame).toBeVisible();
  // Hovered: it stands still; then the clock stops, so the test moves time itself.
  await frame.hover();
  await expect(frame).toHaveAttribute('data-paused', 'true');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const start = await index();
  await page.clock.runFor(15000);
  expect(await index()).toBe(start);
  // Pointer away: the next slide after 5000 ms, and on every 5000 ms after.
  await page.mouse.move(0, 0);
  await expect(frame).toHaveAttribute('data-paused', 'false');
  await page.clock.runFor(4900);
  expect(await index()).toBe(start);
  await page.clock.runFor(200);
  await expect(frame).toHaveAttribute('data-active-index', String((start + 1) % 3));
  await page.clock.runFor(5000);
  await expect(frame).toHaveAttribute('data-active-index', String((start + 2) % 3));
  // Focus inside (keyboard users) pauses it too.
  await frame.getByRole('button', { name: 'Next slide' }).focus();
  await expect(frame).toHaveAttribute('data-paused', 'true');
  await page.clock.runFor(12000);
  await expect(frame).toHaveAttribute('data-active-index', String((start + 2) % 3));
});

test('the carousel stands still for reduced motion; 250 px high on a phone', async ({ browser }) => {
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/dynamic');
  const frame = page.locator('.block-slideshow-frame');
  await expect(frame).toHaveAttribute('data-paused', 'true');
  expect((await frame.boundingBox())!.height).toBe(250);
  await page.clock.runFor(12000);
  await expect(frame).toHaveAttribute('data-active-index', '0');
  await frame.getByRole('button', { name: 'Next slide' }).click();
  await expect(frame).toHaveAttribute('data-active-index', '1');
  await context.close();
});

test('anchor buttons (nested blocks too) scroll the block to 80 px below the top', async ({ page }) => {
  await page.goto('/dynamic');
  const nav = page.getByRole('navigation', { name: 'Page sections' });
  await expect(nav.getByRole('button')).toHaveText([
    'Home',
    'About',
    'Product',
    'Teaser',
    'Gallery',
    'Speakers',
    'Programme',
    'Dates',
    'FAQ',
    'Pricing',
    'Migration',
  ]);
  const top = (id: string) =>
    page.locator(`[data-block-id="${id}"]`).evaluate((el) => Math.round(el.getBoundingClientRect().top));
  for (const [name, id] of [
    ['Speakers', 'block-speakers'],
    ['Product', 'block-image'],
    ['Gallery', 'block-slideshow'],
  ]) {
    await nav.getByRole('button', { name, exact: true }).click();
    await expect.poll(() => top(id)).toBe(80);
  }
  // A block near the end: as far as the page scrolls (its top 80 px down would need more page).
  await page.evaluate(() => window.scrollTo(0, 0));
  await nav.getByRole('button', { name: 'Pricing', exact: true }).click();
  await expect
    .poll(() =>
      page.evaluate(() => Math.round(window.scrollY + window.innerHeight - document.documentElement.scrollHeight)),
    )
    .toBe(0);
  expect(await top('block-faq-1')).toBeGreaterThanOrEqual(80);
  await expect(page.locator('[data-block-id="block-faq-1"]')).toBeInViewport();
  const header = page.locator('header.dynamic-header');
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(80);
  // scroll to top
  await page.getByRole('button', { name: 'Back to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the register button opens the form as a side panel that locks page scrolling', async ({ page }) => {
  await page.goto('/dynamic');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Support' }).waitFor();
  await page.locator('header.dynamic-header').getByRole('link', { name: 'Register' }).click();
  const panel = page.getByRole('dialog', { name: 'Registration' });
  await expect(panel).toBeVisible();
  // The blocks stay behind the panel, and the page does not scroll under it.
  await expect(page.locator('[data-block-id="block-header"]')).toBeAttached();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(200, 400);
  // The wheel has reached the page and two frames were drawn after it: a scroll would show by then.
  await page.evaluate(() => {
    (window as unknown as { wheeled: Promise<void> }).wheeled = new Promise<void>((resolve) =>
      addEventListener('wheel', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
        once: true,
        capture: true,
        passive: true,
      }),
    );
  });
  await page.mouse.wheel(0, 1500);
  await page.evaluate(() => (window as unknown as { wheeled: Promise<void> }).wheeled);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await panel.getByRole('button', { name: 'Close the registration form' }).click();
  await expect(panel).toHaveCount(0);
  // The lock is released once the panel is gone; then the wheel scrolls the page again.
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 500);
      return page.evaluate(() => window.scrollY);
    })
    .toBeGreaterThan(before);
});

test('the video block plays its onDemandId through the on-demand player: a self-served 16:9 recording', async ({
  page,
}) => {
  const media: string[] = [];
  page.on('request', (r) => {
    // A blob is made by the page itself (its time-zone worker is one): no host is asked.
    const url = new URL(r.url());
    if (url.protocol !== 'blob:' && url.hostname !== '127.0.0.1') media.push(r.url());
  });
  await page.goto('/dynamic');
  const video = page.locator('[data-block-id="block-video"] video[data-video-id="od-atlas-teaser"]');
  const size = await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<[number, number]>((resolve, reject) => {
        const done = () => resolve([element.videoWidth, element.videoHeight]);
        if (element.readyState >= 1) done();
        element.addEventListener('loadedmetadata', done);
        element.lastElementChild?.addEventListener('error', () => reject(new Error('the recording did not load')));
      }),
  );
  expect(size[0] / size[1]).toBeCloseTo(16 / 9, 2);
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(
    /\/media\/ondemand\/od-atlas-teaser\.(webm|mp4)$/,
  );
  await expect(page.locator('[data-block-id="block-video"]').getByRole('alert')).toHaveCount(0);
  expect(media).toEqual([]); // nothing from third-party hosts
});

test('after registering in the side panel the confirmation shows in the dynamic layout', async ({ page }) => {
  await page.goto('/dynamic/registration');
  const panel = page.getByRole('dialog', { name: 'Registration' });
  await panel.getByLabel('First name').fill('Ines');
  await panel.getByLabel('Last name').fill('Moreau');
  await panel
    .getByLabel('Work e-mail')
    .fill(`blocks-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
  await panel.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/dynamic\/[\w-]{24}\/registration-confirmation/);
  await expect(page.getByRole('heading', { level: 1, name: /We have sent you a confirmation e-mail/ })).toBeVisible();
  await expect(page.locator('[data-layout="dynamic"]')).toBeVisible();
  await expect(page.locator('[data-block-id="block-header"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('no block code on the pages of projects without a dynamic page', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/(\w+Block|DynamicPage|DynamicLanding|PreviewPage)-/.test(r.url())) loaded.push(r.url());
  });
  for (const path of [
    '/hybrid-summit',
    '/hybrid-summit/registration',
    '/webinar/registration',
    '/hybrid-summit/demoRegistrationHybrid01',
  ]) {
    await page.goto(path);
    await expect(page.locator('#main')).toBeVisible();
  }
  expect(loaded).toEqual([]);
});
