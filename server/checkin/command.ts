/**
 * The check-in command (issue 49; src/contract/commands.ts `checkIn`): a door's scan, sent at
 * once or later from the door's outbox under its Idempotency-Key. The door already answered the
 * visitor from its list; the server checks the door token and the code's signature, finds the
 * registration and keeps the earliest scan of the ticket, answering `already` with that scan's
 * time and door when it is another one: ONE statement with the key (keepEarliest.ts), so a door's
 * sync of hundreds of scans costs two reads and one statement per scan, no transaction of its own.
 * Once written, the doors' streams hear of it (doorStream.ts).
 */
import type { Context } from 'hono';
import { isOnSite } from '../../src/domain/attendance.ts';
import type { AppDeps } from '../deps.ts';
import { commandHandler } from '../http/commandRoute.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { idParam } from '../http/params.ts';
import type { RateLimiter } from '../http/rateLimit.ts';
import { findRegistrationInProject } from '../services/registrationRecords.ts';
import { ticketOfRegistration, verifiedTicket } from './code.ts';
import { requireDoor } from './doors.ts';
import { checkInStatement } from './keepEarliest.ts';
import { registrationOf } from './tickets.ts';

export const NOT_A_TICKET = 'This is not a ticket of this event.';

/** Five doors behind one venue address, each syncing 600 scans at once: generous. */
const CHECK_INS_PER_MINUTE = 6000;

type Body = { door: string; code?: string; check?: string; scannedAt: number };

/** The registration of a scanned code (its signature checked first) or of a check value from the list. */
async function registrationOfScan(deps: AppDeps, projectId: string, body: Body) {
  if (body.check !== undefined) return registrationOf(deps, projectId, { check: body.check });
  const ticket = verifiedTicket(deps.config, projectId, (body.code ?? '').trim());
  return ticket ? registrationOf(deps, projectId, { ticket }) : undefined;
}

async function scanOf(deps: AppDeps, c: Context, body: Body) {
  const projectId = idParam(c, 'projectID');
  if (!(await deps.cache.project(projectId))) throw notFound('Project');
  const door = await requireDoor(deps.db, projectId, body.door);
  const registrationId = await registrationOfScan(deps, projectId, body);
  if (!registrationId) throw new ApiError(404, NOT_A_TICKET, { code: 'not-a-ticket' });
  const ticket = ticketOfRegistration(deps.config, projectId, registrationId);
  const reg = await findRegistrationInProject(deps.db, projectId, registrationId);
  if (!reg || reg.unregistered)
    throw new ApiError(409, 'This registration was cancelled.', { code: 'ticket-unregistered' });
  if (!isOnSite(reg.onSiteViewer))
    throw new ApiError(409, 'This is an online registration.', { code: 'ticket-online' });
  if (door.session && !reg.selectedEvents.includes(door.session))
    throw new ApiError(409, 'Not registered for this session.', { code: 'not-this-session' });
  const name = `${reg.firstName} ${reg.lastName}`.trim();
  return { projectId, door, ticket, registrationId, name, scannedAt: new Date(body.scannedAt) };
}

export function checkInCommand(deps: AppDeps, limiter: RateLimiter) {
  return commandHandler('checkIn', {
    before: [limiter.perIp('check-in', CHECK_INS_PER_MINUTE)],
    prepare: (body, c) => scanOf(deps, c, body),
    statement: (_body, scan, claim) => checkInStatement(deps.db, claim, scan, scan.name, deps.now()),
    // A scan kept, or another door's later scan the kept row now remembers (keepEarliest.ts): the doors hear of it.
    committed: (answer, _body, scan) => {
      const { result, door } = answer.body as { result?: string; door?: string };
      if (result === 'checked-in' || (result === 'already' && door !== scan.door.name))
        deps.feed.publish({ kind: 'check-ins', projectId: scan.projectId });
    },
  });
}
