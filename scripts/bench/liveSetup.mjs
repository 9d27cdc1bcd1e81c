// The bench:live run's settings and its server processes (scripts/bench-live.mjs says what each setting does).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { intEnv, listEnv } from './env.mjs';
import { inspectorOf } from './inspect.mjs';
import { freePort, startProcess, stopProcess } from './processes.mjs';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const TOKEN = 'bench-live-control-token';
export const ADMIN_TOKEN = 'bench-live-admin-token-0123456789';
export const EVENT = 'hybrid-summit';
export const PROJECT_ID = 'proj-hybrid-summit';
export const SIZES = listEnv('BENCH_LIVE_SIZES', [1000, 5000, 10000]);
export const TWO = intEnv('BENCH_LIVE_TWO', 10000);
export const RAMP = intEnv('BENCH_LIVE_RAMP', 250);
export const START_MINUTE = intEnv('BENCH_LIVE_START_MINUTE', 60);
export const CHANGES = intEnv('BENCH_LIVE_CHANGES', 10);
export const WORKERS = intEnv('BENCH_LIVE_WORKERS', 2);
export const IDLE = intEnv('BENCH_LIVE_IDLE', 15);
export const STORM = intEnv('BENCH_LIVE_STORM', 1) > 0;
export const ROWS = (process.env.BENCH_LIVE_ROWS || 'connections,storm,captions,restart,reactions,wordcloud')
  .split(',')
  .map((s) => s.trim());
export const READ_KINDS = ['project', 'registration', 'library', 'state'];
export const GOALS = { p99: 1000, bytesPerClient: 20 * 1024, readP99: 100 };

export const t0 = Date.now();
export const progress = (msg) =>
  process.stderr.write(`[bench:live ${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${msg}\n`);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const round = (n, d = 0) => (Number.isFinite(n) ? Math.round(n * 10 ** d) / 10 ** d : null);

/** The fd limit this process (and its children) got: the script raised the soft one to the hard one. */
export function fdLimit() {
  try {
    const m = /Max open files\s+(\d+)\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'));
    return m ? { soft: Number(m[1]), hard: Number(m[2]) } : undefined;
  } catch {
    return undefined;
  }
}

export async function startServer(name, env, { port, dataDir } = {}) {
  port ??= await freePort();
  const inspectPort = await freePort();
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const proc = await startProcess(
    name,
    [...extra, `--inspect=127.0.0.1:${inspectPort}`, '--import', 'tsx', 'server/main.ts'],
    {
      port,
      cwd: ROOT,
      readyPath: '/healthz',
      dataDir,
      env: {
        RATE_LIMIT_SCALE: '100000',
        DIST_DIR: join(ROOT, '.no-dist'),
        SMTP_URL: '',
        DATABASE_URL: '',
        LIVE_CONTROL_TOKEN: TOKEN,
        ADMIN_TOKEN,
        ...env,
      },
    },
  );
  proc.inspector = await inspectorOf(inspectPort);
  return proc;
}

export async function stopServer(proc) {
  proc.inspector.close();
  await stopProcess(proc);
}

export async function metric(base, name) {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  const m = new RegExp(`^${name} (\\S+)$`, 'm').exec(await res.text());
  return m ? Number(m[1]) : undefined;
}
