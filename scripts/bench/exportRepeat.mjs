// Profiling aid for the export (issue 18): a kept, filled data folder, then several exports in a
// row from a fresh server. First run fills (BENCH_FILL, default 100000) and keeps the folder.
//   node scripts/bench/exportRepeat.mjs <dataDir> [runs]
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_ADMIN_TOKEN, measureExport } from './export.mjs';
import { fill } from './load.mjs';
import { freePort, settle, startProcess, stopProcess } from './processes.mjs';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const dataDir = process.argv[2];
const runs = Number(process.argv[3] ?? 3);
if (!dataDir) throw new Error('usage: exportRepeat.mjs <dataDir> [runs]');
const fresh = !existsSync(dataDir);
const server = await startProcess('server', ['--import', 'tsx', 'server/main.ts'], {
  port: await freePort(),
  cwd: root,
  readyPath: '/healthz',
  dataDir,
  env: {
    RATE_LIMIT_SCALE: '100000',
    SMTP_URL: '',
    DATABASE_URL: '',
    ADMIN_TOKEN: BENCH_ADMIN_TOKEN,
    DIST_DIR: '/nonexistent',
    ...(process.env.EXTRA_NODE_OPTIONS ? { NODE_OPTIONS: process.env.EXTRA_NODE_OPTIONS } : {}),
  },
});
try {
  if (fresh) console.error('filled', (await fill(server.base, Number(process.env.BENCH_FILL ?? 100_000))).ok);
  await settle(server);
  for (let i = 0; i < runs; i++) {
    const r = await measureExport(server, 'proj-hybrid-summit');
    console.log(
      `run ${i + 1}: rows ${r.rows}, first byte ${r.firstByteMs} ms, total ${r.totalMs} ms, rss ${r.rssBeforeMiB} ` +
        `-> peak ${r.rssPeakMiB} (+${r.growthMiB})`,
    );
  }
} finally {
  await stopProcess(server, { keepData: true });
}
