/**
 * What a page loads of the live director before it calls it: GET /live-director/library.js (the
 * reference library, ETag and precompressed) and the reference player's test signal.
 */
import { Hono } from 'hono';
import { preferredEncoding } from '../cache/publicDocument.ts';
import { libraryAsset } from './library.ts';
import { serveTestSignal } from './testSignal.ts';

export function libraryRoutes(distDir?: string): Hono {
  const app = new Hono();
  const library = libraryAsset(distDir);

  app.get('/library.js', (c) => {
    c.header('Cache-Control', 'no-cache');
    c.header('ETag', library.etag);
    if (c.req.header('If-None-Match') === library.etag) return c.body(null, 304);
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Vary', 'Accept-Encoding');
    const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return c.body(library.text);
    c.header('Content-Encoding', encoding);
    return c.body(library.encoded[encoding]);
  });

  app.on(['GET', 'HEAD'], '/test-signal.mp4', (c) => serveTestSignal(c));

  return app;
}
