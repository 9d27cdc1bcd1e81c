/** The entry and shell chunks of the browser's build (vite.config.ts, before the shared and family chunks). */
import { fileURLToPath } from 'node:url';

export interface GraphContext {
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
export function shellChunk({
  boot,
  shell,
  routes,
  minPages,
  name,
  outside = () => false,
}: {
  boot: string;
  shell: string;
  routes: string;
  minPages: number;
  name: string;
  /** Modules another group names (scripts/build/sharedChunks.ts): shared by pages, yet kept out of the shell. */
  outside?: (id: string) => boolean;
}) {
  const path = (file: string) => fileURLToPath(new URL(`../../${file}`, import.meta.url));
  const seen = new Map<string, Set<string>>();
  const closure = (start: string, ctx: GraphContext) => {
    let ids = seen.get(start);
    if (ids) return ids;
    ids = new Set<string>();
    for (const stack = [start]; stack.length; ) {
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
    if (!id.startsWith(src) || id.endsWith('.css') || outside(id)) return false;
    const pages = new Set(ctx.getModuleInfo(path(routes))?.dynamicallyImportedIds ?? []);
    return [...pages].filter((page) => closure(page, ctx).has(id)).length >= minPages;
  };
  return (id: string, ctx: GraphContext) => {
    if (closure(path(boot), ctx).has(id) || id.includes('rolldown/runtime')) return 'index';
    return closure(path(shell), ctx).has(id) || sharedByPages(id, ctx) ? name : null;
  };
}
