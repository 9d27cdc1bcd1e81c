/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { webManifest } from './src/pwa/webManifest.ts';

const COMPRESSIBLE = /\.(html|css|js|mjs|json|webmanifest|svg|txt|xml)$/;

/**
 * vite-plugin-pwa writes sw.js (with its precache list) and manifest.webmanifest in its own
 * closeBundle, after the compression plugin has seen the bundle: compress those two last.
 */
function compressServiceWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'compress-service-worker',
    apply: 'build',
    configResolved: (config) => void (outDir = config.build.outDir),
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const name of ['sw.js', 'manifest.webmanifest']) {
          const file = join(outDir, name);
          let body: Buffer;
          try { body = readFileSync(file); } catch { continue; }
          writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
          writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        }
      },
    },
  };
}

// One config for the app build and for vitest (no second copy to drift apart).
export default defineConfig({
  plugins: [
    // The lingui macro must run before React's transform sees the <Trans> tags.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: webManifest,
      injectManifest: {
        // js/css/html only: icons and fonts are listed by the worker itself or cached at runtime.
        globPatterns: ['**/*.{js,css,html}'],
      },
      devOptions: { enabled: false },
    }),
    // Brotli and gzip copies (x.js.br, x.js.gz) of every compressible file, served by server/static.ts.
    // The precache globs above end in js/css/html, so the copies never enter the precache.
    compression({
      include: COMPRESSIBLE,
      threshold: 512,
      algorithms: [defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
    }),
    compressServiceWorker(),
  ],
  build: { target: 'es2022', sourcemap: false },
  server: { port: 5173, proxy: { '^/(api|frontend-api|dev|live-director|media)/': 'http://localhost:8080' } },
  test: {
    environment: 'happy-dom',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts'],
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
  },
});
