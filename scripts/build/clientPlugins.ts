/** Small build plugins of vite.config.ts: the shell's preload links, and plugins for the browser's build only. */
import type { Plugin, PluginOption } from 'vite';

/** The chunks every page has loaded before it imports anything lazily: the entry, the shell, rolldown's runtime. */
const BOOT_CHUNKS = ['index', 'render', 'rolldown-runtime'];
const BOOT_FILE = new RegExp(`^assets/(${BOOT_CHUNKS.join('|')})-[\\w-]+\\.js$`);
const isBootChunk = (file: string) => BOOT_FILE.test(file);

/**
 * `build.modulePreload.resolveDependencies`: a lazy import preloads its chunk's dependencies, whose
 * names the importing chunk lists (`__vite__mapDeps`); every page's first visit downloads those
 * lists (issue 47). Left out:
 * - the boot chunks, in every list yet always loaded already;
 * - the JS dependencies of what the entry imports (the route table's pages, about 90 names): a
 *   page the server sent lists its own chunks in the page (server/ssr/pageAssets.ts), and the
 *   service worker serves them all once installed, so only a first move to another kind of page
 *   fetches a page's shared chunks one round trip later, as the page chunk's imports. Their
 *   stylesheets stay listed (Vite adds those after this).
 */
export const withoutBootChunks = (_file: string, deps: string[], context: { hostId: string }) =>
  /^assets\/index-[\w-]+\.js$/.test(context.hostId) ? [] : deps.filter((dep) => !isBootChunk(dep));

/**
 * The build fails if a chunk takes a boot chunk's name without being one (it would never be
 * preloaded): `index` is the page's entry (index.html's facade and boot's group, main.tsx), `render`
 * the shell (app/render.tsx), `rolldown-runtime` the runtime.
 */
export function bootChunksOnly(): Plugin {
  const isBoot = (modules: string[]) =>
    modules.some((id) => /(\/index\.html|\/src\/main\.tsx|\/src\/app\/render\.tsx|rolldown\/runtime\.js)$/.test(id));
  return {
    name: 'boot-chunks-only',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk' || !isBootChunk(out.fileName)) continue;
        if (!isBoot(Object.keys(out.modules))) this.error(`${out.fileName} has a boot chunk's name without being one`);
      }
    },
  };
}

/**
 * `<link rel="modulepreload">` in index.html for the chunks every page needs but the entry only
 * imports dynamically (React DOM and the app shell, `names`): the browser fetches them beside the
 * entry instead of after it has run, one round trip less on the way to the first paint.
 */
export function preloadChunks(names: string[]): Plugin {
  return {
    name: 'preload-shell-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (out) => out.type === 'chunk' && names.includes(out.name),
        );
        return chunks.map((chunk) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** Plugins of the browser's build only: the server renderer's build has no worker, copies or HTML. */
export function clientOnly(plugins: PluginOption): PluginOption {
  const mark = (plugin: PluginOption): PluginOption => {
    if (Array.isArray(plugin)) return plugin.map(mark);
    if (!plugin || typeof plugin !== 'object' || plugin instanceof Promise) return plugin;
    return { ...plugin, applyToEnvironment: (environment) => environment.name === 'client' } as Plugin;
  };
  return mark(plugins);
}
