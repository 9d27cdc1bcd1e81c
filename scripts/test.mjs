// `npm test`: the stages in order, stopping at the first that fails, then how long each took, so
// a slow stage on a newcomer's machine shows without a second run.
import { spawnSync } from 'node:child_process';

const STAGES = [
  ['lockfile', 'node scripts/complete-lockfile.mjs --check'],
  ['typecheck', 'npm run typecheck'],
  ['unit (vitest)', 'npm run test:unit'],
  ['e2e (playwright)', 'npm run test:e2e'],
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const rows = [];
let failed = null;
const startedAt = Date.now();
for (const [name, command] of STAGES) {
  const began = Date.now();
  const run = spawnSync(command, { stdio: 'inherit', shell: true });
  const code = run.status ?? 1;
  rows.push([name, Date.now() - began, code === 0 ? 'passed' : `failed (exit ${code})`]);
  if (code !== 0) {
    failed = code;
    break;
  }
}

const width = Math.max(...STAGES.map(([name]) => name.length));
console.log('\nnpm test, by stage:');
for (const [name, ms, result] of rows) console.log(`  ${name.padEnd(width)}  ${seconds(ms).padStart(9)}  ${result}`);
for (const [name] of STAGES.slice(rows.length)) console.log(`  ${name.padEnd(width)}  ${'-'.padStart(9)}  not run`);
console.log(`  ${'total'.padEnd(width)}  ${seconds(Date.now() - startedAt).padStart(9)}`);
process.exit(failed ?? 0);
