/**
 * Every visitor route, once per locale batch and size, with every page-wide check on it (issues
 * 14 and 29). One browser context per locale x size; every route is a navigation in it, and each
 * page is checked where it stands:
 * - axe-core (WCAG 2.1 A/AA rules): no serious or critical violation;
 * - all text reads: axe's color-contrast finds no violation, and each node it cannot judge (text
 *   over a gradient, an image or another element: "incomplete") passes a pixel check on a
 *   screenshot (contrastCheck.ts);
 * - with `prefers-reduced-motion: reduce` nothing moves but the loading spinner (slowed down);
 * - no CSP violation (server/http/securityHeaders.ts), no text straight on the organiser's
 *   background image, every link to a new tab has rel=noopener;
 * - no radio button or checkbox the browser draws itself (src/ui/controls.css draws them);
 * - no sideways scrolling: the page is no wider than the window (issue 45, at 390 px above all).
 * The sizes: a phone (390x844) and a laptop (1366x900).
 */
import { expect, test, type Browser, type Page } from './fixtures';
import { type AxeResults, preloadAxe } from './axeRun';
import { AXE_OPTIONS, axeOn, contrastFindings, unreadableText } from './contrastCheck';
import { nativeControls, SIZES } from './designHelpers';
import { batches, batchesFor, open } from './visitorRoutes';

type Size = keyof typeof SIZES;

interface Found {
  path: string;
  id: string;
  impact: string;
  targets: string[];
}

/** One axe run for both questions: the serious violations, and the contrast it could not judge. */
const runAxe = (page: Page) =>
  axeOn(page).options(AXE_OPTIONS).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();

function serious(result: AxeResults, path: string): Found[] {
  return (
    result.violations
      // color-contrast is contrastFindings' to judge.
      .filter((v) => (v.impact === 'serious' || v.impact === 'critical') && v.id !== 'color-contrast')
      .map((v) => ({
        path,
        id: v.id,
        impact: v.impact!,
        targets: v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
      }))
  );
}

/**
 * Text set straight on the organiser's page background (an image or a gradient, where axe cannot
 * measure contrast and reports "incomplete"): nothing may sit there without its own surface.
 * The organiser's own blocks (header block: their image, their text colour) are theirs.
 */
const textOnPageBackground = (page: Page) =>
  page.evaluate(() => {
    const hits: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const hasText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (
        !hasText ||
        !(el as HTMLElement).checkVisibility?.() ||
        el.closest('[class*="block-"], .visually-hidden, [aria-hidden="true"]')
      )
        continue;
      for (let at: Element | null = el; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.backgroundColor !== 'rgba(0, 0, 0, 0)') break;
        if (style.backgroundImage !== 'none') {
          hits.push(`${el.localName}.${el.className} "${el.textContent!.trim().slice(0, 40)}"`);
          break;
        }
      }
    }
    return hits;
  });

/**
 * The page scrolls sideways: its scrolling width passes the window's. Named with the elements
 * that reach past the right edge (the innermost few), so a failure says what to fix. Measured
 * against the viewport the test set, not `innerWidth`: a phone (isMobile) zooms out to a page
 * wider than itself, and its innerWidth then grows with the page (600 for a 600 px page).
 */
const sidewaysScroll = (page: Page) =>
  page.evaluate((width) => {
    const root = document.scrollingElement!;
    if (root.scrollWidth <= width) return [];
    const past = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && el.checkVisibility())
      .filter((el, _, all) => !all.some((other) => other !== el && el.contains(other)));
    return [
      `scrollWidth ${root.scrollWidth} > ${width}: ${past
        .slice(0, 3)
        .map((el) => `${el.localName}.${el.className}`)
        .join(', ')}`,
    ];
  }, page.viewportSize()!.width);

/** Running animations other than the loading spinners (which only slow down, WCAG 2.3.3 essential). */
const movingThings = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running')
      .map((a) => (a.effect as KeyframeEffect | null)?.target)
      .filter((el): el is Element => Boolean(el) && !(el as Element).matches('.spinner, .button-spinner'))
      .map((el) => `${el.localName}.${el.className}`),
  );

/** Routes that send the visitor on by themselves (the LinkedIn sign-in callback). */
const MOVES_ON = /^\/linkedin-auth-callback/;

