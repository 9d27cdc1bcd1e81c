/** The caller's address, and whether it is one of ours (loopback or private network). */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { isIP } from 'node:net';

export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded && isIP(forwarded)) return forwarded;
  }
  try {
    return normalise(getConnInfo(c).remote.address ?? '') || 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}

function normalise(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** Loopback, RFC 1918, link-local and unique-local addresses: the development machine or office LAN. */
export function isLocalAddress(address: string): boolean {
  if (address === 'unknown' || address === '::1' || address === '::') return true;
  if (isIP(address) === 4) {
    const [a, b] = address.split('.').map(Number);
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)
      || (a === 169 && b === 254) || a === 0;
  }
  const lower = address.toLowerCase();
  return lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80:');
}
