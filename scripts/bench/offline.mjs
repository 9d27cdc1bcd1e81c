// Offline reload to content (issue 13): a visitor opened the page once online; the venue's network
// goes; they reload. A `{ visit, launch }` entry is the installed app instead (issue 28): after the
// visit, each run opens `launch` (the manifest's start_url) in a new page, as the OS starts the
// app. Timed inside the page, from the navigation's start to the first <h1> with text (the page's
// heading), so Playwright's own round trips are not counted. Median of RUNS reloads in one browser
// context (its service worker and caches as a visitor's would be).
import { chromium } from '@playwright/test';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const OFFLINE_RUNS = 7;

/** Records, in every document, when the first non-empty h1 appears (performance.now()). */
function watchHeading() {
  const seen = () => {
    const h1 = document.querySelector('h1');
    if (h1?.textContent.trim()) {
      window.__contentAt = performance.now();
      return true;
    }
    return false;
  };
  const observer = new MutationObserver(() => {
    if (seen()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

export async function measureOfflineReloads(base, paths, runs = OFFLINE_RUNS) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  try {
    const out = [];
    for (const entry of paths) {
      const path = typeof entry === 'string' ? entry : entry.visit;
      const launch = typeof entry === 'string' ? undefined : entry.launch;
      const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
      try {
        await context.addInitScript(watchHeading);
        const page = await context.newPage();
        await page.goto(base + path);
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
        // In the full bench run (after Lighthouse) the active worker has sometimes not claimed the
        // page within 30 s; a reload is controlled by it in any case (a visitor's next page view).
        await page
          .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 10_000 })
          .catch(async () => {
            process.stderr.write(`[bench] ${path}: the worker did not claim the page; reloading\n`);
            await page.reload();
            await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
          });
        // The first calls may have left before the worker took control: the visit, once more.
        await page.reload();
        await page.waitForFunction(() => window.__contentAt !== undefined);
        await context.setOffline(true);
        const times = [];
        for (let i = 0; i < runs; i += 1) {
          const target = launch ? await context.newPage() : page;
          if (launch) await target.goto(base + launch);
          else await target.reload();
          await target.waitForFunction(() => window.__contentAt !== undefined, undefined, { timeout: 10_000 });
          times.push(await target.evaluate(() => Math.round(window.__contentAt)));
          if (launch) await target.close();
        }
        times.sort((a, b) => a - b);
        out.push({
          path: launch ? `${launch} launched after visiting ${path}` : path,
          runs,
          medianMs: times[Math.floor(times.length / 2)],
          minMs: times[0],
          maxMs: times.at(-1),
          times,
        });
      } finally {
        await context.close();
      }
    }
    return out;
  } finally {
    await browser.close();
  }
}
