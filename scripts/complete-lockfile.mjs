// The registry reachable here mirrors only the Linux builds of packages that ship one native
// binary per platform (rollup, rolldown, esbuild...). npm then leaves the other platforms'
// optional packages out of package-lock.json, and `npm ci` refuses the lock as "out of sync".
// This adds those entries as optional packages for their own os/cpu, which npm skips on Linux
// without fetching them. Run it after every `npm install` that changes the lock:
//   node scripts/complete-lockfile.mjs          (writes)   --check (fails if incomplete)
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = 'package-lock.json';
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = ['android', 'darwin', 'freebsd', 'openbsd', 'netbsd', 'openharmony', 'sunos', 'aix', 'win32', 'linux', 'cygwin'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el', 'wasm32'];

/** Guesses os and cpu from a platform package name such as @rollup/rollup-win32-arm64-msvc. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p) || p === 'win32');
  const cpu = parts.find((p) => CPU.includes(p)) ?? (parts.includes('eabi') || parts.includes('gnueabihf') ? 'arm' : undefined);
  return { os, cpu };
}

/** Where npm would look for `name` from the package at `path` (nested first, then upwards). */
function resolves(path, name) {
  let base = path;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

const added = [];
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(path, name)) continue;
    const { os, cpu } = platformOf(name);
    if (!os) continue; // not a platform package (e.g. fsevents is darwin-only and named so)
    const at = `${path ? `${path}/` : ''}node_modules/${name}`;
    packages[at] = {
      version: String(version).replace(/^[~^]/, ''),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      os: [os],
      ...(cpu ? { cpu: [cpu] } : {}),
    };
    added.push(at);
  }
}

if (process.argv.includes('--check')) {
  if (added.length) {
    console.error(`package-lock.json misses ${added.length} optional platform packages; run: node scripts/complete-lockfile.mjs`);
    process.exit(1);
  }
  console.log('package-lock.json is complete.');
} else {
  const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  lock.packages = sorted;
  writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `Added ${added.length} optional platform entries.` : 'Nothing to add.');
}
