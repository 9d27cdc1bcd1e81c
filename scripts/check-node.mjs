// Stops early, with the fix, when a script runs on a Node that package.json `engines` does not
// accept. On Linux (x64, arm64) `npm install` brings Node 22 (the node-linux-* packages in
// optionalDependencies) to node_modules/.bin/node, and npm puts node_modules/.bin first on PATH
// for every script, so `npm start`, `npm test` and `npm run ...` use it whatever Node runs npm.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const range = engines.node; // e.g. "^22.12.0 || ^24.0.0 || >=26.0.0"
const parse = (v) => v.replace(/^v/, '').split('.').map(Number);
const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
const current = parse(process.versions.node);

/** Enough of semver for `engines`: alternatives of `^x.y.z` and `>=x.y.z`. */
const satisfies = range.split('||').some((alternative) => {
  const m = /^\s*(\^|>=)\s*(\d+\.\d+\.\d+)\s*$/.exec(alternative);
  if (!m) throw new Error(`scripts/check-node.mjs cannot read engines.node "${range}"`);
  const wanted = parse(m[2]);
  return compare(current, wanted) >= 0 && (m[1] === '>=' || current[0] === wanted[0]);
});

if (!satisfies) {
  console.error(
    `This project runs on Node ${range}, but this is Node ${process.versions.node} (${process.execPath}).\n` +
      `On Linux x64 or arm64, \`npm install\` puts Node 22 in node_modules/.bin: run \`npm install\`, then use\n` +
      `the npm scripts (npm start, npm test, npm run ...), which put node_modules/.bin first on PATH.\n` +
      `On other systems, install Node 22.12 or newer (or 24) yourself.`,
  );
  process.exit(1);
}
