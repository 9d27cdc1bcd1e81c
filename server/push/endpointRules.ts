/**
 * Which push endpoints the server stores and sends to (issue 43). A subscription's endpoint is
 * chosen by the browser, so by any caller: unchecked, it makes the server post to any address,
 * its own network among them. Only the real push services pass: https on port 443 at a host
 * under one of their domains, never an IP literal. The address a host resolves to is checked
 * again at send time (guardedLookup.ts), with `isPublicAddress` below.
 *
 * The tests' push service runs on loopback: `loopbackForTests` (PUSH_LOOPBACK_FOR_TESTS=1, which
 * a production server refuses to start with, config.ts) lets loopback endpoints through, http too.
 */
import { BlockList, isIP } from 'node:net';

/** The browsers' push services: Chrome and its kin (FCM), Firefox (autopush), Safari (Apple), Edge (WNS). */
export const PUSH_SERVICE_DOMAINS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Addresses that are not on the public internet: this machine, private and carrier networks, link-local (cloud
 * metadata), unique-local, multicast, reserved.
 */
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`, `::ffff:a00:1`): its IPv4 form, else the address itself. */
function unmapped(address: string): string {
  const lower = address.toLowerCase();
  const dotted = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return address;
  const [high, low] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address (as DNS gives it) is on the public internet. Anything that is not an address: false. */
export function isPublicAddress(address: string): boolean {
  const ip = unmapped(address.replace(/^\[|\]$/g, ''));
  const family = isIP(ip);
  if (!family) return false;
  return !NOT_PUBLIC.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

export function isLoopbackAddress(address: string): boolean {
  const ip = unmapped(address.replace(/^\[|\]$/g, ''));
  const family = isIP(ip);
  return family !== 0 && LOOPBACK.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

export function isPushServiceHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return PUSH_SERVICE_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** Why the server refuses an endpoint, or undefined when it may store it. */
export function pushEndpointProblem(endpoint: string, loopbackForTests = false): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'The push endpoint must be a URL.';
  }
  if (loopbackForTests && LOOPBACK_HOSTS.has(url.hostname) && (url.protocol === 'http:' || url.protocol === 'https:'))
    return undefined;
  if (url.protocol !== 'https:') return 'The push endpoint must be an https URL.';
  if (url.port !== '' || url.username || url.password) return 'The push endpoint must use the standard https port.';
  if (isIP(url.hostname.replace(/^\[|\]$/g, '')) || !isPushServiceHost(url.hostname))
    return 'The push endpoint must be at a known push service.';
  return undefined;
}
