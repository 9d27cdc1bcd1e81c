// What a first visit costs: JS and CSS bytes as Chromium received them (CDP's encodedDataLength,
// headers included, as DevTools' "transferred"), service worker allowed as a visitor's browser has it
// (its registration's chunks count; its precache is the worker's own requests, not the page's),
// fresh profile per page; then Lighthouse mobile per page, two ways (issue 47): in one shared
// Chromium as before, and as the CLI runs it, a fresh Chromium per page with only the CLI's flags.
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
      const context = await browser.newContext();
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

/** The flags of the CLI runs: `--chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage"`. */
const CLI_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

const launch = (flags) => chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: flags, handleSIGINT: false });

/**
 * Lighthouse (mobile, default simulated throttling) scores, LCP and TBT per page, with the LCP
 * breakdown and the JS+CSS bytes Lighthouse saw. `fresh`: a new Chromium per page with the CLI's
 * flags (what `npx lighthouse URL` does); else one Chromium for every page, as the bench ran it.
 */
export async function lighthouseScores(base, paths, onPage, { fresh = false } = {}) {
  let shared = fresh ? undefined : await launch(['--headless=new', ...CHROME_ARGS]);
  try {
    const out = [];
    for (const path of paths) {
      const chrome = shared ?? (await launch(CLI_FLAGS));
      try {
        const row = await lighthouseRow(base, path, chrome.port);
        out.push(row);
        onPage?.(row);
      } finally {
        if (!shared) chrome.kill();
      }
    }
    return out;
  } finally {
    shared?.kill();
    shared = undefined;
  }
}

async function lighthouseRow(base, path, port) {
  const result = await lighthouse(base + path, {
    port,
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
  const { categories, audits, runWarnings, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${path}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id) => categories[id]?.score ?? null;
  const failing = (refs) =>
    refs
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
      .map((ref) => ref.id);
  const observed = audits.metrics?.details?.items?.[0] ?? {};
  return {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
    // What the simulation started from: the paint as observed (unthrottled) and its parts.
    observedFcpMs: observed.observedFirstContentfulPaint ?? null,
    observedLcpMs: observed.observedLargestContentfulPaint ?? null,
    lcpBreakdown: lcpBreakdown(audits),
    jsCssBytes: (audits['network-requests']?.details?.items ?? [])
      .filter((r) => r.resourceType === 'Script' || r.resourceType === 'Stylesheet')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    // audits short of full marks in the categories whose goal is 1.0
    failedAudits: [
      ...new Set(
        Object.entries(categories)
          .filter(([id]) => id !== 'performance')
          .flatMap(([, c]) => failing(c.auditRefs)),
      ),
    ],
    seoFailedAudits: categories.seo ? failing(categories.seo.auditRefs) : [],
    warnings: runWarnings,
  };
}

/** `{ timeToFirstByte, elementRenderDelay, ... }` in ms, from Lighthouse's LCP breakdown insight. */
function lcpBreakdown(audits) {
  const tables = (audits['lcp-breakdown-insight']?.details?.items ?? []).filter((item) => item.type === 'table');
  const parts = tables.flatMap((table) => table.items ?? []);
  return Object.fromEntries(parts.map((part) => [part.subpart ?? part.label, Math.round(part.duration)]));
}

const SCORES = ['performance', 'accessibility', 'bestPractices', 'seo'];
const COSTS = ['lcpMs', 'tbtMs', 'cls', 'jsCssBytes', 'observedLcpMs'];

/**
 * Several runs of one page as one row, judged on its worst run (the goals hold "in three runs
 * each"): the lowest scores, the highest costs, the audits any run failed; `runs` keeps each.
 */
export function worstOf(runs) {
  const row = { ...runs[0] };
  for (const key of SCORES) row[key] = Math.min(...runs.map((r) => r[key] ?? -1));
  for (const key of COSTS) row[key] = Math.max(...runs.map((r) => r[key] ?? 0));
  row.failedAudits = [...new Set(runs.flatMap((r) => r.failedAudits))];
  row.seoFailedAudits = [...new Set(runs.flatMap((r) => r.seoFailedAudits))];
  row.runs = runs.map((r) => ({ performance: r.performance, lcpMs: r.lcpMs, tbtMs: r.tbtMs, cls: r.cls }));
  return row;
}