async function runBatch(browser: Browser, paths: string[], size: Size) {
  // Each route as a first visit shows it, served by the server: without the service worker, whose
  // install would fill its caches beside every check of the sweep (pwa.spec and offline.spec test it).
  const context = await browser.newContext({ ...SIZES[size], reducedMotion: 'reduce', serviceWorkers: 'block' });
  await preloadAxe(context);
  const page = await context.newPage();
  const decoder = await context.newPage(); // a blank page that decodes the pixel checks' screenshots
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const found: Found[] = [];
  const unreadable: string[] = [];
  const moving: string[] = [];
  const onBackground: string[] = [];
  const openers: string[] = [];
  const csp: string[] = [];
  const native: string[] = [];
  const sideways: string[] = [];
  for (const path of paths) {
    await open(page, path);
    // A sign-in callback sends the visitor on by itself, once its scripts ran: read where it lands,
    // not in the middle of its move (the checks' photographs then caught the next page's text).
    if (MOVES_ON.test(path)) {
      await page.waitForURL((url) => !MOVES_ON.test(url.pathname), { timeout: 30_000 });
      await landed(page);
    }
    // Read as drawn: a route that moved on before open() saw a heading (a sign-in callback's own
    // navigation) shows a page whose images are still coming, and its header block's title over a
    // missing background image reads 1:1.
    await drawn(page);
    const url = page.url();
    const result = await runAxe(page);
    found.push(...serious(result, path));
    const contrast = await contrastFindings(page, decoder, `${size} ${path}`, result);
    // A page that moved on by itself (a sign-in callback) is read where it landed.
    if (page.url() !== url) await landed(page);
    unreadable.push(...(page.url() === url ? contrast : await unreadableText(page, decoder, `${size} ${path}`)));
    moving.push(...(await movingThings(page)).map((m) => `${path}: ${m}`));
    onBackground.push(...(await textOnPageBackground(page)).map((m) => `${path}: ${m}`));
    // Links that open a new tab never hand it this page (window.opener).
    openers.push(
      ...(
        await page
          .locator('a[target="_blank"]:not([rel~="noopener"])')
          .evaluateAll((links) => links.map((a) => a.outerHTML.slice(0, 80)))
      ).map((m) => `${path}: ${m}`),
    );
    csp.push(
      ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).map((v) => `${path}: ${v}`),
    );
    native.push(...(await nativeControls(page)));
    sideways.push(...(await sidewaysScroll(page)).map((m) => `${size} ${path}: ${m}`));
  }
  await context.close();
  return { found, unreadable, moving, csp, onBackground, openers, native, sideways };
}

test.describe.configure({ mode: 'parallel' });

/**
 * Each locale's routes in parts of at most this many, a test each: the parts spread over the
 * workers, and each fits its timeout on a slow machine.
 */
/**
 * A page that moved on is read once drawn where it landed: taken over by the app, its images and
 * backgrounds in (a header block's title over its background image read 1:1 while the image was coming).
 */
async function landed(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('#root > .page-loader')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('#root[inert]')).toHaveCount(0, { timeout: 15_000 });
  // Moved on in the app, the page may still be bringing its parts (the dynamic page's blocks, each
  // a chunk, a header block's background image): read it once two looks find the same elements.
  let before = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => document.querySelectorAll('#root *').length);
        const same = now === before;
        before = now;
        return same;
      },
      { intervals: [300], timeout: 15_000 },
    )
    .toBe(true);
  await drawn(page);
}

/** Every image and background image of the page loaded (or failed), the fonts in, one frame drawn. */
async function drawn(page: Page) {
  await page.evaluate(async () => {
    const backgrounds = [...document.querySelectorAll('#root *')].flatMap((element) =>
      [...getComputedStyle(element).backgroundImage.matchAll(/url\("?([^")]+)"?\)/g)].map((match) => match[1]!),
    );
    const loaded = (image: HTMLImageElement) =>
      new Promise((resolve) => {
        if (image.complete) resolve(null);
        image.addEventListener('load', resolve);
        image.addEventListener('error', resolve);
      });
    await Promise.all([
      ...[...document.images].map(loaded),
      ...backgrounds.map((url) => loaded(Object.assign(new Image(), { src: url }))),
      document.fonts.ready,
    ]);
    await new Promise(requestAnimationFrame);
  });
}

const ROUTES_PER_TEST = 7;
const parts = Object.entries(batchesFor('-')).flatMap(([locale, paths]) => {
  const count = Math.ceil(paths.length / ROUTES_PER_TEST);
  return Array.from({ length: count }, (_, i) => ({
    locale,
    name: count > 1 ? `${locale} ${i + 1}/${count}` : locale,
    from: i * ROUTES_PER_TEST,
  }));
});

const CHECKS =
  'no serious axe violation, all text reads, nothing moves, no native radio or checkbox, no sideways scroll';

for (const size of Object.keys(SIZES) as Size[]) {
  for (const { locale, name, from } of parts) {
    test(`every route, ${name}, ${size}: ${CHECKS}`, async ({ browser }) => {
      test.slow();
      const paths = (await batches())[locale].slice(from, from + ROUTES_PER_TEST);
      const { found, unreadable, moving, csp, onBackground, openers, native, sideways } = await runBatch(
        browser,
        paths,
        size,
      );
      expect(found, JSON.stringify(found, null, 2)).toEqual([]);
      expect(unreadable).toEqual([]);
      expect(moving).toEqual([]);
      expect(csp).toEqual([]);
      expect(onBackground).toEqual([]);
      expect(openers).toEqual([]);
      expect(native).toEqual([]);
      expect(sideways).toEqual([]);
    });
  }
}
