/**
 * Vitest's part of vite.config.ts: the unit and server projects.
 */
import { availableParallelism } from 'node:os';
import type { ViteUserConfig } from 'vitest/config';

/** Unit files that mock modules (vi.mock): each runs on a fresh module graph. */
const UNIT_FILES_WITH_MOCKS = [
  'tests/unit/dynamic-blocks/usePreviewBlocks.test.tsx',
  'tests/unit/pwa/registerServiceWorker.test.ts',
  'tests/unit/outbox/retry.test.tsx',
  'tests/unit/outbox/useCommand.test.tsx',
  'tests/unit/i18n/catalogParts.test.ts',
];

export const testConfig: ViteUserConfig['test'] = {
  environment: 'happy-dom',
  setupFiles: ['tests/unit/setup.ts'],
  restoreMocks: true,
  // Most server files wait (timers, sockets, a database) rather than compute: three files per two
  // cores keep the cores busy (on two cores, half the suite's time against one file per core).
  // Two per core left no idle time and cost more CPU in switching between them (528 CPU-s against
  // 489 for the same run, 10 s longer), where the idle third of a core goes to the app build beside.
  maxWorkers: Math.max(2, Math.round(availableParallelism() * 1.5)),
  // Timeouts that fit the slowest honest step on a machine three times slower than a quiet
  // developer's (a server test's 65 requests took 12 s there), not vitest's 5 s.
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // With a PostgreSQL at hand (TEST_DATABASE_URL, scripts/ci/postgres.sh) the server tests run
  // a second time with the server on PostgreSQL, each file on a database of its own
  // (tests/server/testDatabase.ts). Left out: files that already pick their store themselves,
  // and files whose code never opens the test database (pure rules, server processes of their
  // own on a PGlite folder): a second run of those would repeat the first.
  projects: [
    // Unit files share a worker's loaded modules and DOM too (a third of their time, against a
    // process and an environment each); the files that replace modules with vi.mock get their own
    // module graph, as a mock cannot reach a module an earlier file already loaded.
    {
      extends: true,
      test: {
        name: 'unit',
        include: ['tests/unit/**/*.test.{ts,tsx}'],
        exclude: UNIT_FILES_WITH_MOCKS,
        isolate: false,
      },
    },
    { extends: true, test: { name: 'unit-mocks', include: UNIT_FILES_WITH_MOCKS } },
    // A server file builds its own app on its own database, as one process serves many
    // projects: its files share a worker's loaded modules (PGlite, the server) instead of
    // starting a process and importing them again each, which was two thirds of their time.
    {
      extends: true,
      test: {
        name: 'server',
        include: ['tests/server/**/*.test.ts'],
        isolate: false,
        globalSetup: ['tests/server/templateSetup.ts'],
      },
    },
    ...(process.env.TEST_DATABASE_URL
      ? [
          {
            extends: true,
            test: {
              name: 'server-postgres',
              include: ['tests/server/**/*.test.ts'],
              exclude: [
                'tests/server/{postgres,postgresRestart,migrateLockPostgres}.test.ts',
                'tests/server/{adminPostgres,livePostgres,liveScale}.test.ts',
                'tests/server/{qnaPostgres,preparedBatch,preparedPostgres,checkInPostgres}.test.ts',
                'tests/server/{mailConcurrency,mailConfig,mailRetry}.test.ts',
                'tests/server/reminderConcurrency.test.ts',
                'tests/server/{adminToken,gracefulStop,stopDrain,bindMessage}.test.ts',
                'tests/server/{boundedMap,momentsCsp,momentsMail}.test.ts',
                'tests/server/{noncedGzip,randomPool,preview}.test.ts',
                'tests/server/security/{dataFolder,productionProcess,productionPublicUrl}.test.ts',
                'tests/server/faults*.test.ts',
                // What the HTTP layer answers before or without a store call: the same on either store.
                'tests/server/{ssrHead,static,staticCompression,compress,manifest,securityHeaders}.test.ts',
                'tests/server/security/{transportAndFraming,strictTransport,devBodyLimit}.test.ts',
                'tests/server/security/{meetingSubject,jsonOnly,proxy}.test.ts',
                // Rules checked before the store (a push endpoint's address), and a command-line client
                // posting over HTTP: the writes behind them run on PostgreSQL in push.test.ts and
                // captionsPostgres.test.ts.
                'tests/server/security/pushEndpoints.test.ts',
                'tests/server/captionsCli.test.ts',
                // Malformed input meets the same PostgreSQL engine on either store (PGlite is PostgreSQL
                // compiled to WebAssembly: the same types, limits and error codes); the routes' answers to it
                // are what the first run checks.
                'tests/server/security/fuzz.test.ts',
              ],
              env: { SERVER_TEST_DB: 'postgres' },
              isolate: false,
            },
          },
        ]
      : []),
  ],
};
