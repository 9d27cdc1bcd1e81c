/**
 * Reads the import graph of the app, the service worker and the server from the source text
 * (static, re-export and dynamic imports with relative paths), for the architecture test.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../../..');
const CODE = /\.(ts|tsx)$/;
const SPEC = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)(['"])(\.{1,2}\/[^'"]+)\1/gm;
const PACKAGE = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)(['"])([^./'"][^'"]*)\1/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

export interface SourceFile {
  path: string;
  lines: number;
  imports: string[];
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
export function readSources(folders: string[]): SourceFile[] {
  return folders
    .flatMap((folder) => walk(join(ROOT, folder)))
    .map((full) => {
      const text = readFileSync(full, 'utf8');
      const imports = [...text.matchAll(SPEC)]
        .map((m) => resolveImport(full, m[2]!))
        .filter((p): p is string => p !== undefined && CODE.test(p));
      const packages = [...text.matchAll(PACKAGE)].map((m) => m[2]!);
      return {
        path: relative(ROOT, full),
        lines: text.split('\n').length,
        imports,
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
 * `server/services/x.ts` -> `server/services`; undefined for the server's root files (app.ts and
 * main.ts wire every floor together; deps.ts and config.ts are the definitions all of them take).
 */
export function serverFolderOf(path: string): string | undefined {
  const parts = path.split('/');
  return parts[0] === 'server' && parts.length > 2 ? parts.slice(0, 2).join('/') : undefined;
}

/** `src/features/agenda/x.tsx` -> `src/features/agenda`; undefined outside src/features. */
export function featureOf(path: string): string | undefined {
  const parts = path.split('/');
  return parts[0] === 'src' && parts[1] === 'features' && parts.length > 3 ? parts.slice(0, 3).join('/') : undefined;
}

/** Edges between the groups `groupOf` names (self-edges dropped), each with one example import. */
export function groupEdges(
  files: SourceFile[],
  groupOf: (path: string) => string | undefined,
): Map<string, Map<string, string>> {
  const edges = new Map<string, Map<string, string>>();
  for (const file of files) {
    const from = groupOf(file.path);
    if (!from) continue;
    for (const target of file.imports) {
      const to = groupOf(target);
      if (!to || to === from) continue;
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
