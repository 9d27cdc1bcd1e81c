// Makes sure the browsers of the end-to-end tests exist: Debian's Chromium and its headless shell
// (playwright.config.ts). Playwright's own browser download cannot work on a closed network, so we
// use Debian's packages (TOOLCHAIN.md).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const wanted = [
  { path: process.env.CHROME_PATH ?? '/usr/bin/chromium', pkg: 'chromium' },
  {
    path: process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
    pkg: 'chromium-headless-shell',
  },
];
const missing = wanted.filter(({ path }) => !existsSync(path));
if (missing.length === 0) process.exit(0);

const packages = missing.map(({ pkg }) => pkg).join(' ');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(
    `Not found: ${missing.map(({ path }) => path).join(', ')}.\nInstall with:\n  sudo apt-get update && sudo ` +
      `apt-get install -y ${packages}\nor point CHROME_PATH / CHROME_HEADLESS_SHELL_PATH at a Chromium and its ` +
      `headless shell.`,
  );
  process.exit(1);
}
console.log(`Missing for the end-to-end tests: installing Debian's ${packages} (apt-get)…`);
execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
  stdio: 'inherit',
});
const still = missing.filter(({ path }) => !existsSync(path));
if (still.length > 0) {
  console.error(`apt-get finished but ${still.map(({ path }) => path).join(', ')} is still missing.`);
  process.exit(1);
}
