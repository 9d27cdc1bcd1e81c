/** Small build plugins of vite.config.ts: the shell's preload links, and plugins for the browser's build only. */
import type { Plugin, PluginOption } from 'vite';

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
