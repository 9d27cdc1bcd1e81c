import { defineConfig, devices } from '@playwright/test';
import { cpSync, existsSync, mkdtempSync, readdirSync, statfsSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { migratedFolderPath } from './tests/server/migrationsHash';

/**
 * End-to-end tests against the real server serving the production build, on a throwaway
 * PGlite folder, in Debian's Chromium and its headless shell (never a downloaded browser).
 */
const PORT = Number(process.env.E2E_PORT ?? 8181);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'eventhall-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-read this config: keep one folder per run

/**
 * The server's first start on an empty folder runs PGlite's initdb and every migration before the
 * seed, while no test can start (10-20 s here). The unit stage leaves a migrated, empty folder of
 * the current migrations behind (tests/server/pgliteTemplate.ts): a new folder starts as a copy of
 * it, the state the server's own first steps would leave; the seed and the rest of the start are
 * the server's as always. Without that folder (e2e alone on a fresh machine) the server makes its own.
 */
const template = migratedFolderPath();
const emptyFolder = !existsSync(dataDir) || readdirSync(dataDir).length === 0;
if (emptyFolder && existsSync(template)) cpSync(template, dataDir, { recursive: true });

/**
 * Headless Chromium with software rendering in the browser process: without `--in-process-gpu`
 * every browser also starts a GPU process of its own.
 */
/**
 * Chromium's shared memory goes to /dev/shm where it has room (a container's 64 MB does not):
 * Playwright's default, `--disable-dev-shm-usage`, puts it in files under /tmp instead.
 */
const ROOMY_SHM = (() => {
  try {
    const shm = statfsSync('/dev/shm');
    return shm.bsize * shm.blocks >= 2 ** 30;
  } catch {
    return false;
  }
})();
const SHARED_MEMORY = ROOMY_SHM ? { ignoreDefaultArgs: ['--disable-dev-shm-usage'] } : {};

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--in-process-gpu',
  ...(ROOMY_SHM ? [] : ['--disable-dev-shm-usage']),
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The desktop browser opens the address bar's popup (a WebUI page in a renderer of its own) with
  // every window: a second of CPU per test context that no test looks at. Chromium keeps only the
  // last --disable-features, so Playwright's own list (its chromiumSwitches) is repeated here.
  `--disable-features=${[
    ...['AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades'],
    ...['HttpsFirstBalancedModeAutoEnable', 'LensOverlay', 'MediaRouter', 'PaintHolding'],
    ...['ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect', 'TcpPortRandomizationWin'],
    ...['OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch'],
    ...['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'],
  ].join(',')}`,
];

/** Debian's Chromium (`chromium`), the browser the visitors' Chrome is. */
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/**
 * Debian's headless shell of the same Chromium (`chromium-headless-shell`), Playwright's own
 * choice for headless runs: the same engine without the desktop browser's window compositor, a
 * quarter less time for the suite on two cores. The specs of what only the desktop browser does
 * (installing the app, notifications, the PDF viewer, the storage quota) run in `CHROMIUM`: these
 * spec files, and any test tagged `@desktop-browser` (a grep title starts with the spec's file).
 */
const HEADLESS_SHELL = process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const DESKTOP_BROWSER = /(?:^|\s)(installedApp|installOffer|push|handoutsOffline)\.spec\.ts |@desktop-browser/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // A worker is a browser beside the one server: one per core.
  workers: availableParallelism(),
  retries: process.env.CI ? 1 : 0,
  // Fits a test on a machine three times slower than a quiet developer's; a test whose first visit
  // installs the service worker and fills its caches is marked slow (offlineHelpers.ts).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Every context shares one browser id for the live director: tests/e2e/fixtures.ts.
    // A trace records every action's DOM and a screencast: about twice a test's CPU time here.
    // Recorded only when a failed test runs again (CI retries once); locally, `--trace on`.
    trace: 'on-first-retry',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS, ...SHARED_MEMORY },
  },
  // The tests queue in the order of the projects, then of the files. The desktop browser's specs are
  // long (service workers installing and filling their caches, the installed app): queued first, the
  // many short specs after them fill both workers to the end; queued last, they left one worker
  // alone on them for minutes.
  projects: [
    // The deployment rehearsal behind Caddy (issue 44): a stack of its own, skipped without Caddy and
    // the CI's PostgreSQL. Its tests run in order on one worker for a minute or more (two with a
    // retry, which repeats the whole chain): first in the queue, the other worker works beside it;
    // last, it ran alone at the end while the other worker waited.
    { name: 'rehearsal', testDir: 'tests/rehearsal', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'desktop-chromium', grep: DESKTOP_BROWSER, use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'desktop',
      grepInvert: DESKTOP_BROWSER,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        // A first visit installs the service worker, which fetches and caches every precached file
        // (about 200) beside the test: CPU no test here looks at. Specs about the worker, offline use
        // or the outbox allow it again (`test.use({ serviceWorkers: 'allow' })`).
        serviceWorkers: 'block',
        launchOptions: {
          executablePath: existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM,
          args: CHROMIUM_ARGS,
          ...SHARED_MEMORY,
        },
      },
    },
  ],
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `http://127.0.0.1:${PORT}/frontend-api/projectevents/hybrid-summit`,
    reuseExistingServer: false,
    // A first start creates and seeds the database: over a minute on a slow, busy machine.
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist',
      RATE_LIMIT_SCALE: '50',
      ADMIN_ORIGIN: `http://127.0.0.1:${PORT + 1}`,
      LIVE_CONTROL_TOKEN: process.env.LIVE_CONTROL_TOKEN ?? 'e2e-live-control-token',
      // The demo's captioner would caption every hybrid-summit page: captions.spec.ts posts its own lines.
      DEMO_CAPTIONS: '0',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
