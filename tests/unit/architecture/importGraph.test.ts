/**
 * The house rules, read from the import graph: data flows one way, so folders never import each
 * other in a loop, `domain` builds only on the contract, `app` is the top floor, the server
 * reaches into the app only for its pure rules and the contract, no file circles, small files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, featureOf, floorOf, groupEdges, readSources, SERVER_ROOT_FLOORS, serverFolderOf } from './importGraph';

const files = readSources(['src', 'sw', 'server']);

/** The app's stylesheets with their line counts. */
function styleFiles(): [string, number][] {
  return readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.css'))
    .map((path) => [`src/${path}`, readFileSync(join('src', path), 'utf8').split('\n').length]);
}
const importsOf = (prefix: string) =>
  files.filter((f) => f.path.startsWith(prefix)).flatMap((f) => f.imports.map((target) => `${f.path} -> ${target}`));

describe('import graph', () => {
  it('reads the whole tree', () => {
    expect(files.length).toBeGreaterThan(150);
    expect(files.some((f) => f.imports.length > 0)).toBe(true);
  });

  it('has no loop between the folders of src (nor with sw and server)', () => {
    const edges = groupEdges(files, floorOf);
    const adjacency = new Map([...edges].map(([from, to]) => [from, to.keys()]));
    const loops = cycles(adjacency).map((loop) =>
      loop.map((a) => loop.map((b) => edges.get(a)?.get(b)).filter(Boolean)),
    );
    expect(loops).toEqual([]);
  });

  // Every import counts, type imports too (issue 46): the floors below the cache are given
  // baseDeps.ts (and services/deps.ts), the floors above it deps.ts, so no type names a floor above.
  const serverEdges = groupEdges(files, serverFolderOf);

  it("has no loop between the server's floors, its root files on theirs (server/README.md, Floors)", () => {
    const adjacency = new Map([...serverEdges].map(([from, to]) => [from, to.keys()]));
    const loops = cycles(adjacency).map((loop) =>
      loop.flatMap((a) => loop.map((b) => serverEdges.get(a)?.get(b)).filter(Boolean)),
    );
    expect(loops).toEqual([]);
  });

  const isConfig = (edge: string) => serverFolderOf(edge.split(' -> ')[1]!) === 'server/(config)';

  it('places every root file of the server on a floor', () => {
    const rootFiles = files.map((f) => f.path).filter((path) => /^server\/[^/]+$/.test(path));
    expect(rootFiles.filter((path) => !(path in SERVER_ROOT_FLOORS))).toEqual([]);
    expect(Object.keys(SERVER_ROOT_FLOORS).filter((path) => !rootFiles.includes(path))).toEqual([]);
  });

  it("keeps the server's entry on top: no floor imports app.ts or main.ts", () => {
    const intoEntry = [...serverEdges]
      .filter(([from]) => from !== 'server/(entry)')
      .flatMap(([, to]) => (to.has('server/(entry)') ? [to.get('server/(entry)')] : []));
    expect(intoEntry).toEqual([]);
  });

  it('keeps the configuration at the bottom and the deps files free of run-time imports', () => {
    const runTime = (floor: string) =>
      files
        .filter((f) => serverFolderOf(f.path) === floor)
        .flatMap((f) =>
          f.imports.filter((target) => !f.typeOnlyImports.includes(target)).map((target) => `${f.path} -> ${target}`),
        );
    expect(
      runTime('server/(config)').filter(
        (edge) => !/ -> (server\/(db|lib)\/|src\/(contract|domain)\/)/.test(edge) && !isConfig(edge),
      ),
    ).toEqual([]);
    expect(runTime('server/(deps)')).toEqual([]);
    expect(runTime('server/(app deps)')).toEqual([]);
  });

  it('has no loop between feature folders', () => {
    const edges = groupEdges(files, featureOf);
    expect(cycles(new Map([...edges].map(([from, to]) => [from, to.keys()])))).toEqual([]);
  });

  it('has no circle between files', () => {
    const adjacency = new Map(files.map((f) => [f.path, f.imports]));
    expect(cycles(adjacency)).toEqual([]);
  });

  it('keeps the contract at the bottom and domain on top of it only', () => {
    expect(importsOf('src/contract/').filter((edge) => !edge.split(' -> ')[1]!.startsWith('src/contract/'))).toEqual(
      [],
    );
    expect(importsOf('src/domain/').filter((edge) => !/ -> src\/(domain|contract)\//.test(edge))).toEqual([]);
  });

  // The two entries: the browser's boot, and the server's renderer of the same app (issue 33).
  it('lets nothing but main.tsx and entry-server.tsx import the top floor (app)', () => {
    const intoApp = files
      .filter((f) => !f.path.startsWith('src/app/') && f.path !== 'src/main.tsx' && f.path !== 'src/entry-server.tsx')
      .flatMap((f) => f.imports.filter((t) => t.startsWith('src/app/')).map((t) => `${f.path} -> ${t}`));
    expect(intoApp).toEqual([]);
  });

  it('lets the server import only the pure rules and the contract of the app', () => {
    expect(
      importsOf('server/').filter((edge) => / -> src\//.test(edge) && !/ -> src\/(domain|contract)\//.test(edge)),
    ).toEqual([]);
  });

  it('wraps jotai and valtio in src/state only, and leaves fetch to the API client', () => {
    const using = (name: string) =>
      files
        .filter((f) => f.path.startsWith('src/') && f.packages.some((p) => p === name || p.startsWith(`${name}/`)))
        .map((f) => f.path);
    expect(using('jotai')).toEqual(['src/state/jotai.ts']);
    expect(using('valtio').filter((path) => !path.startsWith('src/state/'))).toEqual([]);
    expect(
      files
        .filter((f) => f.path.startsWith('src/') && !f.path.startsWith('src/api/') && f.callsFetch)
        .map((f) => f.path),
    ).toEqual([]);
  });

  it('keeps every file of code, styles and tests under 300 lines', () => {
    expect(
      [...files, ...readSources(['tests', 'scripts'])]
        .filter((f) => f.lines > 300)
        .map((f) => `${f.path} (${f.lines} lines)`),
    ).toEqual([]);
    expect(styleFiles().filter(([, lines]) => lines > 300)).toEqual([]);
  });

  it('keeps every line of code and tests within the line width (strings and comments too)', () => {
    expect([...files, ...readSources(['tests', 'scripts'])].flatMap((f) => f.longLines)).toEqual([]);
  });
});
