/**
 * The organiser's preview in an iframe on another origin: the admin origin (ADMIN_ORIGIN, the
 * port after the app's, see playwright.config.ts) updates the blocks; any other origin is ignored;
 * the page tells its parent what it shows, with the real heights.
 */

import { expect, test } from './fixtures';
import {
  serveAdminPages,
  ADMIN_PORT,
  OTHER_PORT,
  APP,
  messages,
  lastLoaded,
  previewFrame,
  heightsInFrame,
  UPDATE,
} from './previewHelpers';

// One worker for this file: its two admin pages listen on fixed ports.
test.describe.configure({ mode: 'serial' });
serveAdminPages();

test('the admin origin updates the blocks, and the page reports every block with its real height', async ({ page }) => {
  // The origin comes from the server at run time (the build's default is another one).
  const settings = await (await page.request.get(`${APP}/api/preview-settings`)).json();
  expect(settings).toEqual({ adminOrigin: `http://127.0.0.1:${ADMIN_PORT}` });
  await page.goto(`http://127.0.0.1:${ADMIN_PORT}/`);
  const frame = page.frameLocator('#preview');
  await expect(frame.getByRole('heading', { name: 'Meet Atlas 3' })).toBeVisible();

  // After loading: the seeded page, 15 blocks (two nested), heights as the frame has them.
  await expect.poll(async () => (await lastLoaded(page))?.data.components.length).toBe(15);
  const first = (await lastLoaded(page))!;
  expect(first.origin).toBe(APP);
  expect(first.data.components.filter((c) => c.level === 1).map((c) => c.id)).toEqual(['block-faq-1', 'block-faq-2']);
  await expect
    .poll(async () => (await lastLoaded(page))!.data)
    .toEqual({ type: 'blocksLoaded', ...(await heightsInFrame(previewFrame(page))) });
  expect(first.data.components.every((c) => c.offsetHeight > 0)).toBe(true);

  // An update replaces the blocks; the answer lists the new ones with their real heights.
  await page.evaluate(
    (blocks) => (window as unknown as { sendBlocks: (b: unknown) => void }).sendBlocks(blocks),
    UPDATE,
  );
  await expect(frame.getByRole('heading', { name: 'Preview title' })).toBeVisible();
  await expect(frame.getByRole('heading', { name: 'Meet Atlas 3' })).toHaveCount(0);
  await expect(frame.getByText('Left column')).toBeVisible();
  await expect(frame.getByRole('navigation', { name: 'Page sections' }).getByRole('button')).toHaveText([
    'Start',
    'Left',
  ]);
  await expect
    .poll(async () => (await lastLoaded(page))?.data.components.map((c) => `${c.id}:${c.level}`))
    .toEqual(['p-header:0', 'p-columns:0', 'p-left:1', 'p-right:1']);
  const measured = await heightsInFrame(previewFrame(page));
  expect((await lastLoaded(page))!.data).toEqual({ type: 'blocksLoaded', ...measured });
  expect(measured.components.find((c) => c.id === 'p-right')!.offsetHeight).toBe(120);

  // The organiser's HTML was sanitized: no script ran, no handler fired.
  expect(await previewFrame(page).evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  expect((await messages(page)).some((m) => m.data === 'xss')).toBe(false);
  // Cleaned in the browser (these blocks never passed the server), not only blocked by the CSP.
  const left = previewFrame(page).locator('[data-block-id="p-left"]');
  await expect(left.locator('img')).toHaveCount(1);
  await expect(left.locator('img[onerror], script')).toHaveCount(0);
});

test('any other origin may not even frame the preview (frame-ancestors), so it neither sees nor drives it', async ({
  page,
}) => {
  const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
  await page.goto(`http://127.0.0.1:${OTHER_PORT}/`);
  expect((await refused).text()).toContain(`frame-ancestors http://127.0.0.1:${ADMIN_PORT}`);
  const frame = page.frameLocator('#preview');
  await expect(frame.getByRole('heading', { name: 'Meet Atlas 3' })).toHaveCount(0);
  await page.evaluate(
    (blocks) => (window as unknown as { sendBlocks: (b: unknown) => void }).sendBlocks(blocks),
    UPDATE,
  );
  expect(await lastLoaded(page)).toBeUndefined();
});

test('previewMode=dynamic-waiting-page previews the waiting page blocks', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${ADMIN_PORT}/?previewMode=dynamic-waiting-page`);
  const frame = page.frameLocator('#preview');
  await expect(frame.getByRole('heading', { name: 'Atlas 3 launch', exact: true })).toBeVisible();
  await expect
    .poll(async () => (await lastLoaded(page))?.data.components.map((c) => c.id))
    .toEqual(['block-wait-header', 'block-wait-countdown']);
});

test('speaker links do not navigate in the preview; three speakers are 30 % wide', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${ADMIN_PORT}/?event=hybrid-summit`);
  const frame = page.frameLocator('#preview');
  await expect.poll(async () => (await lastLoaded(page))?.origin).toBe(APP);
  await page.evaluate(
    (blocks) => (window as unknown as { sendBlocks: (b: unknown) => void }).sendBlocks(blocks),
    [{ _id: 'p-speakers', componentType: 'speakers', tabTitle: 'Speakers', componentOptions: { title: 'On stage' } }],
  );
  await expect(frame.getByRole('heading', { name: 'On stage' })).toBeVisible();
  await expect(frame.locator('ul.block-speakers')).toHaveAttribute('data-speaker-width', '30%');
  const name = frame.locator('.block-speaker-name', { hasText: 'Dr. Amara Okafor' });
  await expect(name).toHaveAttribute('aria-disabled', 'true');
  expect(await name.getAttribute('href')).toBeNull();
  await name.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
  await expect(frame.getByRole('heading', { name: 'On stage' })).toBeVisible();
  expect(page.frames().some((f) => f.url().includes('example.org'))).toBe(false);
});

