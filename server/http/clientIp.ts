/** The caller's address, and whether it is one of ours (loopback or private network). */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { isIP } from 'node:net';

/**
 * The caller's address. Behind `proxyHops` proxies of ours (TRUST_PROXY), each appends the
 * address it received from to X-Forwarded-For, so the N-th entry from the RIGHT is the one our
 * outermost proxy saw: the client. Entries further left are the client's own claim and never
 * trusted. A header too short or an entry that is no IP address falls back to the socket.
 */
export function clientAddress(c: Context, proxyHops: number): string {
  const socket = socketAddress(c);
  if (proxyHops <= 0) return socket;
  const entries = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const claimed = entries.length >= proxyHops ? entries[entries.length - proxyHops]! : '';
  const address = normalise(claimed);
  return isIP(address) ? address : socket;
}

function socketAddress(c: Context): string {
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
    return (
      a === 127 ||
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      a === 0
    );
  }
  const lower = address.toLowerCase();
  return lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80:');
}
