// Measures what a first visit really downloads: starts the production server on a throwaway
// database, opens pages in Chromium, and sums the gzipped size of every script the page loaded.
//   node scripts/bench.mjs [path ...]     (default: the main demo pages)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const PORT = Number(process.env.BENCH_PORT ?? 8390);
const base = `http://127.0.0.1:${PORT}`;
const paths = process.argv.slice(2).length ? process.argv.slice(2)
  : ['/hybrid-summit', '/hybrid-summit/demoRegistrationHybrid01', '/hybrid-summit/registration', '/webinar/registration'];

const dataDir = mkdtempSync(join(tmpdir(), 'eventhall-bench-'));
const server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: process.env.DIST_DIR ?? 'dist' },
  stdio: 'ignore',
});
try {
  const started = Date.now();
  for (;;) {
    try { if ((await fetch(`${base}/frontend-api/projectevents/hybrid-summit`)).ok) break; } catch { /* not yet */ }
    if (Date.now() - started > 60_000) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  console.log(`server ready in ${Date.now() - started} ms`);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'] });
  for (const path of paths) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try { scripts.push({ url: response.url(), gzip: gzipSync(await response.body()).length }); } catch { /* redirected */ }
    });
    const t0 = Date.now();
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const loadMs = Date.now() - t0;
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    console.log(`${path}: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB gzipped JS, network idle after ${loadMs} ms`);
    for (const s of scripts.sort((a, b) => b.gzip - a.gzip).slice(0, 5)) console.log(`   ${(s.gzip / 1024).toFixed(1)} KB  ${s.url.replace(base, '')}`);
    await context.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
