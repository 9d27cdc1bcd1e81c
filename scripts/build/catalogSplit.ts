/**
 * Which compiled messages go into which part of a locale's catalogue (scripts/build/catalogParts.ts).
 *
 * `core` holds every message the modules reachable from the entry can show, following static
 * and lazy imports alike, except lazy imports of a part's roots: the route table's pages (a page
 * family named in the route table; pages without a name are core) and the lazily loaded views
 * given to the plugin. A part holds what its roots can reach and core does not. A part loads
 * with its roots' chunks, before they render (src/i18n/activate.ts withMessages), so every
 * module that can run has its strings: core is always in, and the lazy modules a root reaches
 * are counted in its own part.
 */
export interface ModuleLinks {
  imports: readonly string[];
  dynamicImports: readonly string[];
}

export interface SplitInput {
  /** The entry module (src/main.tsx). */
  entry: string;
  /** Root module → its part (`core` for the pages of the first download): lazy imports of a root start its part. */
  roots: ReadonlyMap<string, string>;
  links: (id: string) => ModuleLinks | null;
  /** The message ids a module's code uses (its string literals are enough: unknown ones drop out). */
  idsIn: (id: string) => Iterable<string>;
  /** Every id of the catalogue. */
  catalogue: ReadonlySet<string>;
}

export const CORE = 'core';

function reach(starts: Iterable<string>, input: SplitInput): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const links = input.links(id);
    if (!links) continue;
    stack.push(...links.imports);
    // A root is loaded lazily with its part: what it shows is counted there, not here.
    stack.push(...links.dynamicImports.filter((lazy) => !input.roots.has(lazy)));
  }
  return seen;
}

function idsOf(modules: Iterable<string>, input: SplitInput): Set<string> {
  const ids = new Set<string>();
  for (const module of modules) for (const id of input.idsIn(module)) if (input.catalogue.has(id)) ids.add(id);
  return ids;
}

/** Part name → the message ids it carries; `core` always, the others without core's ids. */
export function splitCatalog(input: SplitInput): Map<string, Set<string>> {
  const byPart = new Map<string, string[]>();
  for (const [root, part] of input.roots) byPart.set(part, [...(byPart.get(part) ?? []), root]);
  const core = idsOf(reach([input.entry, ...(byPart.get(CORE) ?? [])], input), input);
  const parts = new Map([[CORE, core]]);
  for (const [part, roots] of byPart) {
    if (part === CORE) continue;
    parts.set(part, new Set([...idsOf(reach(roots, input), input)].filter((id) => !core.has(id))));
  }
  return parts;
}

/** The quoted strings of a module's code that look like lingui's generated ids (6 characters of base64). */
export function idLiterals(code: string): Set<string> {
  return new Set([...code.matchAll(/(["'`])([A-Za-z0-9+/]{6})\1/g)].map((match) => match[2]!));
}
