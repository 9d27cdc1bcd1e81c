/** library.js as served: read once, with an ETag of its content (it goes out `no-cache`, so a deploy is picked up). */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

export function libraryAsset() {
  const text = readFileSync(new URL('./library.js', import.meta.url), 'utf8');
  return { text, etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 16)}"` };
}
