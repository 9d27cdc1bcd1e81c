/**
 * library.js as served: read once, with an ETag of its content (it goes out `no-cache`, so a deploy
 * is picked up), and compressed once: at the start minute every page loads it, and compressing it
 * per request cost more than everything else of the answer.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Encoding } from '../cache/publicDocument.ts';

/** The build's minified copy (scripts/build/liveLibrary.ts) where there is a build, else the source. */
function libraryText(distDir: string | undefined): string {
  const built = distDir && join(distDir, 'server', 'live-director-library.js');
  if (built && existsSync(built)) return readFileSync(built, 'utf8');
  return readFileSync(new URL('./library.js', import.meta.url), 'utf8');
}

export function libraryAsset(distDir?: string) {
  const text = libraryText(distDir);
  const encoded: Record<Encoding, Uint8Array<ArrayBuffer>> = {
    br: new Uint8Array(
      brotliCompressSync(text, {
        params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 11 },
      }),
    ),
    gzip: new Uint8Array(gzipSync(text, { level: 9 })),
  };
  // Weak: the plain, br and gzip bodies are one representation.
  return { text, encoded, etag: `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 16)}"` };
}
