/**
 * Server-rendered pages hydrate (issue 33): the markup the server sent stays (React takes it
 * over, no second render), without a hydration warning, in all five locales, and without a
 * layout shift when the app takes over.
 */
import { devices, expect, test, type Page } from './fixtures';
import { connected, control, summitCopy } from './liveHelpers';
import { register } from './liveTabsHelpers';

/**
 * Before any script: marks the page's heading as the server sent it (the same node must be there
 * once React took over: no second render), and adds up every layout shift.
 */
async function watchHydration(page: Page) {
  await page.addInitScript(() => {
    const state = { shift: 0, hidden: [] as string[], shifted: [] as string[] };
    (window as unknown as { __ssr: typeof state }).__ssr = state;
    type Shift = { value: number; hadRecentInput: boolean; startTime: number; sources?: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        state.shift += entry.value;
        // What moved, for the failure message: a shift under load is otherwise a bare number.
        const nodes = (entry.sources ?? []).map(({ node }) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`
            : (node?.nodeName ?? '?'),
        );
        state.shifted.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${nodes.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      // React hides a boundary's shown content with an inline display none when an update
      // suspends it again: the page would blink out and swallow taps.
      new MutationObserver((records) => {
        for (const { target } of records) {
          const element = target as HTMLElement;
          if (element.style?.display === 'none' && element.style.getPropertyPriority('display') === 'important')
            state.hidden.push(element.outerHTML.slice(0, 80));
        }
      }).observe(document.getElementById('root')!, { subtree: true, attributes: true, attributeFilter: ['style'] });
      const heading = document.querySelector('#root h1, #root h2');
      if (heading) (heading as unknown as { fromServer: boolean }).fromServer = true;
    });
  });
}

/**
 * Hydration complaints, also as the production build words them ("Minified React error #418; visit
 * https://react.dev/errors/418…").
 */
/**
 * The page has settled: no resource fetched for half a second (late chunks and data are in, what
 * they would suspend or shift has happened), the fonts loaded, a frame drawn since. A live page's
 * open event stream is not a fetch of the resource timeline, so it does not hold this back.
 */
async function settled(page: Page) {
  await page.evaluate(async () => {
    const quietFor = 500;
    let count = performance.getEntriesByType('resource').length;
    let since = performance.now();
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = performance.getEntriesByType('resource').length;
      if (now !== count) [count, since] = [now, performance.now()];
      else if (performance.now() - since >= quietFor && document.fonts.status === 'loaded') break;
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

function hydrationMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (
      (message.type() === 'error' || message.type() === 'warning') &&
      /hydrat|did not match|server rendered|server HTML|react\.dev\/errors\/(418|419|421|422|423|425)\b/i.test(
        message.text(),
      )
    ) {
      messages.push(message.text());
    }
  });
  page.on('pageerror', (error) => messages.push(String(error)));
  return messages;
}

/**
 * `shell`: the server sends the page's data and head, and the loader the browser shows as well,
 * hydrated all the same. The personal pages come rendered as the event's clock has them while
 * the live connection opens (the player's box empty until it says this browser may play).
 */
const PAGES: { path: string; lang: string; text: RegExp; shell?: true; player?: true }[] = [
  { path: '/hybrid-summit', lang: 'en', text: /Hybrid Health Summit 2026/ },
  { path: '/hybrid-summit/registration', lang: 'en', text: /How will you attend\?/ },
  { path: '/hybrid-summit/login', lang: 'en', text: /Hybrid Health Summit 2026/ },
  { path: '/hybrid-summit/demoRegistrationHybrid01', lang: 'en', text: /Welcome on site, Ada/ },
  { path: '/hybrid-summit/demoRegistrationOnline01', lang: 'en', text: /Hybrid Health Summit 2026/ },
  { path: '/webinar', lang: 'nl', text: /Registreren/ },
  { path: '/webinar/registration', lang: 'nl', text: /BENG/ },
  { path: '/on-demand/registration', lang: 'fr', text: /cybersécurité/ },
  { path: '/secure-live', lang: 'de', text: /./ },
  { path: '/open-hybrid', lang: 'nl', text: /./ },
  { path: '/multi-session/demoRegistrationMulti001', lang: 'en', text: /Sustaining maintainers/ },
  { path: '/dynamic', lang: 'en', text: /./, player: true },
];

for (const { path, lang, text, shell, player } of PAGES) {
  test(`${path} comes rendered from the server and hydrates without a mismatch`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const root = /<div id="root" inert>([\s\S]*)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '';
    const data = /<script type="application\/json" id="server-data"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    if (shell) expect(data).toMatch(text);
    else {
      expect(root, 'the server sent the page, not the spinner').not.toContain('page-loader');
      expect(root.replace(/<[^>]*>/g, ' ')).toMatch(text);
    }
    expect(html).toContain(`<html lang="${lang}"`);

    await watchHydration(page);
    const messages = hydrationMessages(page);
    await page.goto(path);
    // Hydrated: the page answers clicks (React attached), and its clock runs.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')),
    );
    // Inert until then (a tap before would be lost), taking taps from now on.
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await settled(page);
    const state = await page.evaluate(
      () => (window as unknown as { __ssr: { shift: number; hidden: string[]; shifted: string[] } }).__ssr,
    );
    expect(state.hidden, 'nothing suspended again once shown').toEqual([]);
    const kept = await page.evaluate(
      () => (document.querySelector('#root h1, #root h2') as unknown as { fromServer?: boolean } | null)?.fromServer,
    );
    expect(messages).toEqual([]);
    if (!shell) expect(kept, 'the server markup was kept').toBe(true);
    // (The on-demand player of the dynamic page's video block sizes itself once its script ran, hydrated or not.)
    if (!player) expect(state.shift, `no layout shift (${state.shifted.join('; ')})`).toBeLessThanOrEqual(0.01);
  });
}

test.describe('on a phone', () => {
  const { defaultBrowserType: _browser, ...phone } = devices['Pixel 5'];
  test.use(phone);

  test('the registration page comes in the phone layout and hydrates without a mismatch', async ({ page }) => {
    await watchHydration(page);
    const messages = hydrationMessages(page);
    await page.goto('/hybrid-summit/registration');
    await expect(page.locator('[data-layout="registration-mobile"]')).toBeVisible();
    await settled(page);
    expect(messages).toEqual([]);
    const state = await page.evaluate(
      () => (window as unknown as { __ssr: { shift: number; hidden: string[]; shifted: string[] } }).__ssr,
    );
    expect(state.hidden, 'nothing suspended again once shown').toEqual([]);
    expect(state.shift).toBeLessThanOrEqual(0.01);
  });

  test("the on-site page comes with the controller's tabs in its bar, which stay as the stream connects", async ({
    page,
    request,
  }) => {
    const eventId = await summitCopy(request);
    const id = await register(request, eventId, 1, 'ssr.tabs');
    await control(request, eventId, { visible: { polls: true, quiz: true, handouts: false } });
    const barOf = (html: string) =>
      [...html.matchAll(/<span class="bottom-tab-label">([^<]*)<\/span>/g)].map((match) => match[1]);
    // By the clock's defaults alone the bar would keep Handouts and have no Poll.
    const served = barOf(await (await request.get(`/${eventId}/${id}`)).text());
    expect(served).toContain('Poll');
    expect(served).not.toContain('Handouts');

    await watchHydration(page);
    const messages = hydrationMessages(page);
    await page.goto(`/${eventId}/${id}`);
    await connected(page);
    await settled(page);
    expect(barOf(await page.locator('.bottom-tabs').evaluate((nav) => nav.outerHTML))).toEqual(served);
    expect(messages).toEqual([]);
    const state = await page.evaluate(
      () => (window as unknown as { __ssr: { shift: number; shifted: string[] } }).__ssr,
    );
    expect(state.shift, `no layout shift (${state.shifted.join('; ')})`).toBeLessThanOrEqual(0.01);
  });
});

test.describe('in another time zone', () => {
  test.use({ timezoneId: 'America/New_York' });

  test("learns the visitor's zone in the head's Intl worker: kept for the next page, sent with the refresh", async ({
    page,
    context,
  }) => {
    const zones: string[] = [];
    page.on('request', (request) => {
      const zone = new URL(request.url()).searchParams.get('timeZone');
      if (request.url().includes('/frontend-api/projectevents/') && zone) zones.push(zone);
    });
    const worker = page.waitForEvent('worker');
    await page.goto('/hybrid-summit');
    expect((await worker).url()).toMatch(/^data:text\/javascript,/);
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'tz')?.value)
      .toBe(encodeURIComponent('America/New_York'));
    await expect.poll(() => zones).toContain('America/New_York');
    // The next page comes in the visitor's zone from the server itself.
    await page.goto('/hybrid-summit/registration');
    await expect(page.getByText(/\b(EST|GMT-5)\b/).first()).toBeVisible();
  });
});
