// The server's own view of a storm's writes: its request-duration histogram for one route, read
// from /metrics before and after. A vote the page waited seconds for, answered by the server in
// milliseconds, waited outside the handler (the accept queue, the socket, the client's own loop).
import { ADMIN_TOKEN } from './liveSetup.mjs';

/** `{ [le]: count }` of http_request_duration_seconds for `route` (POST), summed over processes. */
export async function routeHistogram(servers, route) {
  const sum = {};
  for (const server of servers) {
    const res = await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    if (!res.ok) continue;
    for (const line of (await res.text()).split('\n')) {
      if (!line.startsWith('http_request_duration_seconds_bucket{') || !line.includes(`route="${route}"`)) continue;
      const le = /le="([^"]+)"/.exec(line)?.[1];
      if (le) sum[le] = (sum[le] ?? 0) + Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return sum;
}

/** The requests between two readings: how many, and the bucket bounds (ms) their p50 and p99 fall in. */
export function histogramBetween(before, after) {
  const bounds = Object.keys(after).sort((a, b) => (a === '+Inf' ? 1 : b === '+Inf' ? -1 : Number(a) - Number(b)));
  const counts = bounds.map((le) => (after[le] ?? 0) - (before[le] ?? 0));
  const total = counts.at(-1) ?? 0;
  const within = (share) => {
    const i = counts.findIndex((n) => n >= total * share);
    return i < 0 || bounds[i] === '+Inf' ? null : Number(bounds[i]) * 1000;
  };
  return { count: total, p50AtMostMs: within(0.5), p99AtMostMs: within(0.99) };
}
