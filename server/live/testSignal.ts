/**
 * The test signal (media/test-signal.mp4, made by make-test-signal.sh): held in memory (it is
 * small) and served with byte ranges, which a <video> needs to seek and loop.
 */
import { readFileSync } from 'node:fs';
import type { Context } from 'hono';

let bytes: Uint8Array<ArrayBuffer> | undefined;
const signal = () => (bytes ??= new Uint8Array(readFileSync(new URL('./media/test-signal.mp4', import.meta.url))));
const ETAG = '"test-signal-1"';

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` (one range; several are answered with the whole file). */
export function parseRange(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

export function serveTestSignal(c: Context): Response {
  const file = signal();
  const headers: Record<string, string> = {
    'Content-Type': 'video/mp4',
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'public, max-age=3600',
    ETag: ETAG,
  };
  const rangeHeader = c.req.header('Range');
  const ifRange = c.req.header('If-Range');
  const range = rangeHeader && (!ifRange || ifRange === ETAG) ? parseRange(rangeHeader, file.byteLength) : undefined;
  if (range === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${file.byteLength}` } });
  }
  const head = c.req.method === 'HEAD';
  if (range) {
    const part = file.subarray(range.start, range.end + 1);
    return new Response(head ? null : part, {
      status: 206,
      headers: {
        ...headers,
        'Content-Range': `bytes ${range.start}-${range.end}/${file.byteLength}`,
        'Content-Length': String(part.byteLength),
      },
    });
  }
  return new Response(head ? null : file, {
    status: 200,
    headers: { ...headers, 'Content-Length': String(file.byteLength) },
  });
}
