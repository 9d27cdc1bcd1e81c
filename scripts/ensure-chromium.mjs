// Makes sure a Chromium for the end-to-end tests exists. Playwright's own browser download
// cannot work on a closed network, so we use Debian's package (TOOLCHAIN.md).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(`Chromium not found at ${path}.\nInstall it with:\n  sudo apt-get update && sudo apt-get install -y chromium\nor point CHROME_PATH at a Chromium or Chrome binary.`);
  process.exit(1);
}
console.log('Chromium is missing: installing Debian\'s chromium package (apt-get)…');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
if (!existsSync(path)) {
  console.error(`apt-get finished but ${path} is still missing.`);
  process.exit(1);
}
