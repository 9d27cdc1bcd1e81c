/**
 * The web-app look's finish (issue 45): the header bar wears the project's brand colour with
 * text that reads on it, and the Home tab's and My events' actions are designed rows, real links
 * at least 44 px high. One page per size, shared by the checks.
 */
import { expect, test, type Page } from './fixtures';
import { AXE_OPTIONS, axeOn, contrastFindings } from './contrastCheck';
import { SIZES } from './designHelpers';
import { open } from './visitorRoutes';

/** The header's background and text colour as the page paints them, and their WCAG ratio. */
const headerPaint = (page: Page) =>
  page.locator('.pwa-header').evaluate((header) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const lum = (c: number[]) =>
      c
        .map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        })
        .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
    const style = getComputedStyle(header);
    const [bg, fg] = [lum(rgb(style.backgroundColor)), lum(rgb(style.color))];
    return { background: style.backgroundColor, ratio: (Math.max(bg, fg) + 0.05) / (Math.min(bg, fg) + 0.05) };
  });

const hexToRgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** Every text in the header reads on it: axe's contrast rule and the pixel check of contrastCheck.ts. */
async function headerFindings(page: Page, label: string) {
  const decoder = await page.context().newPage();
  const result = await axeOn(page).include('.pwa-header').options(AXE_OPTIONS).withRules(['color-contrast']).analyze();
  const found = await contrastFindings(page, decoder, label, result);
  await decoder.close();
  return found;
}

/** Links and buttons of `scope` lower than 44 px, or links without an address. */
const smallOrFake = (page: Page, scope: string) =>
  page.locator(scope).evaluateAll((roots) =>
    roots.flatMap((root) =>
      [...root.querySelectorAll('a, button')]
        .filter((el) => el.checkVisibility())
        .filter((el) => el.getBoundingClientRect().height < 44 || (el.localName === 'a' && !el.getAttribute('href')))
        .map((el) => `${el.outerHTML.slice(0, 70)} ${Math.round(el.getBoundingClientRect().height)} px`),
    ),
  );

for (const [size, options] of Object.entries(SIZES)) {
  test(
    `on-site web-app, ${size}: the header wears the brand with readable text; ` +
      `Home's actions are 44 px links; so are My events`,
    async ({ browser, request }) => {
      const project = (await (await request.get('/frontend-api/projectevents/hybrid-summit')).json()) as {
        pwaStyle: { primaryColor: string; secondaryColor: string };
      };
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await open(page, '/hybrid-summit/demoRegistrationHybrid01');
      const paint = await headerPaint(page);
      expect(paint.background).toBe(hexToRgb(project.pwaStyle.primaryColor)); // the teal brand, not the amber accent
      expect(paint.background).not.toBe(hexToRgb(project.pwaStyle.secondaryColor));
      expect(paint.ratio).toBeGreaterThanOrEqual(4.5); // its text and its icons (currentColor)
      expect(await headerFindings(page, `${size} header`)).toEqual([]);

      const actions = page.getByRole('navigation', { name: 'Your registration' });
      await expect(actions.getByRole('link', { name: 'Change attendance' })).toHaveAttribute(
        'href',
        '/hybrid-summit/demoRegistrationHybrid01/change-attendance',
      );
      await expect(page.getByTestId('calendar-feed')).toHaveAttribute('href', /^(https?|webcal):/);
      expect(
        await smallOrFake(page, '.pwa-panel[data-tab="home"] .action-list, .pwa-panel[data-tab="home"] .stay-informed'),
      ).toEqual([]);

      // My events (`/`) lists the link just opened, as a row of the same size.
      // (The page stores it in IndexedDB after it shows: until then / would open the event instead.)
      const row = page.getByRole('main').getByRole('link', { name: /Hybrid Health Summit/ });
      await expect(async () => {
        await page.goto('/');
        await expect(row).toHaveAttribute('href', '/hybrid-summit/demoRegistrationHybrid01', { timeout: 3_000 });
      }).toPass();
      expect(await smallOrFake(page, '.my-events')).toEqual([]);
      await context.close();
    },
  );
}

test("the open hybrid event's web-app header wears its orange brand with dark text (issue 45)", async ({
  browser,
  request,
}) => {
  const project = (await (await request.get('/frontend-api/projectevents/open-hybrid')).json()) as {
    pwaStyle: { primaryColor: string };
  };
  const context = await browser.newContext(SIZES.phone);
  const page = await context.newPage();
  await open(page, '/open-hybrid/openRegistrationId000000?pwa=true');
  const paint = await headerPaint(page);
  expect(paint.background).toBe(hexToRgb(project.pwaStyle.primaryColor));
  expect(paint.ratio).toBeGreaterThanOrEqual(4.5);
  expect(await headerFindings(page, 'open-hybrid header')).toEqual([]);
  await context.close();
});
