/**
 * The catalogue split of the build (scripts/build/catalogSplit.ts): every message a page can
 * show is in core or in its page family's part, and core keeps only what the first download can show.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { idLiterals, splitCatalog, type ModuleLinks } from '../../../scripts/build/catalogSplit';
import { routeModules } from '../../../scripts/build/routeModules';
import { ROUTES } from '../../../src/app/routeTable';
import { CATALOG_VIEWS } from '../../../scripts/build/catalogViews';

function readSources(dir: string): { path: string; text: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => ({ path: join(dir, file), text: readFileSync(join(dir, file), 'utf8') }));
}

// entry -> router (the route table), shell; the shell opens a dialog lazily, and a help view with
// a part of its own; pages share a form.
const graph: Record<string, Partial<ModuleLinks>> = {
  entry: { imports: ['router', 'shell'] },
  router: { imports: ['lazyView'], dynamicImports: ['landing', 'registration', 'login', 'event', 'prefetch'] },
  shell: { imports: ['loader'], dynamicImports: ['dialog', 'help'] },
  landing: { imports: ['button'] },
  registration: { imports: ['form'], dynamicImports: ['phone'] },
  login: { imports: ['form', 'button'] },
  event: { dynamicImports: ['player', 'help'] },
};
const ids: Record<string, string[]> = {
  shell: ['shell1'],
  loader: ['load01'],
  dialog: ['dlg001'],
  landing: ['land01'],
  button: ['btn001'],
  registration: ['reg001', 'notId'],
  form: ['form01'],
  phone: ['phone1'],
  login: ['login1'],
  event: ['event1'],
  player: ['play01', 'shell1'],
  prefetch: ['pre001'],
  help: ['help01'],
};
const catalogue = new Set(
  Object.values(ids)
    .flat()
    .filter((id) => id !== 'notId'),
);
const roots = new Map([
  ['landing', 'core'],
  ['registration', 'forms'],
  ['login', 'forms'],
  ['event', 'event'],
  ['help', 'help'],
]);

const split = () =>
  splitCatalog({
    entry: 'entry',
    roots,
    catalogue,
    links: (id) =>
      graph[id] || ids[id]
        ? { imports: graph[id]?.imports ?? [], dynamicImports: graph[id]?.dynamicImports ?? [] }
        : null,
    idsIn: (id) => ids[id] ?? [],
  });
const sorted = (set: Set<string> | undefined) => [...(set ?? [])].sort();

describe('splitCatalog', () => {
  it('puts in core what the entry reaches, lazily too, and the pages named core, but no other root', () => {
    expect(sorted(split().get('core'))).toEqual(['btn001', 'dlg001', 'land01', 'load01', 'pre001', 'shell1']);
  });

  it("gives each family what its pages reach, their lazy parts included, without core's messages", () => {
    const parts = split();
    expect(sorted(parts.get('forms'))).toEqual(['form01', 'login1', 'phone1', 'reg001']);
    expect(sorted(parts.get('event'))).toEqual(['event1', 'play01']);
    expect(sorted(parts.get('help'))).toEqual(['help01']);
    expect([...parts.keys()].sort()).toEqual(['core', 'event', 'forms', 'help']);
  });

  it('covers every message of every module the entry can reach', () => {
    const parts = split();
    const all = new Set([...parts.values()].flatMap((part) => [...part]));
    expect(sorted(all)).toEqual(sorted(catalogue));
  });
});

describe('idLiterals', () => {
  it('finds the quoted six-character strings of compiled code', () => {
    const code = 'jsx(Trans,{id:"+4Voxa"});i18n._({id:`a/Bc9z`});x("toolongid");y(\'ab12CD\');z("ab12C")';
    expect(sorted(idLiterals(code))).toEqual(['+4Voxa', 'a/Bc9z', 'ab12CD']);
  });
});

describe('the lazy views with a part of their own', () => {
  it('are imported only through withMessages, which loads their part with them', () => {
    const roots = Object.values(CATALOG_VIEWS).flat();
    // A statement (from the previous `;` to the dynamic import) wherever the formatter broke its lines.
    const lazyImports = readSources('src').flatMap(({ path, text }) =>
      [...text.matchAll(/import\('([^']+)'\)/g)]
        .filter(([, spec]) => roots.some((root) => spec!.endsWith(`/${root.split('/').pop()}`)))
        .map(({ index }) => {
          const statement = text.slice(text.lastIndexOf(';', index) + 1, text.indexOf(')', index) + 1);
          return `${path}: ${statement.replace(/\s+/g, ' ').trim()}`;
        }),
    );
    expect(lazyImports.length).toBeGreaterThanOrEqual(roots.length);
    expect(lazyImports.filter((line) => !line.includes('withMessages('))).toEqual([]);
  });
});

describe('the route table as the build reads it', () => {
  const routes = routeModules(resolve('src/app/routeTable.ts'));

  it('finds every route with its page module and part', () => {
    expect([...routes.keys()].sort()).toEqual(ROUTES.map((route) => route.path).sort());
    expect(routes.get('/:eventId/registration')).toEqual({
      module: expect.stringMatching(/src\/features\/registration\/RegistrationPage$/),
      part: 'registration',
    });
  });

  it("keeps only the landing page in the first download's part", () => {
    expect([...routes].filter(([, route]) => route.part === 'core').map(([path]) => path)).toEqual(['/:eventId']);
  });
});
