/**
 * `GET /api/check-in/{projectID}/stream?door=<door token>&lastEventId=<feed number>` (issue 49):
 * the other doors' check-ins, live, as Server-Sent Events (doorHubs.ts; `event: check-ins`, its id
 * the feed number to resume after). The token rides in the query as it does in the door page's
 * own address: the browser's EventSource sends no Authorization header. Only a door token of the
 * project that is not revoked opens it (401 otherwise), and a door revoked while its stream is open
 * has it ended. It carries what the door's list holds already: check values, times, door names.
 * Written straight to the socket under Node (live/nodeStream.ts), else as a web stream (tests);
 * counted with the live streams for the metrics and asked to come back by a graceful stop.
 */
import { ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';
import { DOOR_QUERY } from '../../src/contract/checkIn.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { trackEventStream } from '../http/metrics.ts';
import { idParam } from '../http/params.ts';
import { BASE_SECURITY_HEADERS } from '../http/securityHeaders.ts';
import type { ComingBack } from '../lib/openStreams.ts';
import type { LiveClient } from '../live/fanOut.ts';
import { NodeSseClient } from '../live/nodeStream.ts';
import { lastEventId } from '../live/routeParams.ts';
import { WebSseClient } from '../live/webStream.ts';
import type { DoorHubs } from './doorHubs.ts';
import { type Door, requireDoor } from './doors.ts';

const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  // no-transform: a proxy must not compress (hold back) events; X-Accel-Buffering: nor buffer them.
  'Cache-Control': 'no-store, no-transform',
  'X-Accel-Buffering': 'no',
  'X-Robots-Tag': 'noindex, nofollow',
  // Written straight to the socket, past the app's header middleware: the same two it adds.
  ...BASE_SECURITY_HEADERS,
};

/** The route's handler; `hubs` are this process's (doorHubs.ts). */
export function doorStreamHandler(deps: AppDeps, hubs: DoorHubs) {
  /** One open stream: counted and registered for a graceful stop until `close` (once, whoever calls it). */
  function open(projectId: string, door: Door, client: LiveClient & ComingBack) {
    const untrack = trackEventStream();
    const forget = deps.streams.add(client);
    let gone = false;
    return {
      close() {
        if (gone) return;
        gone = true;
        untrack();
        forget();
        hubs.leave(projectId, client);
      },
      closed: () => gone,
      async join(since: number) {
        await hubs.join(projectId, door, client, since);
        if (gone) hubs.leave(projectId, client); // closed while joining: its leave came first
      },
    };
  }

  return async (c: Context) => {
    const projectId = idParam(c, 'projectID');
    if (!(await deps.cache.project(projectId))) throw notFound('Project');
    const door = await requireDoor(deps.db, projectId, c.req.query(DOOR_QUERY));
    if (deps.streams.closing) {
      c.header('Retry-After', '1');
      throw new ApiError(503, 'This server is stopping; trying again shortly.');
    }
    const since = lastEventId(c) ?? 0;
    const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
    if (outgoing instanceof ServerResponse) {
      const client = new NodeSseClient(outgoing, SSE_HEADERS);
      const opened = open(projectId, door, client);
      outgoing.once('close', opened.close);
      await opened.join(since).catch((err: unknown) => {
        if (outgoing.headersSent) outgoing.destroy();
        throw err;
      });
      if (!opened.closed()) client.start();
      return RESPONSE_ALREADY_SENT;
    }
    const client = new WebSseClient();
    const opened = open(projectId, door, client);
    client.onEnd(opened.close);
    await opened.join(since).catch((err: unknown) => {
      opened.close();
      throw err;
    });
    return new Response(client.body, { headers: SSE_HEADERS });
  };
}
