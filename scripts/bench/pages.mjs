// What a first visit costs: JS and CSS bytes as Chromium received them (CDP's encodedDataLength,
// headers included, as DevTools' "transferred"), service worker blocked, fresh profile per page;
// then one Lighthouse mobile run per page against the same Chromium (Debian's, see TOOLCHAIN.md).
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

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
const KINDS = { Script: 'js', Stylesheet: 'css' };

/** Per page: total and per-file transferred bytes of scripts and style sheets. */
export async function measureTransfers(base, paths) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  try {
    const out = [];
    for (const path of paths) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        const seen = new Map();
        const files = [];
        cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
          if (KINDS[type])
            seen.set(requestId, {
              kind: KINDS[type],
              url: response.url,
              encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? 'identity',
            });
        });
        cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
          const file = seen.get(requestId);
          if (file) files.push({ ...file, url: file.url.replace(base, ''), bytes: encodedDataLength });
        });
        const response = await page.goto(base + path, { waitUntil: 'networkidle' });
        if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
        const sum = (kind) => files.filter((f) => !kind || f.kind === kind).reduce((s, f) => s + f.bytes, 0);
        files.sort((a, b) => b.bytes - a.bytes);
        // Personal pages are noindex on purpose (issue 14): the report needs to know.
        const robots = response.headers()['x-robots-tag'] ?? '';
        out.push({ path, jsBytes: sum('js'), cssBytes: sum('css'), totalBytes: sum(), files, robots });
      } finally {
        await context.close();
      }
    }
    return out;
  } finally {
    await browser.close();
  }
}

/** Lighthouse (mobile, default simulated throttling) scores, LCP and TBT per page. */
export async function lighthouseScores(base, paths, onPage) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', ...CHROME_ARGS],
    handleSIGINT: false,
  });
  try {
    const out = [];
    for (const path of paths) {
      const result = await lighthouse(base + path, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits, runWarnings, runtimeError } = result.lhr;
      if (runtimeError) throw new Error(`Lighthouse failed on ${path}: ${runtimeError.code} ${runtimeError.message}`);
      const score = (id) => categories[id]?.score ?? null;
      const row = {
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
        cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
        // audits short of full marks in the categories whose goal is 1.0
        failedAudits: Object.entries(categories)
          .filter(([id]) => id !== 'performance')
          .flatMap(([, c]) => c.auditRefs)
          .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
          .map((ref) => ref.id)
          .filter((id, i, all) => all.indexOf(id) === i),
        seoFailedAudits:
          categories.seo?.auditRefs
            .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
            .map((ref) => ref.id) ?? [],
        warnings: runWarnings,
      };
      out.push(row);
      onPage?.(row);
    }
    return out;
  } finally {
    chrome.kill();
  }
}
