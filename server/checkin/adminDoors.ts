/**
 * The organiser's door tokens (issue 49), under the admin API's token (admin/routes.ts mounts them):
 *   POST   /admin/api/projects/{id}/doors {name, session?}
 *          -> 201 { id, name, session, token, link, createdAt, revokedAt }
 *   GET    /admin/api/projects/{id}/doors         -> [{ id, name, session, createdAt, revokedAt }] (no tokens)
 * `session`: a room's door (a breakout session), which checks in that session's registrations.
 *   DELETE /admin/api/projects/{id}/doors/{door}  -> 204; the token answers 401 from then on, and its
 *          door's open stream ends
 * `link` is the door page's address with the token: the token is shown this once only. And the counts:
 *   GET    /admin/api/projects/{id}/check-ins     -> { registeredOnSite, checkedIn, notYet, sessions: [...] }
 */
import type { Hono } from 'hono';
import { DOOR_QUERY, DoorRequestSchema } from '../../src/contract/checkIn.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, jsonBody, notFound } from '../http/errors.ts';
import { idParam, publicOrigin } from '../http/params.ts';
import { checkInCounts } from './counts.ts';
import { listDoors, makeDoor, revokeDoor } from './doors.ts';

export function mountDoorAdmin(app: Hono, deps: AppDeps): void {
  app.post('/projects/:projectId/doors', async (c) => {
    const cached = await deps.cache.project(idParam(c, 'projectId'));
    if (!cached) throw notFound('Project');
    const { name, session } = await jsonBody(c, DoorRequestSchema);
    if (session !== undefined && !cached.project.events.some((e) => e.id === session))
      throw new ApiError(400, 'The session is not an event of this project.', { fields: ['session'] });
    const door = await makeDoor(deps.db, cached.project.id, name, deps.now(), session ?? null);
    const eventId = cached.project.events[0]?.id ?? cached.project.id;
    const link = `${publicOrigin(c, deps.config)}/${encodeURIComponent(eventId)}/check-in?${DOOR_QUERY}=${door.token}`;
    return c.json({ ...door, link }, 201);
  });

  app.get('/projects/:projectId/doors', async (c) => {
    const projectId = idParam(c, 'projectId');
    if (!(await deps.cache.project(projectId))) throw notFound('Project');
    return c.json(await listDoors(deps.db, projectId));
  });

  app.get('/projects/:projectId/check-ins', async (c) => {
    const cached = await deps.cache.project(idParam(c, 'projectId'));
    if (!cached) throw notFound('Project');
    return c.json(await checkInCounts(deps.db, cached.project));
  });

  app.delete('/projects/:projectId/doors/:doorId', async (c) => {
    const projectId = idParam(c, 'projectId');
    const revoked = await revokeDoor(deps.db, projectId, idParam(c, 'doorId'), deps.now());
    if (!revoked) throw notFound('Door');
    // Its open streams end, in every process (doorHubs.ts).
    deps.feed.publish({ kind: 'doors', projectId });
    return c.body(null, 204);
  });
}
