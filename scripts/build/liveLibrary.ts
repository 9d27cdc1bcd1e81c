/**
 * The reference live director's library (server/live/library.js) minified beside the server's
 * renderer (dist/server/live-director-library.js), which the server then serves
 * (server/live/library.ts): every personal page loads it on its first visit, and its comments
 * and names were about half of its compressed bytes (issue 47). The source stays readable.
 */
import { readFileSync } from 'node:fs';
import { minifySync } from 'rolldown/experimental';
import type { Plugin } from 'vite';

const LIVE_LIBRARY_FILE = 'live-director-library.js'; // read by server/live/library.ts

export function liveLibrary(source: string): Plugin {
  return {
    name: 'live-library',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    generateBundle() {
      const { code, errors } = minifySync('library.js', readFileSync(source, 'utf8'));
      if (errors.length) throw new Error(`library.js does not minify: ${errors.map((e) => e.message).join('; ')}`);
      this.emitFile({ type: 'asset', fileName: LIVE_LIBRARY_FILE, source: code });
    },
  };
}
