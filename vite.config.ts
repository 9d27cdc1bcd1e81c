/// <reference types="vitest/config" />
import { defineConfig, type Plugin, type PluginOption } from 'vite';
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
import { CATALOG_VIEWS } from './scripts/build/catalogViews.ts';
import { familyChunks, type Families } from './scripts/build/familyChunks.ts';
import { sharedChunks } from './scripts/build/sharedChunks.ts';
import { compressServiceWorker, followLogLevel, QUIET_CHECKS, serviceWorkerBuild } from './scripts/build/serviceWorkerBuild.ts';
import { testConfig } from './tests/testConfig.ts';

const COMPRESSIBLE = /\.(html|css|js|mjs|json|webmanifest|svg|txt|xml)$/;

/**
 * `<link rel="modulepreload">` in index.html for the chunks every page needs but the entry only
 * imports dynamically (React DOM and the app shell, `names`): the browser fetches them beside the
 * entry instead of after it has run, one round trip less on the way to the first paint.
 */
function preloadChunks(names: string[]): Plugin {
  return {
    name: 'preload-shell-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((out) => out.type === 'chunk' && names.includes(out.name));
        return chunks.map((chunk) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/** Plugins of the browser's build only: the server renderer's build has no worker, copies or HTML. */
function clientOnly(plugins: PluginOption): PluginOption {
  const mark = (plugin: PluginOption): PluginOption => {
    if (Array.isArray(plugin)) return plugin.map(mark);
    if (!plugin || typeof plugin !== 'object' || plugin instanceof Promise) return plugin;
    return { ...plugin, applyToEnvironment: (environment) => environment.name === 'client' } as Plugin;
  };
  return mark(plugins);
}

interface GraphContext {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/**
 * Names the chunks every page loads. Everything `boot` (the entry) imports statically stays in
 * the entry chunk ('index'), also what pages import too (React, the contract, storage keys):
 * otherwise rolldown splits those into tiny shared chunks, each a request with its own headers on
 * the first visit. The shell chunk (`name`) gets what `shell` imports statically, plus our own
 * modules that at least `minPages` of the pages `routes` imports share (layouts, event parts).
 * The shell loads before any page, in parallel with it, so pages take their shared parts from it.
 */
function shellChunk({ boot, shell, routes, minPages, name }: { boot: string; shell: string; routes: string; minPages: number; name: string }) {
  const path = (file: string) => fileURLToPath(new URL(file, import.meta.url));
  const seen = new Map<string, Set<string>>();
  const closure = (start: string, ctx: GraphContext) => {
    let ids = seen.get(start);
    if (ids) return ids;
    ids = new Set<string>();
    for (const stack = [start]; stack.length;) {
      const id = stack.pop()!;
      if (ids.has(id)) continue;
      ids.add(id);
      stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    seen.set(start, ids);
    return ids;
  };
  const src = path('./src/');
  const sharedByPages = (id: string, ctx: GraphContext) => {
    // Stylesheets stay with their pages: loaded everywhere, a page's rules could reach others.
    if (!id.startsWith(src) || id.endsWith('.css')) return false;
    const pages = new Set(ctx.getModuleInfo(path(routes))?.dynamicallyImportedIds ?? []);
    return [...pages].filter((page) => closure(page, ctx).has(id)).length >= minPages;
  };
  return (id: string, ctx: GraphContext) => {
    if (closure(path(boot), ctx).has(id) || id.includes('rolldown/runtime')) return 'index';
    return closure(path(shell), ctx).has(id) || sharedByPages(id, ctx) ? name : null;
  };
}

const src = (files: string[]) => files.map((file) => fileURLToPath(new URL(`./src/${file}`, import.meta.url)));

/**
 * Lazily loaded modules whose shared code goes in one chunk per family (scripts/build/familyChunks.ts):
 * the personal page with the views it opens on (anchors), and the event's other lazy parts.
 * The registration page has none: what it shares, it shares with pages outside any family.
 */
const FAMILIES: Families = {
  event: {
    anchors: src(['features/event/EventPage', 'features/event/PersonalLinkPage', 'features/live/PwaLiveHome', 'features/live/PwaEndHome',
      'features/live/LivePage', 'features/live/EndPage', 'pwa/InstallOffer']),
    members: src(['features/live/TestPage', 'features/ondemand/OnDemandPage', 'features/preview/PreviewPage', 'features/calendar/CalendarPage',
      'features/agenda/Agenda', 'features/agenda/AgendaPanel', 'features/agenda/UpcomingSessions', 'features/agenda/MultiSessionNavigation',
      'features/live-interaction/OverVideo', 'features/live-interaction/PollPanel', 'features/live-interaction/QuizPanel',
      'features/qna/QuestionsTab', 'features/qna/AudienceQuestions', 'features/live-tabs/ChatPanel',
      'features/live-tabs/EndSidebar', 'features/live-tabs/PwaLiveExtras', 'features/qna/QuestionsScreen']),
  },
};

/**
 * Small modules the registration page (the first page of most visits) shares with a few other
 * pages, in chunks by the pages that load them together (scripts/build/sharedChunks.ts).
 */
const SHARED: Record<string, string[]> = {
  // The form library and its error texts, the fields and the select's look-alike trigger: the registration,
  // evaluation, login and unregister pages, the question panel.
  forms: ['/node_modules/react-hook-form/', '/node_modules/@hookform/resolvers/', ...src(['features/registration/errorMessages',
    'domain/formSchema', 'domain/fieldRules', 'features/registration/fields/common', 'features/registration/fields/TextField',
    'features/registration/fields/DropdownField', 'features/registration/fields/ChoiceGroupField', 'features/registration/fields/ScaleField',
    'ui/Slider', 'ui/Select', 'ui/selectParts', 'features/registration/analytics'])],
  // Sending and its answers: commands, the on-site seat count, error codes, choices (the registration
  // page; parts of it the change-attendance and evaluation pages and the live panels).
  submit: src(['state/useCommand', 'hooks/useAttendancePolling', 'domain/seats', 'domain/formErrors', 'ui/Choice']),
  // The personal page's too: the dialog, the LinkedIn prefill, the form layout, the moment's words.
  dialog: src(['ui/LazyDialog', 'features/registration/prefill', 'domain/formLayout', 'domain/moment']),
};

function chunkNames() {
  const shell = shellChunk({ boot: './src/main.tsx', shell: './src/app/render.tsx', routes: './src/app/routeTable.ts', minPages: 4, name: 'render' });
  const shared = sharedChunks(SHARED);
  const family = familyChunks(fileURLToPath(new URL('./src/main.tsx', import.meta.url)), FAMILIES);
  return (id: string, ctx: GraphContext) => shell(id, ctx) ?? shared(id) ?? family(id, ctx);
}

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
        buildPlugins: { vite: [SERVICE_WORKER_BUILD] },
      },
      devOptions: { enabled: false },
    }),
    // Brotli and gzip copies (x.js.br, x.js.gz) of every compressible file, served by server/routes/static.ts.
    // The precache globs above end in js/css/html, so the copies never enter the precache.
    compression({
      include: COMPRESSIBLE,
      threshold: 512,
      algorithms: [defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
    }),
    compressServiceWorker(),
    followLogLevel(SERVICE_WORKER_BUILD),
    preloadChunks(['render']),
    scriptsAfterPaint('__CSP_NONCE__'),
    ]),
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
      ...(process.env.VITEST ? {} : { resolve: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      build: {
        outDir: 'dist/server',
        copyPublicDir: false,
        manifest: false,
        rolldownOptions: { input: { 'entry-server': './src/entry-server.tsx' }, output: { codeSplitting: false }, checks: QUIET_CHECKS },
      },
    },
  },
  // The server writes a fresh nonce over this placeholder in every page it sends (server/http/appDocument.ts).
  html: { cspNonce: '__CSP_NONCE__' },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The server reads it for the stylesheets and chunks of a rendered page (server/ssr/pageAssets.ts).
    manifest: true,
    // Every browser we support (es2022) preloads modules natively; the polyfill only cost bytes.
    modulePreload: { polyfill: false },
    // Boot (main.tsx) is a small entry that starts the route's page and project beside the
    // React DOM + app shell chunk (app/render.tsx). Modules the shell and the pages share stay in
    // the entry or the shell chunk, both always loaded first, instead of a dozen tiny shared chunks.
    rolldownOptions: {
      checks: QUIET_CHECKS,
      output: {
        codeSplitting: {
          groups: [{
            debugName: 'shell, shared and family chunks',
            name: chunkNames(),
            includeDependenciesRecursively: false,
          }],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '^/(api|frontend-api|dev|live-director|media)/': 'http://localhost:8080' } },
  test: testConfig,
});
