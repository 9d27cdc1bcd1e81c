/**
 * One push message on the wire (issue 43). node:http(s) rather than fetch, for two reasons:
 * the address the connection goes to is the one `guardedLookup` checked (no second DNS answer
 * between the check and the connect, so a rebinding name cannot point it inward), and a
 * redirect is never followed: a 3xx is a failed send like any other refusal.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isLoopbackAddress, isPublicAddress } from './endpointRules.ts';

type Resolve = (
  hostname: string,
  options: LookupOptions & { all: true },
  callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/**
 * A DNS lookup for the push connection that refuses a host when any of its addresses is not
 * public (loopback too, unless `loopbackForTests`). `resolve` is for the unit test.
 */
export function guardedLookup(
  loopbackForTests: boolean,
  resolve: Resolve = dnsLookup as unknown as Resolve,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const allowed = (a: LookupAddress) =>
        isPublicAddress(a.address) || (loopbackForTests && isLoopbackAddress(a.address));
      if (!addresses.length || !addresses.every(allowed)) {
        const refused = Object.assign(new Error('The push host resolves to an address that is not public.'), {
          code: 'EPUSHADDRESS',
        });
        return callback(refused, '', 0);
      }
      if ((options as LookupOptions).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

export interface PushRequest {
  endpoint: string;
  method: string;
  headers: Record<string, string>;
  body: Uint8Array | null;
}

/** Sends one request and answers the status; a 3xx is returned as it is (never followed). */
export function deliverPush(req: PushRequest, lookup: LookupFunction, timeoutMs = 10_000): Promise<number> {
  const url = new URL(req.endpoint);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      { method: req.method, headers: req.headers, lookup, timeout: timeoutMs, agent: false },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    outgoing.on('timeout', () =>
      outgoing.destroy(Object.assign(new Error('The push service did not answer in time.'), { code: 'ETIMEDOUT' })),
    );
    outgoing.on('error', reject);
    outgoing.end(req.body ?? undefined);
  });
}
