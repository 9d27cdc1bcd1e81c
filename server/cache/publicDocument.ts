/**
 * A public project document ready to send: its JSON text, an ETag, and brotli and gzip bodies
 * compressed once (on first demand, off the main thread) and kept with it.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Project } from '../../src/contract/index.ts';
import { BoundedMap } from '../lib/boundedMap.ts';

export type Encoding = 'br' | 'gzip';

const compressors: Record<Encoding, (text: string) => Promise<Buffer>> = {
  br: (text) =>
    promisify(brotliCompress)(text, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
      },
    }),
  gzip: (text) => promisify(gzip)(text, { level: 9 }),
};

export class PublicDocument {
  readonly json: string;
  /** Weak: the br, gzip and plain bodies are the same representation, and any of them may be sent. */
  readonly etag: string;
  private readonly bodies = new Map<Encoding, Promise<Uint8Array<ArrayBuffer>>>();

  constructor(document: Project) {
    this.json = JSON.stringify(document);
    this.etag = `W/"${createHash('sha1').update(this.json).digest('base64url')}"`;
  }

  encoded(encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
    let body = this.bodies.get(encoding);
    if (!body) {
      // Copied once into a plain Uint8Array, the body type Response and hono accept.
      body = compressors[encoding](this.json).then((buffer) => new Uint8Array(buffer));
      this.bodies.set(encoding, body);
    }
    return body;
  }
}

/**
 * What one `Accept-Encoding` admits: the best encoding (brotli first; undefined: plain), and whether gzip is among
 * them.
 */
interface Accepted {
  best: Encoding | undefined;
  gzip: boolean;
}

function parseAcceptEncoding(acceptEncoding: string): Accepted {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  const gzip = accepted.has('gzip') || accepted.has('*');
  return { best: accepted.has('br') ? 'br' : gzip ? 'gzip' : undefined, gzip };
}

/** Browsers send a handful of distinct headers: each is parsed once (bounded, headers come from clients). */
const acceptedFor = new BoundedMap<string, Accepted>(256);

function acceptedBy(acceptEncoding: string): Accepted {
  let accepted = acceptedFor.get(acceptEncoding);
  if (!accepted) {
    accepted = parseAcceptEncoding(acceptEncoding);
    acceptedFor.set(acceptEncoding, accepted);
  }
  return accepted;
}

/** The best encoding the client accepts, brotli first; undefined: plain. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  return acceptEncoding ? acceptedBy(acceptEncoding).best : undefined;
}

/** Whether `Accept-Encoding` admits gzip (every browser that sends br does). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return acceptEncoding ? acceptedBy(acceptEncoding).gzip : false;
}
