/**
 * The specs' `test`: Playwright's, with every page of the test's context waiting after a
 * navigation (goto, reload) until the app has hydrated the server's markup. A visitor page comes
 * rendered from the server and is inert until the app has taken it over (issue 33): its content
 * is visible before the app runs, so "visible" no longer means "the app is there". Without this
 * a test could act (dispatch an event, navigate on, call the director) before the app listens.
 * What a page does before hydration is tested on its own (ssr.spec.ts).
 */
import { expect, test as base, type Browser, type Locator, type Page } from '@playwright/test';

export * from '@playwright/test';

/** How long a navigation waits for the app; a page whose scripts cannot load (offline tests) goes on after it. */
const HYDRATION_WAIT_MS = 10_000;

async function hydrated(page: Page): Promise<void> {
  // Navigating on meanwhile (a redirect) ends the wait too: the next navigation waits again.
  await page
    .waitForFunction(() => !document.querySelector('#root[inert]'), undefined, { timeout: HYDRATION_WAIT_MS })
    .catch(() => undefined);
}

function waitForHydration(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated(page);
    return response;
  };
}

/**
 * The live director lets a single-session link play in one browser at a time (DECISIONS.md).
 * Tests open the seeded demo links from many contexts at once, as if one visitor's tabs: every
 * context shares one browser id, unless a test gives it a storage state of its own (the test of
 * the rule opens a second browser that way). Put in place by an init script, before the app reads
 * it: a storage state in the config would open and navigate an extra page in every new context
 * to write it, about a third of a second of CPU each here.
 */
const BROWSER_ID = { key: 'liveDirector.browserId', value: '00000000-0000-4000-8000-0000000e2e00' };

function sharedBrowserId(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    if (!options?.storageState) {
      await context.addInitScript(({ key, value }) => {
        try {
          if (!localStorage.getItem(key)) localStorage.setItem(key, value);
        } catch {
          /* an opaque origin has no storage */
        }
      }, BROWSER_ID);
    }
    return context;
  };
  return browser;
}

export const test = base.extend<object, object>({
  browser: [
    async ({ browser }, use) => {
      await use(sharedBrowserId(browser));
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    context.on('page', waitForHydration);
    for (const page of context.pages()) waitForHydration(page);
    await use(context);
  },
});

/**
 * Until the page's own start-up work is over: its load event, then the browser idle twice (the
 * app starts its deferred work after the first paint and in idle time). Not `networkidle`: a page
 * that reads live data (the seats every 4.5 s) or a worker filling its caches may not be quiet
 * for 500 ms on a busy machine for a long time.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestIdleCallback(() => requestIdleCallback(() => resolve()));
      }),
  );
}

/**
 * Until a dialog or menu takes keys: radix moves the focus into it in the same effects that make
 * it listen for Escape, which run after it shows. On a busy machine a key pressed as soon as it is
 * visible can come before them, as a visitor's could not (they see it, then press).
 */
export async function expectFocusInside(layer: Locator): Promise<void> {
  await expect.poll(() => layer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
}
