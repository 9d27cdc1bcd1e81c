/**
 * GET /live-director/stream/{broadcast}: the live state as server-sent events. Under Node written
 * straight to the socket (nodeStream.ts), else (app.request in tests) through hono's streamSSE.
 * Every open stream is registered with deps.streams, so a graceful stop asks each to come back
 * (a `retry:` line, then its end); once the stop has begun, a new stream is a 503.
 */
import { ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppDeps } from '../deps.ts';
import { trackEventStream } from '../http/metrics.ts';
import { BASE_SECURITY_HEADERS } from '../http/securityHeaders.ts';
import { retryLine } from '../lib/openStreams.ts';
import type { Broadcast } from './broadcasts.ts';
import type { LiveHubs } from './hub.ts';
import { DEFAULT_MAX_STREAMS, openFilesLimit, streamLimit } from './limits.ts';
import { NodeSseClient } from './nodeStream.ts';
import { requirePageToken } from './pageToken.ts';
import { keyParam, lastEventId } from './routeParams.ts';

const RETRY_AFTER_S = 10;
const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  // no-transform: a proxy must not compress (hold back) events; X-Accel-Buffering: nor buffer them.
  'Cache-Control': 'no-store, no-transform',
  'X-Accel-Buffering': 'no',
  'Access-Control-Allow-Origin': '*',
  // Written straight to the socket, past the app's header middleware: the same two it adds.
  ...BASE_SECURITY_HEADERS,
};

interface StreamRouteParts {
  deps: AppDeps;
  hubs: LiveHubs;
  broadcastOr404(key: string): Promise<Broadcast>;
}

export function streamRoute(app: Hono, { deps, hubs, broadcastOr404 }: StreamRouteParts): void {
  // Open streams of this process (both paths), for the connection limit.
  let streams = 0;
  const maxStreams = streamLimit(deps.config.live.maxConnections, openFilesLimit());
  if (maxStreams < DEFAULT_MAX_STREAMS && deps.config.live.maxConnections === undefined && deps.config.dataDir) {
    console.log(
      `Live streams: at most ${maxStreams} at once, by the open-files limit (raise \`ulimit -n\` or LimitNOFILE for more; server/README.md)`,
    );
  }
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
    const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
    if (outgoing instanceof ServerResponse) return nodeStream(info, outgoing, since);
    c.header('X-Accel-Buffering', 'no'); // a proxy in front must not hold events back either
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) c.header(name, value);
    streams += 1;
    const res = streamSSE(c, async (stream) => {
      const ended = new Promise<void>((resolve) => stream.onAbort(resolve));
      // The retry line, then abort: streamSSE closes the stream once this callback returns.
      const forget = deps.streams.add({
        comeBack: (ms) => void stream.write(retryLine(ms)).finally(() => stream.abort()),
      });
      try {
        await hubs.join(info, stream, since);
        await ended;
      } finally {
        forget();
        streams -= 1;
        hubs.leave(info.broadcast, stream);
      }
    });
    // streamSSE says no-cache; no-transform also keeps proxies from compressing (holding back) events.
    c.header('Cache-Control', 'no-store, no-transform');
    return res;
  });

  /** Under Node: the stream written straight to the socket (nodeStream.ts), headers by hand. */
  async function nodeStream(info: Broadcast, res: ServerResponse, since: number | undefined): Promise<Response> {
    const client = new NodeSseClient(res, SSE_HEADERS);
    streams += 1;
    const closed = trackEventStream();
    const forget = deps.streams.add(client);
    let gone = false;
    res.once('close', () => {
      gone = true;
      streams -= 1;
      closed();
      forget();
      hubs.leave(info.broadcast, client);
    });
    try {
      await hubs.join(info, client, since);
    } catch (err) {
      if (res.headersSent) res.destroy();
      throw err;
    }
    if (gone)
      hubs.leave(info.broadcast, client); // closed while joining: its leave came first
    else client.start();
    return RESPONSE_ALREADY_SENT;
  }
}
