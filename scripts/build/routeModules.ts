/**
 * The route table's text read at build time (scripts/build/routeAssets.ts, catalogParts.ts):
 * `{ path: '…', … ...page(() => import('…'), 'part') }` over one or more lines, or a named page (`const x = page(…)`).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export interface RouteModule {
  /** The page module's absolute path, without its extension. */
  module: string;
  /** The part of the catalogue its strings come with (src/i18n/activate.ts); `core` when unnamed. */
  part: string;
}

const PAGE = /page\(\s*\(\) => import\('([^']+)'\)(?:,\s*'(\w+)')?,?\s*\)/;

/** Route path → its page module and catalogue part. */
export function routeModules(routeTable: string): Map<string, RouteModule> {
  const source = readFileSync(routeTable, 'utf8');
  const page = (spec: string, part?: string): RouteModule => ({
    module: resolve(dirname(routeTable), spec),
    part: part ?? 'core',
  });
  const named = new Map<string, RouteModule>();
  for (const [, name, spec, part] of source.matchAll(new RegExp(`const (\\w+) = ${PAGE.source}`, 'g')))
    named.set(name!, page(spec!, part));
  const routes = new Map<string, RouteModule>();
  for (const [, path, spec, part, name] of source.matchAll(
    new RegExp(`\\{\\s*path: '([^']+)'[^{}]*?\\.\\.\\.(?:${PAGE.source}|(\\w+))`, 'g'),
  )) {
    const found = spec ? page(spec, part) : named.get(name!);
    if (found) routes.set(path!, found);
  }
  return routes;
}
