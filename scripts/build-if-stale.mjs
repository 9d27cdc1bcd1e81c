// Builds the app when dist/ is missing or older than any source it is built from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { execSync } from 'node:child_process';

const SOURCES = [
  'src',
  'sw',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/build',
  'lingui.config.ts',
  'package-lock.json',
  // Minified into dist/server by the build (scripts/build/liveLibrary.ts).
  'server/live/library.js',
];
const BUILT = 'dist/index.html';

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

const builtAt =
  existsSync(BUILT) &&
  existsSync('dist/sw.js') &&
  existsSync('dist/server/entry-server.js') &&
  existsSync('dist/server/live-director-library.js')
    ? statSync(BUILT).mtimeMs
    : 0;
const sourcesAt = Math.max(...SOURCES.map(newest));
if (builtAt && builtAt >= sourcesAt && !process.argv.includes('--force')) {
  console.log('App build is up to date.');
} else {
  console.log(builtAt ? 'Sources changed since the last build: building the app…' : 'No build yet: building the app…');
  const started = Date.now();
  // Warnings and errors only: the server's own lines are the first a newcomer reads. The config is
  // loaded by Node itself (`native`): bundling it first took seconds and reported its own timings.
  execSync('npx vite build --configLoader native --logLevel warn', { stdio: 'inherit' });
  console.log(`App built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
