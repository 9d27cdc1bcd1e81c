/**
 * The live state for pages: GET /live-director/state/{broadcast} (the snapshot a reconnecting
 * page reads first) and GET /live-director/stream/{broadcast}, the state as server-sent events.
 * A stream is one client of its broadcast's hub: under Node written straight to the socket
 * (nodeStream.ts), else (app.request in tests) as a web stream (webStream.ts); counted, tracked
 * for the metrics and registered with deps.streams the same way, so a graceful stop asks each to
 * come back (a `retry:` line, then its end); once the stop has begun, a new stream is a 503.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { BASE_SECURITY_HEADERS } from '../http/securityHeaders.ts';
import type { Broadcast } from './broadcasts.ts';
import type { LiveClient } from './fanOut.ts';
import type { LiveHubs } from './hub.ts';
import { SSE_HEADERS, serveEventStream } from './eventStreamResponse.ts';
import { DEFAULT_MAX_STREAMS, openFilesLimit, streamLimit } from './limits.ts';
import { requirePageToken } from './pageToken.ts';
import { keyParam, lastEventId } from './routeParams.ts';

const RETRY_AFTER_S = 10;
// Pages of other origins (an organiser's own site) may open the live state.
const LIVE_SSE_HEADERS = { ...SSE_HEADERS, 'Access-Control-Allow-Origin': '*' };

interface StreamRouteParts {
  deps: AppDeps;
  hubs: LiveHubs;
  broadcastOr404(key: string): Promise<Broadcast>;
  /** A stream joined its hub: what else it gets on joining (the recent caption lines, captions/push.ts). */
  joined?(broadcast: string, client: LiveClient): Promise<void>;
}

export function streamRoutes({ deps, hubs, broadcastOr404, joined }: StreamRouteParts): Hono {
  const app = new Hono();
  // Open streams of this process, for the connection limit.
  let streams = 0;
  const maxStreams = streamLimit(deps.config.live.maxConnections, openFilesLimit());
  if (maxStreams < DEFAULT_MAX_STREAMS && deps.config.live.maxConnections === undefined && deps.config.dataDir) {
    console.log(
      `Live streams: at most ${maxStreams} at once, by the open-files limit ` +
        '(raise `ulimit -n` or LimitNOFILE for more; server/README.md)',
    );
  }

  app.get('/state/:broadcast', async (c) => {
    const info = await broadcastOr404(keyParam(c, 'broadcast'));
    requirePageToken(c, deps.config, info, deps.now());
    c.header('Cache-Control', 'no-store');
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) c.header(name, value);
    return c.json(await hubs.snapshot(info));
  });

  app.get('/stream/:broadcast', async (c) => {
    const info = await broadcastOr404(keyParam(c, 'broadcast'));
    requirePageToken(c, deps.config, info, deps.now());
    if (streams >= maxStreams || deps.streams.closing) {
      // A clear answer instead of running out of memory or file descriptors (or a stream cut a
      // moment later by the stop): the client retries later, another process by then.
      c.header('Retry-After', String(deps.streams.closing ? 1 : RETRY_AFTER_S));
      return c.json(
        {
          error: deps.streams.closing
            ? 'This server is stopping; trying again shortly.'
            : 'This live broadcast has as many viewers as this server takes; trying again shortly.',
        },
        503,
      );
    }
    const since = lastEventId(c);
    return serveEventStream(
      c,
      deps.streams,
      {
        join: (client) => hubs.join(info, client, since),
        leave: (client) => hubs.leave(info.broadcast, client),
        joined: (client) => void joined?.(info.broadcast, client),
        opened: () => {
          streams += 1;
        },
        closed: () => {
          streams -= 1;
        },
      },
      LIVE_SSE_HEADERS,
    );
  });

  return app;
}
