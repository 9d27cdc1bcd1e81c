/**
 * Chunks per family of lazily loaded modules (vite.config.ts, after the entry and shell chunks).
 *
 * Left alone, rolldown gives every set of lazy modules that share code a chunk of its own: the
 * on-site personal page came in ~30 files, most under 1 KiB, each a request with ~350 bytes of
 * headers on a first visit. A family is treated as one: a module that only the family reaches
 * (through static imports), and that one of its anchors uses, goes into the family's chunk.
 * Anchors are what loads together on a first visit (the page and the views it shows at once);
 * members are the family's other lazy modules that share the anchors' code and download the
 * chunk with it. A module that anything outside the family reaches stays where rolldown puts it,
 * so no other page downloads the family's code, and one lazy module keeps its own code.
 */
export interface GraphContext {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** Chunk name → its anchors and members: lazily loaded modules, as paths without extension. */
export type Families = Record<string, { anchors: readonly string[]; members: readonly string[] }>;

const withoutExtension = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, '');

export function familyChunks(entry: string, families: Families) {
  const familyOf = new Map(
    Object.entries(families).flatMap(([name, { anchors, members }]) =>
      [...anchors, ...members].map((member) => [member, name] as const),
    ),
  );
  const anchorOf = new Map(
    Object.entries(families).flatMap(([name, { anchors }]) => anchors.map((anchor) => [anchor, name] as const)),
  );
  let reachedBy: Map<string, Set<string>> | undefined;
  const importers = new Map<string, string[]>();

  /** Every lazily loaded module and the entry, each with what it imports statically. */
  const index = (ctx: GraphContext) => {
    const entries = new Set([entry]);
    const seen = new Set<string>();
    for (const stack = [entry]; stack.length; ) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const info = ctx.getModuleInfo(id);
      for (const lazy of info?.dynamicallyImportedIds ?? []) entries.add(lazy);
      stack.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
    }
    const by = new Map<string, Set<string>>();
    for (const id of seen)
      for (const imported of ctx.getModuleInfo(id)?.importedIds ?? [])
        importers.set(imported, [...(importers.get(imported) ?? []), id]);
    for (const start of entries) {
      const closure = new Set<string>();
      for (const stack = [start]; stack.length; ) {
        const id = stack.pop()!;
        if (closure.has(id)) continue;
        closure.add(id);
        stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
      }
      for (const id of closure) by.set(id, (by.get(id) ?? new Set()).add(start));
    }
    return by;
  };

  const family = (id: string, ctx: GraphContext): string | null => {
    reachedBy ??= index(ctx);
    const entries = [...(reachedBy.get(id) ?? [])];
    if (!entries.length || entries.includes(id)) return null;
    // A stylesheet goes where the modules that import it go: a member's own stays with it, or
    // every member loading the family's chunk would get that page's rules.
    if (id.endsWith('.css')) {
      const names = new Set((importers.get(id) ?? []).map((importer) => family(importer, ctx)));
      const [name] = names;
      return names.size === 1 ? (name ?? null) : null;
    }
    const names = new Set(entries.map((start) => familyOf.get(withoutExtension(start))));
    const [name] = names;
    // One module alone already goes into its chunk; what only anchors reach, anchors share.
    const anchored = entries.some((start) => anchorOf.get(withoutExtension(start)) === name);
    return names.size === 1 && name && anchored && entries.length > 1 ? name : null;
  };
  return family;
}