test('previewMode=on-site previews the blocks in the web-app look and still reports them', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${ADMIN_PORT}/?previewMode=on-site`);
  const frame = page.frameLocator('#preview');
  await expect(frame.locator('[data-layout="pwa"]')).toBeVisible();
  await expect(frame.getByRole('navigation', { name: 'App tabs' })).toBeVisible();
  await expect(frame.getByRole('heading', { name: 'Meet Atlas 3' })).toBeVisible();
  await expect.poll(async () => (await lastLoaded(page))?.data.components.length).toBe(15);
  await page.evaluate(
    (blocks) => (window as unknown as { sendBlocks: (b: unknown) => void }).sendBlocks(blocks),
    UPDATE,
  );
  await expect(frame.getByRole('heading', { name: 'Preview title' })).toBeVisible();
  await expect.poll(async () => (await lastLoaded(page))?.data.components.length).toBe(4);
});

test('each block kind loads only where used: the waiting-page preview fetches only its two kinds', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    const m = /\/assets\/(\w+Block)-/.exec(r.url());
    if (m) chunks.push(m[1]);
  });
  await page.goto(`http://127.0.0.1:${ADMIN_PORT}/?previewMode=dynamic-waiting-page`);
  await expect.poll(async () => (await lastLoaded(page))?.data.components.length).toBe(2);
  expect(chunks.sort()).toEqual(['CountdownBlock', 'HeaderBlock']);
  // A kind the page did not have arrives with the update that brings it.
  await page.evaluate(
    (blocks) => (window as unknown as { sendBlocks: (b: unknown) => void }).sendBlocks(blocks),
    [{ _id: 'p-spacer', componentType: 'spacer', componentOptions: { height: 10 } }],
  );
  await expect.poll(async () => (await lastLoaded(page))?.data.components.map((c) => c.id)).toEqual(['p-spacer']);
  expect(chunks.sort()).toEqual(['CountdownBlock', 'HeaderBlock', 'SpacerBlock']);
});

test('any page opened with previewMode takes the admin updates: the landing and the registration page', async ({
  page,
}) => {
  for (const path of ['/dynamic', '/dynamic/registration']) {
    await page.goto(`http://127.0.0.1:${ADMIN_PORT}/?path=${path}&previewMode=dynamic-waiting-page`);
    const frame = page.frameLocator('#preview');
    await expect.poll(async () => (await lastLoaded(page))?.data.components.length).toBe(15);
    await page.evaluate(
      (blocks) => (window as unknown as { sendBlocks: (b: unknown) => void }).sendBlocks(blocks),
      UPDATE,
    );
    await expect(frame.getByRole('heading', { name: 'Preview title' })).toBeAttached();
    await expect.poll(async () => (await lastLoaded(page))?.data.components.length).toBe(4);
  }
});

