/**
 * The stylesheets and chunks of a rendered page's route (issue 33), as the build lists them in
 * DIST_DIR/.vite/route-assets.json (scripts/build/routeAssets.ts): linked in the page's head, the
 * page is styled at its first paint, before any script ran, and its chunks download at once.
 * Re-read when the build changes under a running server.
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { escapeHtml } from '../http/html.ts';
import { NONCE_PLACEHOLDER } from '../http/appDocument.ts';

interface RouteAssets { css: string[]; js: string[] }

/** Assets index.html links already (the entry's stylesheet) are not linked twice. */
export function pageAssets(distDir: string) {
  const file = resolve(distDir, '.vite', 'route-assets.json');
  const inDocument = (asset: string) => {
    try {
      return readFileSync(resolve(distDir, 'index.html'), 'utf8').includes(`/${asset}"`);
    } catch {
      return false;
    }
  };
  let loaded: { mtimeMs: number; routes: Record<string, RouteAssets>; tags: Map<string, string> } | undefined;
  /** Link tags for the route's assets (empty when the build has no list). */
  return (route: string): string => {
    let mtimeMs: number;
    try { mtimeMs = statSync(file).mtimeMs; } catch { return ''; }
    if (loaded?.mtimeMs !== mtimeMs) {
      try {
        loaded = { mtimeMs, routes: JSON.parse(readFileSync(file, 'utf8')) as Record<string, RouteAssets>, tags: new Map() };
      } catch {
        return '';
      }
    }
    let tags = loaded.tags.get(route);
    if (tags === undefined) {
      const assets = loaded.routes[route] ?? { css: [], js: [] };
      tags = [
        ...assets.css.filter((css) => !inDocument(css)).map((css) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(css)}" nonce="${NONCE_PLACEHOLDER}">`),
        ...assets.js.filter((js) => !inDocument(js)).map((js) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(js)}" nonce="${NONCE_PLACEHOLDER}">`),
      ].join('');
      loaded.tags.set(route, tags);
    }
    return tags;
  };
}
