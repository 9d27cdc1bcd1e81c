// First-visit transfers only (no Lighthouse), per file: for trimming the first download.
//   node scripts/bench/transfers.mjs [path ...]
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureTransfers } from './pages.mjs';
import { freePort, startProcess, stopAll } from './processes.mjs';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const PATHS = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      '/hybrid-summit',
      '/hybrid-summit/registration',
      '/hybrid-summit/demoRegistrationHybrid01',
      '/webinar/registration',
    ];
const port = await freePort();
const server = await startProcess('server', ['--import', 'tsx', 'server/main.ts'], {
  port,
  cwd: ROOT,
  readyPath: '/healthz',
  env: { RATE_LIMIT_SCALE: '100000', DIST_DIR: join(ROOT, 'dist'), SMTP_URL: '', DATABASE_URL: '' },
});
try {
  for (const page of await measureTransfers(server.base, PATHS)) {
    console.log(
      `${page.path}: ${(page.totalBytes / 1024).toFixed(1)} KiB (js ${(page.jsBytes / 1024).toFixed(1)}, css ` +
        `${(page.cssBytes / 1024).toFixed(1)})`,
    );
    for (const f of page.files)
      console.log(`  ${(f.bytes / 1024).toFixed(1).padStart(6)} ${f.encoding.padEnd(8)} ${f.url}`);
  }
} finally {
  await stopAll();
}
