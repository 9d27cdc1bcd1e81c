// `npm run test:slow`: rehearses a slower machine before a change lands. The end-to-end specs that
// suffer first when the CPU is short (the first visit that installs the worker and fills its
// caches, offline reloads, the installed app, live pages and Q&A) run with busy processes beside
// them that take most of the machine, and without retries, so a test that only passes on a quiet
// machine fails here. Extra arguments go to Playwright (`npm run test:slow -- --repeat-each=3`);
// spec files among them replace the list.
//   SLOW_HOGS   busy processes beside the suite (default: twice the cores, about a third of the
//               CPU left for the suite on a machine the suite alone would fill)
import { availableParallelism } from 'node:os';
import { spawn, spawnSync } from 'node:child_process';

const SPECS = [
  'offline',
  'offlineOutbox',
  'offlineStorage',
  'handoutsOffline',
  'installedApp',
  'pwa',
  'qna',
  'qnaRoomScreen',
  'qnaUpvotes',
  'live',
  'liveWebApp',
  'liveInteraction',
  'liveTabs',
  'liveTabsPolls',
  'pollPush',
].map((name) => `tests/e2e/${name}.spec.ts`);

const hogCount = Number(process.env.SLOW_HOGS ?? availableParallelism() * 2);
// Each hog in a session of its own, as Playwright starts each browser: Linux shares the CPU between
// sessions (autogroups) first, so hogs sharing this script's session would together get one
// session's share, and none at all when that session is niced.
const hogs = Array.from({ length: hogCount }, () =>
  spawn(process.execPath, ['-e', 'for (;;) Math.sqrt(Math.random())'], { stdio: 'ignore', detached: true }),
);
const stopHogs = () => {
  for (const hog of hogs) hog.kill('SIGKILL');
};
process.on('exit', stopHogs);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

console.log(
  `test:slow: ${hogCount} busy processes beside the end-to-end specs on ${availableParallelism()} cores, no retries`,
);
const startedAt = Date.now();
// Spec files named on the command line replace the list.
const args = process.argv.slice(2);
const specs = args.some((arg) => arg.endsWith('.spec.ts')) ? [] : SPECS;
const run = spawnSync('npx', ['playwright', 'test', '--retries=0', ...specs, ...args], {
  stdio: 'inherit',
  env: { ...process.env, CI: process.env.CI ?? 'true' },
});
stopHogs();
console.log(`\ntest:slow: ${((Date.now() - startedAt) / 1000).toFixed(1)} s with ${hogCount} busy processes beside it`);
process.exit(run.status ?? 1);
