// The HTTP requests of one load-client process of bench:live (liveClient.mjs), over raw node:http
// with keep-alive pools as a crowd of browsers would have them.
import http from 'node:http';

// Short requests share a keep-alive pool (10,000 browsers would have thousands of connections; a
// small pool queues requests in this client and blames the wait on the server). Heartbeats have a
// pool of their own, so a thousand a second never hold back a page's reads. Every stream has its
// own socket, as in a browser.
export const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
export const beatAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
// Votes: a pool of their own, as wide as the browsers' own connections would allow in sum.
export const voteAgent = new http.Agent({ keepAlive: true, maxSockets: 512, maxFreeSockets: 512 });

/** Closes the pools' idle sockets: the process is stopping. */
export function destroyAgents() {
  agent.destroy();
  beatAgent.destroy();
  voteAgent.destroy();
}

/** One request on `pool`; answers the status and the body's bytes (a 30 s timeout fails it). */
export function request(base, method, path, body, pool = agent, extraHeaders = {}) {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        agent: pool,
        headers: {
          'accept-encoding': 'gzip, deflate, br',
          ...extraHeaders,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}
