// The registry reachable here mirrors only the Linux builds of packages that ship one native
// binary per platform (rollup, rolldown...). npm then leaves the other platforms' optional
// packages out of package-lock.json, and `npm ci` refuses the lock as "out of sync". This adds
// those entries as optional packages for their own os/cpu, which npm skips on Linux without
// fetching them, and writes the lock byte for byte the way npm writes it (same key order,
// indentation and newline), so that a later `npm install` leaves it untouched.
//   node scripts/complete-lockfile.mjs           adds the missing entries (npm run lockfile)
//   node scripts/complete-lockfile.mjs --check   fails if entries are missing or the file is
//                                                not in npm's own format (npm test runs this)
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = 'package-lock.json';
const text = readFileSync(LOCK, 'utf8');
const lock = JSON.parse(text);
const packages = lock.packages;

const OS = [
  'android',
  'darwin',
  'freebsd',
  'openbsd',
  'netbsd',
  'openharmony',
  'sunos',
  'aix',
  'win32',
  'linux',
  'cygwin',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el', 'wasm32'];

/** Guesses os and cpu from a platform package name such as @rollup/rollup-win32-arm64-msvc. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu =
    parts.find((p) => CPU.includes(p)) ?? (parts.includes('eabi') || parts.includes('gnueabihf') ? 'arm' : undefined);
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

// npm (@npmcli/arborist's shrinkwrap.js) serialises the lock with json-stringify-nice: in every
// object, plain values and arrays come before objects; within each group the keys of
// SW_KEY_ORDER come first in that order, then the others by localeCompare(…, 'en'). It keeps the
// indentation and line ending it found in the file and ends it with one newline.
const SW_KEY_ORDER = [
  'name',
  'version',
  'lockfileVersion',
  'resolved',
  'integrity',
  'requires',
  'packages',
  'dependencies',
];
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
function compareKeys(a, b) {
  const ai = SW_KEY_ORDER.indexOf(a);
  const bi = SW_KEY_ORDER.indexOf(b);
  if (ai !== -1 || bi !== -1) return ai === -1 ? 1 : bi === -1 ? -1 : ai - bi;
  return a.localeCompare(b, 'en');
}
function sorted(_key, value) {
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).sort(([ak, av], [bk, bv]) =>
      isObject(av) === isObject(bv) ? compareKeys(ak, bk) : isObject(av) ? 1 : -1,
    ),
  );
}
const found = /^\s*[{[]((?:\r?\n)+)([\s\t]*)/.exec(text); // as json-parse-even-better-errors reads it
const newline = found?.[1] || '\n';
const indent = found?.[2] || 2;
const written = `${JSON.stringify(lock, sorted, indent)}\n`.replace(/\n/g, newline);

if (process.argv.includes('--check')) {
  const problems = [];
  if (added.length)
    problems.push(
      `it misses ${added.length} optional platform packages ` +
        `(${added.slice(0, 3).join(', ')}${added.length > 3 ? ', …' : ''})`,
    );
  else if (written !== text)
    problems.push('it is not written the way npm writes it (key order, indentation or final newline)');
  if (problems.length) {
    console.error(`package-lock.json: ${problems.join('; ')}.\nFix: npm run lockfile, then commit package-lock.json.`);
    process.exit(1);
  }
  console.log('package-lock.json is complete.');
} else {
  if (written !== text) writeFileSync(LOCK, written);
  console.log(
    added.length
      ? `Added ${added.length} optional platform entries.`
      : written === text
        ? 'Nothing to add.'
        : "Nothing to add; rewrote the lock in npm's own format.",
  );
}
