/**
 * A build plugin (vite.config.ts) that writes `.vite/route-assets.json` beside the client build:
 * for each route of src/app/routeTable.ts, the stylesheets its page can show and the chunks it
 * imports statically. The server links them in a page it renders (server/ssr/pageAssets.ts), so
 * the page is styled at its first paint, before any script ran, and its chunk downloads at once.
 *
 * Stylesheets come from the page's chunk and everything it imports, statically or lazily (a
 * rendered page shows its lazy parts too), but not through the shared chunks (their lazy imports
 * are every page) and not the project fonts (only the project's own font is used).
 */
import type { Plugin } from 'vite';
import { routeModules } from './routeModules.ts';

interface Chunk {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * `lazyCss`: the stylesheets of parts the page loads only when it shows them, each with the
 * classes only it defines: the server links one when the rendered page uses one of them.
 */
export interface RouteAssets {
  css: string[];
  js: string[];
  lazyCss: { file: string; classes: string[] }[];
}

const classesIn = (css: string) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!));

/** The entry and the shell chunk (vite.config.ts shellChunk): in index.html already. */
const shared = (chunk: Chunk) => chunk.isEntry || chunk.name === 'render' || chunk.name.includes('rolldown-runtime');

export function routeAssets(routeTable: string): Plugin {
  return {
    name: 'route-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // After vite dropped the chunks that were only stylesheets.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter(
          (out): out is Chunk & typeof out => out.type === 'chunk',
        ) as unknown as Chunk[];
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const assets: Record<string, RouteAssets> = {};
        const routes = new Map([...routeModules(routeTable)].map(([path, route]) => [path, route.module]));
        const pageModules = new Set(routes.values());
        // A page module is a chunk's facade, or one of the modules a chunk group merged (chunkGroups.ts:
        // the personal page is in the `event` family's chunk).
        const withoutExtension = (id: string) => id.replace(/\.[tj]sx?$/, '');
        const holds = (chunk: Chunk, module: string) =>
          withoutExtension(chunk.facadeModuleId ?? '') === module ||
          chunk.moduleIds.some((id) => withoutExtension(id) === module);
        const pageFiles = new Set(
          chunks
            .filter((chunk) => [...pageModules].some((module) => holds(chunk, module)))
            .map((chunk) => chunk.fileName),
        );
        // A chunk that imports pages lazily (the route table's) leads to every page: its lazy imports are not this
        // page's parts. A page's own chunk may open another page lazily (the personal page its replay): followed.
        const routing = (chunk: Chunk) =>
          shared(chunk) || (!pageFiles.has(chunk.fileName) && chunk.dynamicImports.some((file) => pageFiles.has(file)));
        for (const [path, module] of routes) {
          const page = chunks.find((chunk) => holds(chunk, module));
          // Every route's page is in some chunk: a route without its assets would paint unstyled.
          if (!page) this.error(`route-assets: no chunk holds ${module} (${path})`);
          const css = new Set<string>();
          const lazyCss = new Set<string>();
          const js = new Set<string>();
          const seen = new Set<string>();
          // Lazy parts are followed from every chunk the page uses but the routing ones.
          const visit = (chunk: Chunk, lazily: boolean) => {
            if (seen.has(chunk.fileName)) return;
            seen.add(chunk.fileName);
            for (const file of chunk.viteMetadata?.importedCss ?? []) (lazily ? lazyCss : css).add(file);
            if (!lazily && !shared(chunk)) js.add(chunk.fileName);
            for (const file of chunk.imports) visit(byFile.get(file)!, lazily);
            if (routing(chunk)) return;
            for (const file of chunk.dynamicImports) {
              const lazy = byFile.get(file);
              if (lazy && !lazy.facadeModuleId?.includes('@fontsource')) visit(lazy, true);
            }
          };
          visit(page, false);
          const source = (file: string) => {
            const out = bundle[file];
            return out?.type === 'asset' ? String(out.source) : '';
          };
          const always = new Set([...css].flatMap((file) => [...classesIn(source(file))]));
          assets[path] = {
            css: [...css],
            js: [...js].filter((file) => file in bundle),
            lazyCss: [...lazyCss]
              .filter((file) => !css.has(file))
              .map((file) => ({ file, classes: [...classesIn(source(file))].filter((name) => !always.has(name)) })),
          };
        }
        this.emitFile({ type: 'asset', fileName: '.vite/route-assets.json', source: JSON.stringify(assets) });
      },
    },
  };
}
