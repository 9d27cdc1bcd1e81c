/**
 * The service worker's side of the build (vite.config.ts): its precompressed copies, and its own
 * vite build (vite-plugin-pwa runs one for sw.ts) kept as quiet as the app's. Also the checks
 * every build of this project runs with.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * vite-plugin-pwa writes sw.js (with its precache list) and manifest.webmanifest in its own
 * closeBundle, after the compression plugin has seen the bundle: compress those two last.
 */
export function compressServiceWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'compress-service-worker',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const name of ['sw.js', 'manifest.webmanifest']) {
          const file = join(outDir, name);
          let body: Buffer;
          try {
            body = readFileSync(file);
          } catch {
            continue;
          }
          writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
          writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        }
      },
    },
  };
}

/**
 * The service worker's own build (vite-plugin-pwa runs a second vite build for sw.ts, with an
 * inline config): it says as much as the app's build (`--logLevel warn` from
 * scripts/build-if-stale.mjs), and its output asks for one file the way rolldown names it now
 * (`codeSplitting: false`; the plugin still writes the deprecated `inlineDynamicImports`).
 */
export function serviceWorkerBuild(): Plugin {
  let logLevel: 'info' | 'warn' | 'error' | 'silent' = 'info';
  return {
    name: 'service-worker-build',
    config: () => ({ logLevel }),
    options: (options) => ({ ...options, checks: { ...options.checks, ...QUIET_CHECKS } }),
    outputOptions(options) {
      if (options.inlineDynamicImports === undefined) return null;
      const { inlineDynamicImports, ...rest } = options;
      return { ...rest, codeSplitting: !inlineDynamicImports };
    },
    // Set by the app's build before the worker's starts (the plugin below reads the app's config).
    api: {
      follow: (level: typeof logLevel) => {
        logLevel = level;
      },
    },
  };
}

/** Hands the app build's log level to the service worker's build. */
export function followLogLevel(worker: Plugin): Plugin {
  return {
    name: 'service-worker-log-level',
    apply: 'build',
    configResolved: (config) => (worker.api as { follow(level: string): void }).follow(config.logLevel ?? 'info'),
  };
}

/**
 * The bundler's plugin timing report says, on a busy machine at every build, that the Babel
 * pass (the lingui macro) takes most of the time, which it does on purpose. It is a report, not
 * a problem: left off (rolldown's documented switch). Every other check stays on.
 */
export const QUIET_CHECKS = { bundlerTimings: false } as const;
