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
  /** The text between the nonce's places, as raw deflate pieces. */
  deflated: Buffer[];
  /** Per piece: how it carries an earlier CRC on (crcAfter). */
  carries: CrcCarry[];
  /** Bytes of the page without its nonces. */
  size: number;
  /** The joined answer per nonce length (joinedFor). */
  joined: Map<number, Joined>;
}

/**
 * The whole gzip member with the nonce's places left blank, and what its CRC needs. CRC-32 is
 * affine, so the answer's CRC is `crcBase` (the page with each nonce's own CRC taken as 0)
 * XOR a fixed linear map of crc32(nonce): the map is kept as four tables of 256 entries (a byte
 * each), and an answer costs one copy, its nonce written in, one crc32 of the nonce and four lookups.
 */
interface Joined {
  bytes: Buffer;
  nonceAt: number[];
  crcBase: number;
  crcTables: Uint32Array;
}

/** gzip member header: deflate, no flags, no time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** The last block: empty, stored, final. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** crc32(piece, value) = (columns applied to value) XOR own; no columns: the piece is empty. */
interface CrcCarry {
  columns?: Uint32Array;
  own: number;
}

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
  return {
    deflated,
    carries: plain.map(crcCarry),
    size: plain.reduce((sum, piece) => sum + piece.length, 0),
    joined: new Map(),
  };
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

function joinedFor(page: NoncedPage, nonceLength: number): Joined {
  const kept = page.joined.get(nonceLength);
  if (kept) return kept;
  const stored = storedBlock(Buffer.alloc(nonceLength));
  const parts: Buffer[] = [GZIP_HEADER];
  const nonceAt: number[] = [];
  let offset = GZIP_HEADER.length;
  page.deflated.forEach((piece, i) => {
    if (i > 0) {
      nonceAt.push(offset + 5);
      parts.push(stored);
      offset += stored.length;
    }
    parts.push(piece);
    offset += piece.length;
  });
  parts.push(FINAL_BLOCK, Buffer.alloc(8));
  // The CRC through every piece, the nonce's own CRC taken as `nonceOwn`, the pieces' own ones or 0.
  const nonceColumns = columnsFor(nonceLength);
  const chain = (nonceOwn: number, plainOwn: boolean) =>
    page.carries.reduce((crc, carry, i) => {
      const before = i > 0 ? crcAfter({ columns: nonceColumns, own: nonceOwn }, crc) : crc;
      return crcAfter(plainOwn ? carry : { columns: carry.columns, own: 0 }, before);
    }, 0);
  const columns = Array.from({ length: 32 }, (_, bit) => chain(2 ** bit, false));
  const crcTables = new Uint32Array(4 * 256);
  for (let k = 0; k < 4; k++) {
    for (let byte = 0; byte < 256; byte++) {
      let value = 0;
      for (let bit = 0; bit < 8; bit++) if (byte & (1 << bit)) value ^= columns[8 * k + bit]!;
      crcTables[256 * k + byte] = value >>> 0;
    }
  }
  const joined = { bytes: Buffer.concat(parts), nonceAt, crcBase: chain(0, true), crcTables };
  page.joined.set(nonceLength, joined);
  return joined;
}

/**
 * Answers are cut from slabs, as Buffer.allocUnsafe does below 4 KiB: a page of several KiB was
 * an allocation of its own each time. A slab goes once the last answer cut from it is sent.
 */
const SLAB_BYTES = 256 * 1024;
let slab = Buffer.allocUnsafe(0);
let slabUsed = 0;
function answerBuffer(length: number): Buffer {
  if (length > SLAB_BYTES / 4) return Buffer.allocUnsafe(length);
  if (slabUsed + length > slab.length) {
    slab = Buffer.allocUnsafe(SLAB_BYTES);
    slabUsed = 0;
  }
  const answer = slab.subarray(slabUsed, slabUsed + length);
  slabUsed += (length + 7) & ~7;
  return answer;
}

/** The page with `nonce` in each place, as one gzip member. */
export function gzipWithNonce(page: NoncedPage, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  const { bytes, nonceAt, crcBase, crcTables: t } = joinedFor(page, nonceBytes.length);
  const answer = answerBuffer(bytes.length);
  bytes.copy(answer);
  for (const at of nonceAt) nonceBytes.copy(answer, at);
  const own = crc32(nonceBytes, 0);
  const crc =
    crcBase ^
    t[own & 0xff]! ^
    t[256 + ((own >>> 8) & 0xff)]! ^
    t[512 + ((own >>> 16) & 0xff)]! ^
    t[768 + (own >>> 24)]!;
  answer.writeUInt32LE(crc >>> 0, answer.length - 8);
  answer.writeUInt32LE((page.size + nonceBytes.length * nonceAt.length) >>> 0, answer.length - 4);
  return answer;
}
