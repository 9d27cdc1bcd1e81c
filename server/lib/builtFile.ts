/**
 * A file of the build (DIST_DIR), read again only when it changes under a running server (its
 * modification time), and kept as what `parse` makes of it. Undefined while the file is missing
 * or cannot be read or parsed (no build, or one being written): the next call tries again.
 */
import { readFileSync, statSync } from 'node:fs';

export function builtFile<T>(file: string, parse: (text: string) => T): () => T | undefined {
  let cached: { mtimeMs: number; value: T } | undefined;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      try {
        cached = { mtimeMs, value: parse(readFileSync(file, 'utf8')) };
      } catch {
        return undefined;
      }
    }
    return cached.value;
  };
}
