/**
 * The project's font, loaded with its texts before the first paint (project/projectQueries.ts). The
 * default (Archivo) is declared in base.css; any other font's table and stylesheets are chunks of
 * their own (ui/bundledFonts.ts), so the first download of a project in the default font does not
 * carry the list of every bundled font (issue 47).
 */
import { loadFaces } from './fontFaces';

const DEFAULT_FONT = 'archivo';
const DEFAULT_WEIGHTS = [400, 600, 700];
let defaultLoad: Promise<void> | undefined;

/** Loads the project's font (resolves once its faces are in, or failed). */
export function loadFont(fontFamily: string, customFontUrl?: string): Promise<void> {
  const key = fontFamily.toLowerCase();
  if (key === DEFAULT_FONT) {
    defaultLoad ??= loadFaces(DEFAULT_FONT, DEFAULT_WEIGHTS);
    return defaultLoad;
  }
  return import('./bundledFonts').then(
    (fonts) => fonts.loadOtherFont(key, customFontUrl),
    (error: unknown) => console.warn('Font not loaded', fontFamily, error),
  );
}
