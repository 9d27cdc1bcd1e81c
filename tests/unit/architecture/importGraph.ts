/**
 * Reads the import graph of the app, the service worker and the server from the source text
 * (static, re-export and dynamic imports with relative paths), for the architecture test.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../../..');
const CODE = /\.(ts|tsx)$/;
const SPEC = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)(['"])(\.{1,2}\/[^'"]+)\1/gm;
/** `import type { X } from './x.ts'` and `export type { X } from './x.ts'`, over several lines too. */
const TYPE_ONLY = /^\s*(?:import|export)\s+type\s[^;]*?\bfrom\s*(['"])(\.{1,2}\/[^'"]+)\1/gm;
const PACKAGE = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)(['"])([^./'"][^'"]*)\1/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

export interface SourceFile {
  path: string;
  lines: number;
  /** `path:line` of each line longer than MAX_LINE characters. */
  longLines: string[];
  imports: string[];
  /** The imports only named in type positions (`import type`): erased at run time. */
  typeOnlyImports: string[];
  packages: string[];
  callsFetch: boolean;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (CODE.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(ROOT, candidate);
  }
  return undefined;
}

/** Every code file under the given folders (repo-relative), with its resolved relative imports. */
/** The formatter's line width (biome.jsonc): strings and comments it cannot break are wrapped by hand. */
export const MAX_LINE = 120;

export function readSources(folders: string[]): SourceFile[] {
  return folders
    .flatMap((folder) => walk(join(ROOT, folder)))
    .map((full) => {
      const text = readFileSync(full, 'utf8');
      const resolved = (specs: string[]) =>
        specs.map((spec) => resolveImport(full, spec)).filter((p): p is string => p !== undefined && CODE.test(p));
      const imports = resolved([...text.matchAll(SPEC)].map((m) => m[2]!));
      const typeSpecs = [...text.matchAll(TYPE_ONLY)].map((m) => m[2]!);
      // A target also imported by a statement that is not type-only is a run-time import.
      const typeOnlyImports = resolved(typeSpecs).filter(
        (target) =>
          imports.filter((t) => t === target).length ===
          typeSpecs.filter((spec) => resolveImport(full, spec) === target).length,
      );
      const packages = [...text.matchAll(PACKAGE)].map((m) => m[2]!);
      return {
        path: relative(ROOT, full),
        lines: text.split('\n').length,
        longLines: text
          .split('\n')
          .flatMap((line, i) => ([...line].length > MAX_LINE ? [`${relative(ROOT, full)}:${i + 1}`] : [])),
        imports,
        typeOnlyImports,
        packages,
        callsFetch: /(?<![.\w])fetch\(/.test(text),
      };
    });
}

/** `src/features/agenda/x.tsx` -> `src/features`; `src/main.tsx` -> `src/main.tsx`; `server/a/b.ts` -> `server`. */
export function floorOf(path: string): string {
  const parts = path.split('/');
  if (parts[0] !== 'src') return parts[0]!;
  return parts.length > 2 ? `src/${parts[1]}` : path;
}

/**
 * The floors of the server's root files (server/README.md, Floors). The entry wires every floor
 * together and nothing imports it. The configuration (read once from the environment) is at the
 * bottom with db/ and lib/. baseDeps.ts names the dependencies of the floors below the cache and
 * deps.ts those of the floors above it, types only: they import nothing at run time.
 */
export const SERVER_ROOT_FLOORS: Record<string, string> = {
  'server/main.ts': 'server/(entry)',
  'server/app.ts': 'server/(entry)',
  'server/v8Flags.ts': 'server/(entry)',
  'server/baseDeps.ts': 'server/(deps)',
  'server/deps.ts': 'server/(app deps)',
  'server/config.ts': 'server/(config)',
  'server/deploymentSettings.ts': 'server/(config)',
  'server/deploymentSummary.ts': 'server/(config)',
  'server/thirdParties.ts': 'server/(config)',
};

/** `server/services/x.ts` -> `server/services`; a root file -> its floor (`(unplaced)` when it has none). */
export function serverFolderOf(path: string): string | undefined {
  const parts = path.split('/');
  if (parts[0] !== 'server') return undefined;
  return parts.length > 2 ? parts.slice(0, 2).join('/') : (SERVER_ROOT_FLOORS[path] ?? `server/(unplaced) ${path}`);
}

/** `src/features/agenda/x.tsx` -> `src/features/agenda`; undefined outside src/features. */
export function featureOf(path: string): string | undefined {
  const parts = path.split('/');
  return parts[0] === 'src' && parts[1] === 'features' && parts.length > 3 ? parts.slice(0, 3).join('/') : undefined;
}

/**
 * Edges between the groups `groupOf` names (self-edges dropped), each with one example import;
 * `counts(file, target)` false leaves an import out.
 */
export function groupEdges(
  files: SourceFile[],
  groupOf: (path: string) => string | undefined,
  counts: (file: SourceFile, target: string) => boolean = () => true,
): Map<string, Map<string, string>> {
  const edges = new Map<string, Map<string, string>>();
  for (const file of files) {
    const from = groupOf(file.path);
    if (!from) continue;
    for (const target of file.imports) {
      const to = groupOf(target);
      if (!to || to === from || !counts(file, target)) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from)!.has(to)) edges.get(from)!.set(to, `${file.path} -> ${target}`);
    }
  }
  return edges;
}

/** Strongly connected components with more than one node (Tarjan): each one is a loop. */
export function cycles(edges: Map<string, Iterable<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}
