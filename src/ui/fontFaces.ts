/** Asking for a font's faces, for the default font (ui/fonts.ts) and the others (ui/bundledFonts.ts). */
import { fontStack } from '../domain/theme';

/**
 * Asks for a font's faces: a face otherwise downloads only once text uses it, after the first
 * paint. Resolves once the faces are in, or failed.
 */
export function loadFaces(key: string, weights: number[]): Promise<void> {
  const family = fontStack(key).split(',')[0]!;
  return Promise.all(weights.map((weight) => document.fonts?.load(`${weight} 1em ${family}`))).then(
    () => undefined,
    (error: unknown) => console.warn('Font not loaded', key, error),
  );
}
