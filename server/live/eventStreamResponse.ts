/**
 * One open Server-Sent Events stream, as the live page's and the door's streams serve it: under
 * Node written straight to the socket (nodeStream.ts), else (app.request in tests) as a web stream
 * (webStream.ts); tracked for the metrics and registered with deps.streams until it closes (once,
 * whoever closes it), so a graceful stop asks it to come back.
 */
import { ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';
import type { AppDeps } from '../deps.ts';
import { trackEventStream } from '../http/metrics.ts';
import { BASE_SECURITY_HEADERS } from '../http/securityHeaders.ts';
import type { ComingBack } from '../lib/openStreams.ts';
import type { LiveClient } from './fanOut.ts';
import { NodeSseClient } from './nodeStream.ts';
import { WebSseClient } from './webStream.ts';

export const SSE_HEADERS: Record<string, string> = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  // no-transform: a proxy must not compress (hold back) events; X-Accel-Buffering: nor buffer them.
  'Cache-Control': 'no-store, no-transform',
  'X-Accel-Buffering': 'no',
  'X-Robots-Tag': 'noindex, nofollow',
  // Written straight to the socket, past the app's header middleware: the same two it adds.
  ...BASE_SECURITY_HEADERS,
};

export type StreamClient = LiveClient & ComingBack;

export interface StreamParts {
  /** Adds the client to its hub (and sends what it missed). */
  join(client: StreamClient): Promise<unknown>;
  leave(client: StreamClient): void;
  /** Joined and still open: what else it gets on joining. */
  joined?(client: StreamClient): void;
  /** Called as the stream opens and once as it closes: a count for a limit. */
  opened?(): void;
  closed?(): void;
}

function track(streams: AppDeps['streams'], client: StreamClient, parts: StreamParts) {
  parts.opened?.();
  const untrack = trackEventStream();
  const forget = streams.add(client);
  let gone = false;
  return {
    close() {
      if (gone) return;
      gone = true;
      parts.closed?.();
      untrack();
      forget();
      parts.leave(client);
    },
    closed: () => gone,
    async join() {
      await parts.join(client);
      if (gone)
        parts.leave(client); // closed while joining: its leave came first
      else parts.joined?.(client);
    },
  };
}

export async function serveEventStream(
  c: Context,
  streams: AppDeps['streams'],
  parts: StreamParts,
  headers: Record<string, string> = SSE_HEADERS,
): Promise<Response> {
  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  if (outgoing instanceof ServerResponse) {
    const client = new NodeSseClient(outgoing, headers);
    const opened = track(streams, client, parts);
    outgoing.once('close', opened.close);
    await opened.join().catch((err: unknown) => {
      if (outgoing.headersSent) outgoing.destroy();
      throw err;
    });
    if (!opened.closed()) client.start();
    return RESPONSE_ALREADY_SENT;
  }
  const client = new WebSseClient();
  const opened = track(streams, client, parts);
  client.onEnd(opened.close);
  await opened.join().catch((err: unknown) => {
    opened.close();
    throw err;
  });
  return new Response(client.body, { headers });
}
