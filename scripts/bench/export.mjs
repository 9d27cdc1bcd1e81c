// The registrations export under load of data: GET /admin/api/projects/{id}/registrations.csv of a
// filled project, timing the first byte and the whole body while sampling the server's resident
// memory (Linux /proc) every 20 ms. Goal (issue 18): first byte under 200 ms, memory growth under
// 50 MiB for 100,000 registrations. `npm run bench` runs it after its fill (measureExport);
// alone it starts its own server and fills it:
//   node scripts/bench/export.mjs       BENCH_FILL (default 100000), BENCH_PORT
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fill, round } from './load.mjs';
import { freePort, settle, startProcess, stopAll } from './processes.mjs';

export const EXPORT_GOALS = { firstByteMs: 200, growthMiB: 50 };
export const BENCH_ADMIN_TOKEN = 'bench-organiser-token-not-secret';

function rssMiB(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.split(/\s+/)[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** One export of `projectId` from the running server `proc`, read to the end as a client would. */
export async function measureExport(proc, projectId, token = BENCH_ADMIN_TOKEN) {
  const pid = proc.child.pid;
  const before = rssMiB(pid);
  let peak = before ?? 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid) ?? 0);
  }, 20);
  const started = performance.now();
  try {
    // node:http, not fetch: fetch's body stream hands over 64 KiB at a time, which would time the
    // first 64 KiB instead of the first byte.
    const { firstByteMs, bytes, lines } = await new Promise((resolve, reject) => {
      const req = get(
        `${proc.base}/admin/api/projects/${projectId}/registrations.csv`,
        { headers: { authorization: `Bearer ${token}` } },
        (res) => {
          if (res.statusCode !== 200) {
            res.resume();
            reject(new Error(`the export answered ${res.statusCode}`));
            return;
          }
          const got = { firstByteMs: undefined, bytes: 0, lines: 0 };
          res.on('data', (chunk) => {
            got.firstByteMs ??= performance.now() - started;
            got.bytes += chunk.length;
            for (const b of chunk) if (b === 10) got.lines++;
          });
          res.on('end', () => resolve(got));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
    });
    const totalMs = performance.now() - started;
    peak = Math.max(peak, rssMiB(pid) ?? 0);
    const growthMiB = before === undefined ? null : round(peak - before, 1);
    const problems = [];
    if (firstByteMs > EXPORT_GOALS.firstByteMs) problems.push('first byte');
    if (growthMiB !== null && growthMiB >= EXPORT_GOALS.growthMiB) problems.push('memory');
    return {
      rows: lines - 1,
      bytes,
      firstByteMs: round(firstByteMs, 1),
      totalMs: Math.round(totalMs),
      rssBeforeMiB: before === undefined ? null : round(before, 1),
      rssPeakMiB: round(peak, 1),
      growthMiB,
      problems,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** The row of scripts/bench/report.mjs's table (figures in the name; no load columns). */
export function exportRow(r) {
  return {
    kind: 'server',
    name:
      `GET …/registrations.csv, ${r.rows.toLocaleString('en')} regs: first byte ${r.firstByteMs} ms, all ` +
      `${(r.bytes / 2 ** 20).toFixed(1)} MiB in ${(r.totalMs / 1000).toFixed(1)} s, memory ` +
      `+${r.growthMiB ?? '?'} MiB`,
    connections: 1,
    reqPerSec: '',
    p50: null,
    p99: null,
    floorRatio: null,
    lossVsEmpty: null,
    goal: `first byte < ${EXPORT_GOALS.firstByteMs} ms, memory < +${EXPORT_GOALS.growthMiB} MiB`,
    pass: r.problems.length === 0,
    problems: r.problems,
    run: { requests: 0, non2xx: 0 },
    export: r,
  };
}

async function standalone() {
  const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
  const amount = Number(process.env.BENCH_FILL ?? 100_000);
  const port = await freePort(process.env.BENCH_PORT);
  const log = (msg) => process.stderr.write(`[export bench] ${msg}\n`);
  log(`starting the server on port ${port}`);
  const server = await startProcess('server', ['--import', 'tsx', 'server/main.ts'], {
    port,
    cwd: root,
    readyPath: '/healthz',
    env: {
      RATE_LIMIT_SCALE: '100000',
      SMTP_URL: '',
      DATABASE_URL: '',
      ADMIN_TOKEN: BENCH_ADMIN_TOKEN,
      DIST_DIR: '/nonexistent',
    },
  });
  try {
    log(`filling ${amount} registrations into hybrid-summit through the API`);
    const filled = await fill(server.base, amount, {
      onProgress: (done, total, secs) => {
        if (done % 10_000 < 50) log(`  ${done} / ${total} (${Math.round(done / secs)}/s)`);
      },
    });
    log(`filled ${filled.ok} in ${filled.seconds} s`);
    await settle(server);
    const result = await measureExport(server, 'proj-hybrid-summit');
    console.log(JSON.stringify(result, null, 2));
    console.log(exportRow(result).name, '—', result.problems.length ? `FAIL (${result.problems.join(', ')})` : 'pass');
  } finally {
    await stopAll();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await standalone();
