/**
 * The stylesheets and chunks of a rendered page's route (issue 33), as the build lists them in
 * DIST_DIR/.vite/route-assets.json (scripts/build/routeAssets.ts): linked in the page's head, the
 * page is styled at its first paint, before any script ran, and its chunks download at once.
 * Re-read when the build changes under a running server.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { builtFile } from '../lib/builtFile.ts';
import { escapeHtml } from '../lib/html.ts';
import { NONCE_PLACEHOLDER } from '../http/appDocument.ts';

interface RouteAssets {
  css: string[];
  js: string[];
  lazyCss?: { file: string; classes: string[] }[];
}

/** The class names a rendered page uses. */
const classesOf = (html: string) =>
  new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)));

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
  // Each build's list with the link tags made from it, per route.
  const build = builtFile(file, (text) => ({
    routes: JSON.parse(text) as Record<string, RouteAssets>,
    tags: new Map<string, string>(),
  }));
  const link = (css: string) =>
    `<link rel="stylesheet" crossorigin href="/${escapeHtml(css)}" nonce="${NONCE_PLACEHOLDER}">`;
  /**
   * Link tags for the route's assets (empty when the build has no list), with the stylesheets of
   * the lazy parts the rendered `html` shows.
   */
  return (route: string, html: string): string => {
    const loaded = build();
    if (!loaded) return '';
    let tags = loaded.tags.get(route);
    if (tags === undefined) {
      const assets = loaded.routes[route] ?? { css: [], js: [] };
      // The chunks download after the first paint, as index.html's scripts do
      // (scripts/build/scriptsAfterPaint.ts): they hydrate a page that is already painted.
      const chunks = assets.js
        .filter((js) => !inDocument(js))
        .map((js) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(js)}" nonce="${NONCE_PLACEHOLDER}">`)
        .join('');
      tags =
        assets.css
          .filter((css) => !inDocument(css))
          .map(link)
          .join('') + (chunks && `<template data-after-paint>${chunks}</template>`);
      loaded.tags.set(route, tags);
    }
    const lazy = loaded.routes[route]?.lazyCss ?? [];
    if (!lazy.length) return tags;
    const used = classesOf(html);
    return (
      tags +
      lazy
        .filter(({ file, classes }) => !inDocument(file) && classes.some((name) => used.has(name)))
        .map(({ file }) => link(file))
        .join('')
    );
  };
}