test('in the project language: a Dutch project previews blocks sent to it with Dutch labels', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${ADMIN_PORT}/?event=webinar`);
  const frame = page.frameLocator('#preview');
  await expect.poll(async () => (await lastLoaded(page))?.data.components).toEqual([]);
  await page.evaluate(
    (blocks) => (window as unknown as { sendBlocks: (b: unknown) => void }).sendBlocks(blocks),
    [
      {
        _id: 'nl-slides',
        componentType: 'slideshow',
        tabTitle: 'Foto’s',
        componentOptions: {
          images: [
            { url: '/media/slides/atlas-1.svg', alt: 'Een' },
            { url: '/media/slides/atlas-2.svg', alt: 'Twee' },
          ],
        },
      },
      { _id: 'nl-upcoming', componentType: 'upcomingEvents', componentOptions: {} },
    ],
  );
  await expect(frame.getByRole('navigation', { name: 'Onderdelen van de pagina' }).getByRole('button')).toHaveText([
    'Foto’s',
  ]);
  await expect(frame.getByRole('button', { name: 'Volgende dia' })).toBeVisible();
  await expect(frame.getByRole('heading', { name: 'Komende evenementen' })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Registreren' })).toBeVisible();
});

test('image and video alignments place the media against the text', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${ADMIN_PORT}/`);
  const frame = page.frameLocator('#preview');
  await expect.poll(async () => (await lastLoaded(page))?.data.components.length).toBe(15);
  const image = (alignment: string) => ({
    _id: `img-${alignment}`,
    componentType: 'image',
    componentOptions: {
      url: '/media/slides/atlas-1.svg',
      alt: alignment,
      alignment,
      content: `<p>Text ${alignment}</p>`,
    },
  });
  const video = (alignment: string) => ({
    _id: `vid-${alignment}`,
    componentType: 'video',
    componentOptions: { onDemandId: 'od-atlas-teaser', alignment, content: `<p>Text ${alignment}</p>` },
  });
  const imageAlignments = [
    'image-top-full-width',
    'image-bottom-full-width',
    'image-left',
    'image-top',
    'image-right',
    'image-bottom',
  ];
  const videoAlignments = ['top', 'bottom', 'left', 'right'];
  await page.evaluate(
    (blocks) => (window as unknown as { sendBlocks: (b: unknown) => void }).sendBlocks(blocks),
    [...imageAlignments.map(image), ...videoAlignments.map(video)],
  );
  await expect.poll(async () => (await lastLoaded(page))?.data.components.length).toBe(10);

  const boxes = async (id: string, media: string) => {
    const block = frame.locator(`[data-block-id="${id}"]`);
    return {
      block: (await block.boundingBox())!,
      media: (await block.locator(media).boundingBox())!,
      text: (await block.getByText(/^Text /).boundingBox())!,
    };
  };
  const place = async (id: string, media: string) => {
    const { media: m, text: t } = await boxes(id, media);
    if (m.y + m.height <= t.y + 1) return 'top';
    if (t.y + t.height <= m.y + 1) return 'bottom';
    return m.x + m.width <= t.x + 1 ? 'left' : 'right';
  };
  expect(await Promise.all(imageAlignments.map((a) => place(`img-${a}`, 'img')))).toEqual([
    'top',
    'bottom',
    'left',
    'top',
    'right',
    'bottom',
  ]);
  expect(await Promise.all(videoAlignments.map((a) => place(`vid-${a}`, 'video')))).toEqual([
    'top',
    'bottom',
    'left',
    'right',
  ]);
  // Full width runs to the block's edges; the plain one keeps a margin.
  const full = await boxes('img-image-top-full-width', 'img');
  expect(Math.round(full.media.width)).toBe(Math.round(full.block.width));
  expect(Math.round(full.media.y)).toBe(Math.round(full.block.y));
  const plain = await boxes('img-image-top', 'img');
  expect(plain.media.width).toBeLessThan(plain.block.width - 20);
});
