/**
 * Cryptographically random bytes handed out from a pool that one getRandomValues call refills, as
 * Node's own randomUUID does: every registration needs 24 random bytes, and a call into the
 * system's generator per registration was about 2 % of the server's time under load. Each byte
 * is handed out once; the pool is only ever refilled, never reused.
 */
const POOL_BYTES = 4096;
const pool = new Uint8Array(POOL_BYTES);
let next = POOL_BYTES;

/** Fills `bytes` with random bytes (at most POOL_BYTES at a time) and returns it. */
export function fillRandom(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  if (bytes.length > POOL_BYTES) return crypto.getRandomValues(bytes);
  if (next + bytes.length > POOL_BYTES) {
    crypto.getRandomValues(pool);
    next = 0;
  }
  bytes.set(pool.subarray(next, next + bytes.length));
  pool.fill(0, next, next + bytes.length);
  next += bytes.length;
  return bytes;
}
