/**
 * The door's reads (issue 49):
 * - `GET /api/registrations/{projectID}/{registrationID}/ticket`: the holder's ticket (the code
 *   its QR carries, and its check-in once scanned), for the personal link's holder; the service
 *   worker keeps the answer so the ticket opens offline.
 * - `GET /api/check-in/{projectID}/list` with `Authorization: Bearer <door token>`: the check-in
 *   list the door device keeps (doorList.ts); a revoked or unknown token is a 401.
 * - `GET /api/check-in/{projectID}/stream?door=<door token>`: the doors' check-ins, live
 *   (doorStream.ts, doorHubs.ts).
 * The check-in itself is a command (command.ts).
 */
import { Hono } from 'hono';
import { isOnSite } from '../../src/domain/attendance.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { idParam, registrationIdParam } from '../http/params.ts';
import type { RateLimiter } from '../http/rateLimit.ts';
import { findRegistrationInProject } from '../services/registrationRecords.ts';
import { checkInOf } from './checkIns.ts';
import { checkInCode, ticketOfRegistration } from './code.ts';
import { createDoorHubs } from './doorHubs.ts';
import { doorList } from './doorList.ts';
import { doorStreamHandler } from './doorStream.ts';
import { requireDoor } from './doors.ts';

const PRIVATE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

/** @hono/node-server's marker on RESPONSE_ALREADY_SENT (as live/routes.ts). */
const ALREADY_SENT_HEADER = 'x-hono-already-sent';
const HEARTBEAT_DEFAULT_MS = 15_000;

const bearerOf = (header: string | undefined) => /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];

export function checkInRoutes(deps: AppDeps, limiter: RateLimiter) {
  const app = new Hono();

  app.get('/api/registrations/:projectID/:registrationID/ticket', limiter.perIp('ticket', 120), async (c) => {
    const projectId = idParam(c, 'projectID');
    const reg = await findRegistrationInProject(deps.db, projectId, registrationIdParam(c));
    if (!reg || reg.unregistered) throw notFound('Registration');
    if (!isOnSite(reg.onSiteViewer))
      throw new ApiError(409, 'An online registration has no ticket for the door.', { code: 'ticket-online' });
    const ticket = ticketOfRegistration(deps.config, projectId, reg.id);
    return c.json(
      { code: checkInCode(deps.config, projectId, reg.id), checkedIn: await checkInOf(deps.db, projectId, ticket) },
      200,
      PRIVATE,
    );
  });

  app.get('/api/check-in/:projectID/list', limiter.perIp('door-list', 120), async (c) => {
    const projectId = idParam(c, 'projectID');
    const cached = await deps.cache.project(projectId);
    if (!cached) throw notFound('Project');
    const door = await requireDoor(deps.db, projectId, bearerOf(c.req.header('Authorization')));
    return c.json(await doorList(deps, cached.project, door), 200, PRIVATE);
  });

  const hubs = createDoorHubs({
    db: deps.db,
    config: deps.config,
    feed: deps.feed,
    heartbeatMs: deps.config.live.heartbeatMs ?? HEARTBEAT_DEFAULT_MS,
  });
  // A stream written straight to the socket answers RESPONSE_ALREADY_SENT; a middleware that
  // re-wraps the answer would lose the marker unless its body is read (live/routes.ts says why).
  app.use('/api/check-in/:projectID/stream', async (c, next) => {
    await next();
    if (c.res.headers.has(ALREADY_SENT_HEADER)) void c.res.body;
  });
  app.get('/api/check-in/:projectID/stream', limiter.perIp('door-stream', 120), doorStreamHandler(deps, hubs));

  return app;
}
