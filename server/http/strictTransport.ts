/**
 * Strict-Transport-Security on every answer that came over HTTPS, whichever way it came:
 * - this server's own TLS (the socket is encrypted);
 * - a TLS proxy of ours in front (TRUST_PROXY > 0) that says `X-Forwarded-Proto: https`. Without a
 *   trusted proxy the header is the caller's own claim and ignored;
 * - a PUBLIC_URL that is https: the site is only ever visited over https, whatever the hop before
 *   this process used.
 * Set on Node's response before the app answers, so every answer has it: API, files, the pages
 * answered ahead of the middleware (routes/hotReads.ts, routes/hotPages.ts) and the live streams
 * written straight to the socket (Node merges it into their writeHead). Browsers ignore the
 * header on a plain-http answer (RFC 6797 8.1), and over plain http it is not sent at all.
 * includeSubDomains covers only names under this server's own host (x.events.example.org), never
 * the organiser's parent or sibling hosts; no preload: that list is for the domain's owner to join.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config.ts';

export const STRICT_TRANSPORT = 'max-age=31536000; includeSubDomains';

export interface Arrival {
  /** The request came over this server's own TLS. */
  encrypted: boolean;
  /** The X-Forwarded-Proto header as received. */
  forwardedProto?: string;
}

/**
 * With several proxies of ours each appending, the entry `trustProxy` places from the right is
 * the one our outermost proxy wrote (as for X-Forwarded-For, http/clientIp.ts); a proxy that
 * replaces the header leaves one entry, its own.
 */
export function cameOverHttps(arrival: Arrival, config: Pick<Config, 'trustProxy' | 'publicUrl'>): boolean {
  if (arrival.encrypted || config.publicUrl?.startsWith('https://')) return true;
  if (config.trustProxy <= 0 || !arrival.forwardedProto) return false;
  const entries = arrival.forwardedProto
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - config.trustProxy)] === 'https';
}

/** What the server needs: Node's 'request' event, ahead of the app's own listener. */
interface RequestEvents {
  prependListener(event: 'request', listener: (req: IncomingMessage, res: ServerResponse) => void): unknown;
}

export function sendStrictTransport(server: RequestEvents, config: Pick<Config, 'trustProxy' | 'publicUrl'>): void {
  server.prependListener('request', (req, res) => {
    const proto = req.headers['x-forwarded-proto'];
    const arrival = {
      encrypted: (req.socket as { encrypted?: boolean }).encrypted === true,
      forwardedProto: Array.isArray(proto) ? proto.join(',') : proto,
    };
    if (cameOverHttps(arrival, config)) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT);
  });
}
