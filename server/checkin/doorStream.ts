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
import type { Context } from 'hono';
import { DOOR_QUERY } from '../../src/contract/checkIn.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { idParam } from '../http/params.ts';
import { serveEventStream } from '../live/eventStreamResponse.ts';
import { lastEventId } from '../live/routeParams.ts';
import type { DoorHubs } from './doorHubs.ts';
import { requireDoor } from './doors.ts';

/** The route's handler; `hubs` are this process's (doorHubs.ts). */
export function doorStreamHandler(deps: AppDeps, hubs: DoorHubs) {
  return async (c: Context) => {
    const projectId = idParam(c, 'projectID');
    if (!(await deps.cache.project(projectId))) throw notFound('Project');
    const door = await requireDoor(deps.db, projectId, c.req.query(DOOR_QUERY));
    if (deps.streams.closing) {
      c.header('Retry-After', '1');
      throw new ApiError(503, 'This server is stopping; trying again shortly.');
    }
    const since = lastEventId(c) ?? 0;
    return serveEventStream(c, deps.streams, {
      join: (client) => hubs.join(projectId, door, client, since),
      leave: (client) => hubs.leave(projectId, client),
    });
  };
}
