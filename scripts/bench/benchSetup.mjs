// The settings of `npm run bench` (scripts/bench.mjs says what each does) and its progress lines.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { intEnv } from './env.mjs';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const FILL = intEnv('BENCH_FILL', 100_000);
export const DURATION = intEnv('BENCH_DURATION', 5);
export const PROJECT = 'hybrid-summit';
export const PROJECT_ID = 'proj-hybrid-summit';
export const DOC = `/frontend-api/projectevents/${PROJECT}`;
export const BENCH_LIVE_TOKEN = 'bench-live-control-token-0123456789';

export const t0 = Date.now();
export const progress = (msg) =>
  process.stderr.write(`[bench ${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${msg}\n`);
