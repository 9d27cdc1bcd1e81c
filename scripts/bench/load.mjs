// Load runs with autocannon's programmatic API. Every request carries the Accept-Encoding a browser
// sends; every registration a fresh e-mail address (one counter for the whole bench run).
import autocannon from 'autocannon';

export const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const DEFAULT_HEADERS = { 'accept-encoding': ACCEPT_ENCODING };
let emails = 0;

/** A valid online registration for the hybrid-summit project (online: seats never run out). */
export function registrationBody(tag) {
  emails += 1;
  return JSON.stringify({
    event_id: 'hybrid-summit',
    email: `bench.${tag}.${emails}@example.com`,
    first_name: 'Bench',
    last_name: 'Visitor',
    company: 'CareConnect',
    interests: ['Patient-facing apps'],
    on_site_viewer: 0,
    time_zone: 'Europe/Amsterdam',
  });
}

let keys = 0;
/** A fresh Idempotency-Key, as the app sends one with every press (16-64 of A-Za-z0-9_-). */
export const newKey = () => `bench-${process.pid}-${String(++keys).padStart(10, '0')}`;

/** Registrations as the page sends them (`keyed`, the default: with an Idempotency-Key), or without a key. */
export const registrationRequests = (tag, { keyed = true } = {}) => [
  {
    method: 'POST',
    path: '/api/registrations',
    headers: { ...DEFAULT_HEADERS, 'content-type': 'application/json' },
    setupRequest: (req) => ({
      ...req,
      body: registrationBody(tag),
      ...(keyed ? { headers: { ...req.headers, 'idempotency-key': newKey() } } : {}),
    }),
  },
];

/** A keyed JSON POST whose body `bodyOf` makes per request. */
export const keyedPosts = (path, bodyOf) => [
  {
    method: 'POST',
    path,
    headers: { ...DEFAULT_HEADERS, 'content-type': 'application/json' },
    setupRequest: (req) => ({
      ...req,
      body: JSON.stringify(bodyOf()),
      headers: { ...req.headers, 'idempotency-key': newKey() },
    }),
  },
];

export const getRequests = (path) => [{ method: 'GET', path, headers: DEFAULT_HEADERS }];

function cannon(opts, onTick) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ timeout: 10, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
    if (onTick) instance.on('tick', onTick);
  });
}

/** Throughput and latency of `requests` at `connections` for `duration` s, after a 1 s warm-up. */
export async function measure(base, requests, { connections, duration }) {
  await cannon({ url: base, connections, duration: 1, requests });
  const r = await cannon({ url: base, connections, duration, requests });
  const ok = r.requests.total - r.non2xx;
  return {
    connections,
    duration: r.duration,
    requests: r.requests.total,
    reqPerSec: round(ok / r.duration, 1),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])),
  };
}

/** Sends `amount` registrations as fast as the server takes them; reports progress. */
export async function fill(base, amount, { connections = 50, tag = 'fill', onProgress } = {}) {
  if (amount <= 0) return { sent: 0, ok: 0, seconds: 0, errors: 0 };
  let done = 0;
  const started = Date.now();
  const r = await cannon(
    // A long timeout: a request given up on is still served later, and would then be sent twice.
    {
      url: base,
      connections: Math.min(connections, amount),
      amount,
      timeout: 120,
      requests: registrationRequests(tag),
    },
    (tick) => {
      done += tick.counter;
      onProgress?.(done, amount, (Date.now() - started) / 1000);
    },
  );
  return {
    sent: r.requests.total,
    ok: r.requests.total - r.non2xx,
    non2xx: r.non2xx,
    errors: r.errors,
    seconds: round((Date.now() - started) / 1000, 1),
  };
}

export const round = (n, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;
