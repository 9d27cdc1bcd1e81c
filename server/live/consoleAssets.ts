/**
 * The visitor app's entry stylesheet, for the director console: the link index.html of the build
 * (DIST_DIR) carries. It declares the app's Archivo faces (hashed /assets files of this origin,
 * never a font host) and the theme tokens, and a visitor's browser has it cached already.
 * Re-read when the build changes under a running server; none without a build (the console then
 * uses its fallback tokens and the system font, directorStyle.ts).
 */
import { resolve } from 'node:path';
import { builtFile } from '../lib/builtFile.ts';
import { escapeHtml } from '../lib/html.ts';

/** The stylesheet addresses of a built index.html (only this origin's /assets files). */
export function entryStylesheets(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)]
    .map((tag) => /\bhref="(\/assets\/[^"]+\.css)"/.exec(tag[0])?.[1])
    .filter((href): href is string => !!href);
}

/** `<link>` tags of the app's entry stylesheet(s) for a server-written page. */
export function appStylesheetLinks(distDir: string): () => string {
  const links = builtFile(resolve(distDir, 'index.html'), (html) =>
    entryStylesheets(html)
      .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
      .join(''),
  );
  return () => links() ?? '';
}
