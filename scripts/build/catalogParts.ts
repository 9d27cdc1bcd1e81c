/**
 * A build plugin (vite.config.ts) that splits each locale's compiled lingui catalogue into
 * parts: `core` with the strings of the entry, the shell and the pages of the first download,
 * and one part per page family named in the route table (`page(() => import('…'), 'forms')`),
 * loaded with its page before it renders (src/i18n/activate.ts). The landing page downloads
 * only the strings it can show, not every string of the app.
 *
 * `virtual:catalog-parts` exports `loaders[locale][part]`, one lazy import per part. Which
 * message goes where is known only once the whole module graph is (scripts/build/catalogSplit.ts),
 * so a part's module is a placeholder that renderChunk fills in; file hashes are computed after
 * renderChunk, so a part's file name follows its content. The server's renderer, vitest and the
 * dev server get the whole catalogue in `core` (they load every string anyway).
 */
import type { Plugin } from 'vite';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { CORE, idLiterals, splitCatalog } from './catalogSplit.ts';
import { routeModules } from './routeModules.ts';

type Compiled = Record<string, unknown>;

const LOADERS_ID = 'virtual:catalog-parts';
const PART_PREFIX = 'virtual:catalog-part/';
/** A part's module (and chunk) name: messages-<part>. */
const PART_NAME = 'messages-';
const PLACEHOLDER = /(["'`])__CATALOG_PART__:([\w-]+):([\w-]+)\1/g;
const SOURCE = /\.[cm]?[jt]sx?$/;

type LinguiConfig = ReturnType<typeof getConfig>;

/** Each locale's messages compiled as the lingui plugin compiles a `.po` import (its fallbacks included). */
async function compileCatalogues(config: LinguiConfig): Promise<Map<string, Compiled>> {
  const [catalog] = await getCatalogs(config);
  const out = new Map<string, Compiled>();
  for (const locale of config.locales) {
    const { messages } = await catalog!.getTranslations(locale, {
      fallbackLocales: config.fallbackLocales ?? {},
      sourceLocale: config.sourceLocale ?? 'en',
    });
    const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'json' });
    if (errors.length)
      throw new Error(`Catalogue ${locale}: ${errors.map((error) => error.id).join(', ')} do not compile`);
    out.set(locale, (JSON.parse(source) as { messages: Compiled }).messages);
  }
  return out;
}

/**
 * `views`: part → lazily loaded modules outside the route table (absolute paths without
 * extension) whose strings come with that part; every lazy import of one goes through
 * `withMessages(part, …)` (tests/unit/build/catalogSplit.test.ts checks the sources).
 */
export function catalogParts({
  routeTable,
  entry,
  views = {},
}: {
  routeTable: string;
  entry: string;
  views?: Record<string, string[]>;
}): Plugin {
  const config = getConfig({ cwd: process.cwd() });
  const locales = config.locales;
  const source = config.sourceLocale ?? 'en';
  const routes = [
    ...routeModules(routeTable).values(),
    ...Object.entries(views).flatMap(([part, modules]) => modules.map((module) => ({ module, part }))),
  ];
  const partNames = [...new Set([CORE, ...routes.map((route) => route.part)])];
  const idsByModule = new Map<string, Set<string>>();
  let split: Map<string, Set<string>> | undefined;
  let compiled: Promise<Map<string, Compiled>> | undefined;
  const splitting = (environment: { name: string; config: { command: string } }) =>
    environment.name === 'client' && environment.config.command === 'build';
  const catalogueFile = (locale: string) =>
    `${config.catalogs![0]!.path.replace('<rootDir>', config.rootDir ?? process.cwd()).replace('{locale}', locale)}.po`;

  return {
    name: 'catalog-parts',
    resolveId(id) {
      if (id === LOADERS_ID || id.startsWith(PART_PREFIX)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${LOADERS_ID}`) {
        const byLocale = locales.map(
          (locale) =>
            `${JSON.stringify(locale)}: {${partNames
              .map(
                (part) =>
                  `${JSON.stringify(part)}: () => ` +
                  `import(${JSON.stringify(`${PART_PREFIX}${locale}/${PART_NAME}${part}`)})`,
              )
              .join(', ')}}`,
        );
        return `export const loaders = {${byLocale.join(', ')}};`;
      }
      if (!id.startsWith(`\0${PART_PREFIX}`)) return null;
      const [locale, name] = id.slice(PART_PREFIX.length + 1).split('/') as [string, string];
      const part = name.slice(PART_NAME.length);
      if (splitting(this.environment))
        return `export const messages = JSON.parse("__CATALOG_PART__:${locale}:${part}");`;
      return part === CORE
        ? `export { messages } from ${JSON.stringify(catalogueFile(locale))};`
        : 'export const messages = {};';
    },
    buildStart() {
      if (splitting(this.environment)) compiled = compileCatalogues(config);
    },
    transform: {
      order: 'post',
      handler(code, id) {
        if (splitting(this.environment) && SOURCE.test(id) && !id.includes('/node_modules/'))
          idsByModule.set(id, idLiterals(code));
        return null;
      },
    },
    async buildEnd() {
      if (!splitting(this.environment)) return;
      const catalogue = new Set(Object.keys((await compiled!).get(source) ?? {}));
      const withoutExtension = new Map([...this.getModuleIds()].map((id) => [id.replace(SOURCE, ''), id]));
      const roots = new Map(
        routes.flatMap((route) => {
          const id = withoutExtension.get(route.module);
          return id ? [[id, route.part] as const] : [];
        }),
      );
      split = splitCatalog({
        entry,
        roots,
        catalogue,
        links: (id) => {
          const info = this.getModuleInfo(id);
          return info && { imports: info.importedIds, dynamicImports: info.dynamicallyImportedIds };
        },
        idsIn: (id) => idsByModule.get(id) ?? [],
      });
      const en = (await compiled!).get(source)!;
      const sizes = [...split].map(
        ([part, ids]) => `${part} ${ids.size} (${JSON.stringify([...ids].map((id) => en[id])).length} B)`,
      );
      this.info(`catalogue parts: ${sizes.join(', ')} of ${catalogue.size} messages`);
    },
    async renderChunk(code) {
      if (!split || !code.includes('__CATALOG_PART__')) return null;
      const catalogues = await compiled!;
      const filled = code.replace(PLACEHOLDER, (_match, _quote, locale: string, part: string) => {
        const all = catalogues.get(locale)!;
        const messages = Object.fromEntries([...split!.get(part)!].sort().map((id) => [id, all[id]]));
        return JSON.stringify(JSON.stringify(messages));
      });
      // A part left unfilled would throw in the browser at its first use: fail the build instead.
      if (filled.includes('__CATALOG_PART__'))
        this.error('A catalogue part was left unfilled (its name has characters the placeholder does not match?)');
      return filled;
    },
  };
}
