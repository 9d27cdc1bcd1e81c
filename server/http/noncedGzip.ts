/**
 * A page whose only per-answer part is its CSP nonce, compressed once: the text around the
 * nonce's places is deflated ahead of time, each piece on its own and ended by a sync flush (so
 * it ends on a byte and refers to nothing before it), and each answer puts its nonce between
 * the pieces as stored (uncompressed) deflate blocks. The gzip trailer's CRC-32 runs over the
 * answer's bytes as they are joined. Compressing the whole page per answer (brotli, ~0.5 ms)
 * was nine tenths of a public page's cost; this joins a few kilobytes instead (issue 33:
 * server-rendered pages from memory). RFC 1951 3.2.4 (stored blocks), RFC 1952 (gzip member).
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface NoncedPage {
  /** The text between the nonce's places, as bytes and as raw deflate pieces. */
  plain: Buffer[];
  deflated: Buffer[];
  /** Per piece: how it carries an earlier CRC on (crcAfter). */
  carries: CrcCarry[];
  /** Bytes of the page without its nonces. */
  size: number;
}

/** gzip member header: deflate, no flags, no time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** The last block: empty, stored, final. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** crc32(piece, value) = (columns applied to value) XOR own; no columns: the piece is empty. */
interface CrcCarry { columns?: Uint32Array; own: number }

function crcCarry(piece: Buffer): CrcCarry {
  // Node's crc32 of no bytes answers 0 for a running value above 2^31, not the value.
  if (!piece.length) return { own: 0 };
  const own = crc32(piece, 0);
  const columns = new Uint32Array(32);
  for (let bit = 0; bit < 32; bit++) columns[bit] = (crc32(piece, 2 ** bit) ^ own) >>> 0;
  return { columns, own };
}

/** crc32(piece, value) from the piece's carry. */
function crcAfter(carry: CrcCarry, value: number): number {
  if (!carry.columns) return value;
  let crc = carry.own;
  for (let bit = 0; bit < 32 && value; bit++, value >>>= 1) if (value & 1) crc ^= carry.columns[bit]!;
  return crc >>> 0;
}

/** The matrix depends on a piece's length only: nonces (one length) share theirs. */
const columnsByLength = new Map<number, Uint32Array | undefined>();
function columnsFor(length: number): Uint32Array | undefined {
  let columns = columnsByLength.get(length);
  if (!columnsByLength.has(length)) {
    columns = crcCarry(Buffer.alloc(length)).columns;
    if (columnsByLength.size < 64) columnsByLength.set(length, columns);
  }
  return columns;
}

export function noncedPage(text: string, placeholder: string): NoncedPage {
  const plain = text.split(placeholder).map((piece) => Buffer.from(piece));
  const deflated = plain.map((piece) => deflateRawSync(piece, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }));
  return { plain, deflated, carries: plain.map(crcCarry), size: plain.reduce((sum, piece) => sum + piece.length, 0) };
}

/** A non-final stored block holding `bytes` (a nonce: far below the 65,535 a block may hold). */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length);
  block[0] = 0x00;
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/** The page with `nonce` in each place, as one gzip member. */
export function gzipWithNonce(page: NoncedPage, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  const stored = storedBlock(nonceBytes);
  const nonceCarry = { columns: columnsFor(nonceBytes.length), own: crc32(nonceBytes, 0) };
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  page.deflated.forEach((piece, i) => {
    if (i > 0) {
      parts.push(stored);
      crc = crcAfter(nonceCarry, crc);
    }
    parts.push(piece);
    crc = crcAfter(page.carries[i]!, crc);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((page.size + nonceBytes.length * (page.plain.length - 1)) >>> 0, 4);
  parts.push(FINAL_BLOCK, trailer);
  return Buffer.concat(parts);
}

/** The page with `nonce` in each place, uncompressed. */
export function plainWithNonce(page: NoncedPage, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  return Buffer.concat(page.plain.flatMap((piece, i) => (i > 0 ? [nonceBytes, piece] : [piece])));
}
