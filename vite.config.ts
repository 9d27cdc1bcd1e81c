/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './src/pwa/webManifest';

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
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser we support (es2022) preloads modules natively; the polyfill only cost bytes.
    modulePreload: { polyfill: false },
  },
  server: { port: 5173, proxy: { '^/(api|frontend-api|dev|live-director|media)/': 'http://localhost:8080' } },
  test: {
    environment: 'happy-dom',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts'],
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
  },
});
