// `npm test`: the stages in order, stopping at the first that fails, then how long each took, so
// a slow stage on a newcomer's machine shows without a second run.
//
// The app build the end-to-end stage needs (scripts/build-if-stale.mjs) starts after the lockfile
// check and runs beside the type check and vitest, at a low priority: tsc keeps one core busy and
// vitest's server tests often wait (timers, sockets, child processes), so the build mostly takes
// time no stage uses, where it ran alone at the start of the e2e stage before.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

const STAGES = [
  ['lockfile', 'node scripts/complete-lockfile.mjs --check'],
  // Formatting and lint (biome.jsonc): any difference from the formatter's output or any diagnostic fails.
  ['format and lint', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  ['unit (vitest)', 'npm run test:unit'],
  ['e2e (playwright)', 'npm run test:e2e'],
];
/** The stage that needs the build; it waits for it (and builds itself if the early build failed). */
const NEEDS_BUILD = 'e2e (playwright)';
/** Nice value of the early build: it gives way to the stages, which time some of their steps. */
const BUILD_PRIORITY = 10;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs `command` (output to this terminal); resolves with its exit code and how long it ran. */
function run(command, priority) {
  const began = Date.now();
  const child = spawn(command, { stdio: 'inherit', shell: true });
  if (priority !== undefined) {
    try {
      setPriority(child.pid, priority);
    } catch {
      /* not allowed here: it runs at the normal priority */
    }
  }
  return new Promise((resolve) => {
    child.once('error', () => resolve({ code: 1, ms: Date.now() - began }));
    child.once('exit', (code) => resolve({ code: code ?? 1, ms: Date.now() - began }));
  });
}

const rows = [];
let failed = null;
let build = null;
const startedAt = Date.now();
for (const [name, command] of STAGES) {
  if (name === NEEDS_BUILD && build) {
    const { code, ms } = await build;
    rows.push([
      'build (beside the stages above)',
      ms,
      code === 0 ? 'passed' : `failed (exit ${code}), built again below`,
    ]);
  }
  const { code, ms } = await run(command);
  rows.push([name, ms, code === 0 ? 'passed' : `failed (exit ${code})`]);
  if (code !== 0) {
    failed = code;
    break;
  }
  if (name === 'lockfile') build = run('node scripts/build-if-stale.mjs', BUILD_PRIORITY);
}
// A stage failed before the e2e stage: the build is not needed any more, but it is left to finish
// (stopping it halfway would leave a half-written dist/ behind).
if (failed !== null && build && !rows.some(([name]) => name.startsWith('build'))) await build;

const width = Math.max(...[...STAGES.map(([name]) => name), ...rows.map(([name]) => name)].map((name) => name.length));
console.log('\nnpm test, by stage:');
for (const [name, ms, result] of rows) console.log(`  ${name.padEnd(width)}  ${seconds(ms).padStart(9)}  ${result}`);
for (const [name] of STAGES.slice(rows.filter(([row]) => !row.startsWith('build')).length))
  console.log(`  ${name.padEnd(width)}  ${'-'.padStart(9)}  not run`);
console.log(`  ${'total'.padEnd(width)}  ${seconds(Date.now() - startedAt).padStart(9)}`);
process.exit(failed ?? 0);
