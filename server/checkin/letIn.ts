/**
 * "Let in on site" (issue 49; the command `letIn`): an online registration at the door takes a
 * free seat, as the attendance change does (the seat counter decides, 409 `full` otherwise; the
 * attendance mail goes out with the ticket), and is checked in at once. Found by the list entry's
 * check value: staff saw the red "online" verdict of its ticket or found the name.
 */
import type { AppDeps } from '../deps.ts';
import { commandHandler } from '../http/commandRoute.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { idParam, publicOrigin } from '../http/params.ts';
import type { RateLimiter } from '../http/rateLimit.ts';
import { sendAttendanceMail } from '../services/confirmation.ts';
import { findRegistrationInProject } from '../services/registrationRecords.ts';
import { changeAttendance } from '../services/registrationUpdates.ts';
import { keepEarliest } from './keepEarliest.ts';
import { ticketOfRegistration } from './code.ts';
import { doorEntry } from './doorList.ts';
import { requireDoor, ROOM_DOOR } from './doors.ts';
import { NOT_A_TICKET } from './command.ts';
import { registrationOf } from './tickets.ts';

export function letInCommand(deps: AppDeps, limiter: RateLimiter) {
  return commandHandler('letIn', {
    before: [limiter.perIp('walk-up', 120)],
    prepare: async (body, c) => {
      const projectId = idParam(c, 'projectID');
      const cached = await deps.cache.project(projectId);
      if (!cached) throw notFound('Project');
      const door = await requireDoor(deps.db, projectId, body.door);
      if (door.session) throw new ApiError(409, ROOM_DOOR, { code: 'room-door' });
      const id = await registrationOf(deps, projectId, { check: body.check });
      if (!id) throw new ApiError(404, NOT_A_TICKET, { code: 'not-a-ticket' });
      return { door, project: cached.project, id, origin: publicOrigin(c, deps.config) };
    },
    // The other doors hear of the check-in on their stream.
    committed: (_answer, _body, { project }) => deps.feed.publish({ kind: 'check-ins', projectId: project.id }),
    work: async (d, body, { door, project, id, origin }) => {
      const reg = await findRegistrationInProject(d.db, project.id, id);
      if (!reg || reg.unregistered)
        throw new ApiError(409, 'This registration was cancelled.', { code: 'ticket-unregistered' });
      const row = await changeAttendance(d, reg, project, 1, (txDeps, changed) =>
        sendAttendanceMail(txDeps, origin, project, changed),
      );
      const ticket = ticketOfRegistration(d.config, project.id, id);
      const kept = await keepEarliest(d.db, {
        projectId: project.id,
        ticket,
        registrationId: id,
        scannedAt: new Date(body.scannedAt),
        door,
      });
      const entry = await doorEntry(d.config, project, row, { at: kept.at, door: kept.door });
      return { status: 200, body: { entry } };
    },
  });
}
