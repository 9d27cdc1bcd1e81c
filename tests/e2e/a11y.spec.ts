/**
 * Accessibility of every route (issue 14): axe-core (WCAG 2.1 A/AA rules) on each route of
 * src/app/routeTable.ts, in two locales (an English and a Dutch project, plus the German and
 * French demo pages), in both layouts (desktop, and a phone, where on-site visitors get the
 * web-app look). No serious or critical violation is allowed. The same pages are opened with
 * `prefers-reduced-motion: reduce`: nothing moves then but the loading spinner (slowed down), and
 * no page raises a CSP violation (the policy of server/http/securityHeaders.ts), no text sits
 * straight on the organiser's background image, and every link to a new tab has rel=noopener.
 * One browser context per locale x layout batch; every route is a navigation in it.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { batches, open } from './visitorRoutes';

const LAYOUTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;
type Layout = keyof typeof LAYOUTS;

interface Found { path: string; id: string; impact: string; targets: string[] }

async function serious(page: Page, path: string): Promise<Found[]> {
  // Only violations are read: axe then skips building the details of passes and incomplete checks
  // (the same rules run; the suite spends a quarter of its browser time here).
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).options({ resultTypes: ['violations'] }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ path, id: v.id, impact: v.impact!, targets: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`) }));
}

/**
 * Text set straight on the organiser's page background (an image or a gradient, where axe cannot
 * measure contrast and reports "incomplete"): nothing may sit there without its own surface.
 * The organiser's own blocks (header block: their image, their text colour) are theirs.
 */
const textOnPageBackground = (page: Page) => page.evaluate(() => {
  const hits: string[] = [];
  for (const el of document.querySelectorAll('body *')) {
    const hasText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
    if (!hasText || !(el as HTMLElement).checkVisibility?.() || el.closest('[class*="block-"], .visually-hidden, [aria-hidden="true"]')) continue;
    for (let at: Element | null = el; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.backgroundColor !== 'rgba(0, 0, 0, 0)') break;
      if (style.backgroundImage !== 'none') { hits.push(`${el.localName}.${el.className} "${el.textContent!.trim().slice(0, 40)}"`); break; }
    }
  }
  return hits;
});

/** Running animations other than the loading spinners (which only slow down, WCAG 2.3.3 essential). */
const movingThings = (page: Page) => page.evaluate(() => document.getAnimations()
  .filter((a) => a.playState === 'running')
  .map((a) => (a.effect as KeyframeEffect | null)?.target)
  .filter((el): el is Element => Boolean(el) && !(el as Element).matches('.spinner, .button-spinner'))
  .map((el) => `${el.localName}.${el.className}`));

async function runBatch(browser: Browser, paths: string[], layout: Layout) {
  const context = await browser.newContext({ ...LAYOUTS[layout], reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const found: Found[] = [];
  const moving: string[] = [];
  const onBackground: string[] = [];
  const openers: string[] = [];
  const csp: string[] = [];
  for (const path of paths) {
    await open(page, path);
    found.push(...await serious(page, path));
    moving.push(...(await movingThings(page)).map((m) => `${path}: ${m}`));
    onBackground.push(...(await textOnPageBackground(page)).map((m) => `${path}: ${m}`));
    // Links that open a new tab never hand it this page (window.opener).
    openers.push(...(await page.locator('a[target="_blank"]:not([rel~="noopener"])').evaluateAll((links) => links.map((a) => a.outerHTML.slice(0, 80)))).map((m) => `${path}: ${m}`));
    csp.push(...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).map((v) => `${path}: ${v}`));
  }
  await context.close();
  return { found, moving, csp, onBackground, openers };
}

test.describe.configure({ mode: 'parallel' });

for (const layout of Object.keys(LAYOUTS) as Layout[]) {
  for (const locale of ['en', 'nl', 'de+fr']) {
    test(`axe: every route, ${locale}, ${layout}: no serious or critical violation; nothing moves for reduced motion`, async ({ browser }) => {
      test.setTimeout(240_000);
      const paths = (await batches())[locale];
      const { found, moving, csp, onBackground, openers } = await runBatch(browser, paths, layout);
      expect(found, JSON.stringify(found, null, 2)).toEqual([]);
      expect(moving).toEqual([]);
      expect(csp).toEqual([]);
      expect(onBackground).toEqual([]);
      expect(openers).toEqual([]);
    });
  }
}
