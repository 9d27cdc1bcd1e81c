/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants as zlib } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { webManifest } from './src/pwa/webManifest.ts';
import { routeAssets } from './scripts/build/routeAssets.ts';
import { scriptsAfterPaint } from './scripts/build/scriptsAfterPaint.ts';
import { catalogParts } from './scripts/build/catalogParts.ts';
import { liveLibrary } from './scripts/build/liveLibrary.ts';
import { CATALOG_VIEWS } from './scripts/build/catalogViews.ts';
import { chunkNames, DECLARATIVE_MODULES, src } from './scripts/build/chunkGroups.ts';
import { bootChunksOnly, clientOnly, preloadChunks, withoutBootChunks } from './scripts/build/clientPlugins.ts';
import {
  compressServiceWorker,
  followLogLevel,
  QUIET_CHECKS,
  serviceWorkerBuild,
} from './scripts/build/serviceWorkerBuild.ts';
import { testConfig } from './tests/testConfig.ts';

const COMPRESSIBLE = /\.(html|css|js|mjs|json|webmanifest|svg|txt|xml|wasm)$/;

// One config for the app build and for vitest (no second copy to drift apart): tests/testConfig.ts.
const SERVICE_WORKER_BUILD = serviceWorkerBuild();

export default defineConfig({
  plugins: [
    // The lingui macro must run before React's transform sees the <Trans> tags.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
    // Each locale's catalogue in parts: what the first download shows, and a part per page family.
    catalogParts({
      routeTable: fileURLToPath(new URL('./src/app/routeTable.ts', import.meta.url)),
      entry: fileURLToPath(new URL('./src/main.tsx', import.meta.url)),
      views: Object.fromEntries(Object.entries(CATALOG_VIEWS).map(([part, files]) => [part, src(files)])),
    }),
    clientOnly([
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
          // The door's QR reader (features/check-in/qrFallback.ts) is cached when a door needs it (sw/media.ts).
          globIgnores: ['**/qrFallback-*.js'],
          buildPlugins: { vite: [SERVICE_WORKER_BUILD] },
        },
        devOptions: { enabled: false },
      }),
      // Brotli and gzip copies (x.js.br, x.js.gz) of every compressible file, served by server/routes/static.ts.
      // The precache globs above end in js/css/html, so the copies never enter the precache.
      compression({
        include: COMPRESSIBLE,
        threshold: 512,
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
      }),
      compressServiceWorker(),
      followLogLevel(SERVICE_WORKER_BUILD),
      preloadChunks(['render']),
      bootChunksOnly(),
      scriptsAfterPaint('__CSP_NONCE__'),
    ]),
    // The live director's reference library as the server sends it, minified (dist/server).
    liveLibrary(fileURLToPath(new URL('./server/live/library.js', import.meta.url))),
    // Each route's stylesheets and chunks, for the pages the server renders (server/ssr/pageAssets.ts).
    routeAssets(fileURLToPath(new URL('./src/app/routeTable.ts', import.meta.url))),
  ],
  // `vite build` builds the browser's app, then the server renderer (issue 33): src/entry-server.tsx
  // into dist/server/entry-server.js, one file, with its packages left to node_modules.
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client);
      await builder.build(builder.environments.ssr);
    },
  },
  environments: {
    ssr: {
      // Everything in the one file, React's production build included: the demo's server runs
      // without NODE_ENV, and React's development server renderer is several times slower.
      // (Not under vitest, which runs the app's source in this environment, JSX in development.)
      ...(process.env.VITEST
        ? {}
        : { resolve: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      build: {
        outDir: 'dist/server',
        copyPublicDir: false,
        manifest: false,
        rolldownOptions: {
          input: { 'entry-server': './src/entry-server.tsx' },
          output: { codeSplitting: false },
          checks: QUIET_CHECKS,
        },
      },
    },
  },
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/app/syncExternalStore.ts', import.meta.url)),
      },
    ],
  },
  // The server writes a fresh nonce over this placeholder in every page it sends (server/http/appDocument.ts).
  html: { cspNonce: '__CSP_NONCE__' },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The server reads it for the stylesheets and chunks of a rendered page (server/ssr/pageAssets.ts).
    manifest: true,
    // Every browser we support (es2022) preloads modules natively; the polyfill only cost bytes.
    modulePreload: { polyfill: false, resolveDependencies: withoutBootChunks },
    // Boot (main.tsx) is a small entry that starts the route's page and project beside the
    // React DOM + app shell chunk (app/render.tsx). Modules the shell and the pages share stay in
    // the entry or the shell chunk, both always loaded first, instead of a dozen tiny shared chunks.
    rolldownOptions: {
      checks: QUIET_CHECKS,
      // The contract only declares schemas, and the live reads only functions: a chunk that imports
      // none of their values need not run them, so the shell never loads the event's chunk for them.
      treeshake: { moduleSideEffects: (id) => (DECLARATIVE_MODULES.test(id) ? false : undefined) },
      output: {
        codeSplitting: {
          groups: [
            {
              debugName: 'shell, shared and family chunks',
              name: chunkNames(),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '^/(api|frontend-api|dev|live-director|media)/': 'http://localhost:8080' } },
  test: testConfig,
});
