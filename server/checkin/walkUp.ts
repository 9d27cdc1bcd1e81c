/**
 * Walk-ups (issue 49; the command `walkUp`): door staff register someone who came without a
 * registration. A new e-mail only (a known one is found by name on the list); on site only while
 * a seat is free (the seat counter decides; memory refuses the common "full" case first). The
 * registration is the ordinary one (its confirmation mail carries the ticket), checked in at once.
 */
import type { Context } from 'hono';
import { seatsRemaining } from '../../src/domain/seats.ts';
import type { AppDeps } from '../deps.ts';
import { commandHandler, type CommandRequest } from '../http/commandRoute.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { idParam, publicOrigin } from '../http/params.ts';
import type { RateLimiter } from '../http/rateLimit.ts';
import { expectedOnSiteViewers, projectType } from '../services/projects.ts';
import { register } from '../services/register.ts';
import { findByEmail } from '../services/registrationRecords.ts';
import { keepEarliest } from './keepEarliest.ts';
import { ticketOfRegistration } from './code.ts';
import { doorEntry } from './doorList.ts';
import { requireDoor, ROOM_DOOR } from './doors.ts';

const WALK_UPS_PER_MINUTE = 120;

async function prepared(deps: AppDeps, c: Context, body: CommandRequest<'walkUp'>) {
  const projectId = idParam(c, 'projectID');
  const cached = await deps.cache.project(projectId);
  if (!cached) throw notFound('Project');
  const door = await requireDoor(deps.db, projectId, body.door);
  if (door.session) throw new ApiError(409, ROOM_DOOR, { code: 'room-door' });
  const { project } = cached;
  if (projectType(project) !== 'hybrid')
    throw new ApiError(409, 'This event has no seats on site.', { code: 'not-hybrid' });
  if (seatsRemaining(expectedOnSiteViewers(project), cached.counts.onSiteViewers()) <= 0)
    throw new ApiError(409, 'No seat on site is free.', { code: 'full' });
  if (await findByEmail(deps.db, projectId, body.email))
    throw new ApiError(409, 'This e-mail address is registered already: find the name on the list.', {
      code: 'registered-already',
      fields: ['email'],
    });
  const eventId = project.events[0]?.id ?? '';
  const input = {
    project,
    eventId,
    email: body.email,
    firstName: body.first_name,
    lastName: body.last_name,
    data: {},
    onSite: 1,
    selectedEvents: [eventId],
    generated: true,
  };
  return { door, project, input, origin: publicOrigin(c, deps.config) };
}

export function walkUpCommand(deps: AppDeps, limiter: RateLimiter) {
  return commandHandler('walkUp', {
    before: [limiter.perIp('walk-up', WALK_UPS_PER_MINUTE)],
    prepare: (body, c) => prepared(deps, c, body),
    // The other doors hear of the check-in on their stream (and read the new entry with their list).
    committed: (_answer, _body, { project }) => deps.feed.publish({ kind: 'check-ins', projectId: project.id }),
    work: async (d, body, { door, project, input, origin }) => {
      const outcome = await register(d, input, origin);
      const onSite = outcome.onSiteViewer === 1;
      const id = outcome.registrationId;
      // Only a seat lets them in: taken by another registration meanwhile, they are registered online.
      const kept = onSite
        ? await keepEarliest(d.db, {
            projectId: project.id,
            ticket: ticketOfRegistration(d.config, project.id, id),
            registrationId: id,
            scannedAt: new Date(body.scannedAt),
            door,
          })
        : undefined;
      const row = { ...input, id, onSiteViewer: outcome.onSiteViewer, selectedEvents: outcome.selectedEvents };
      const checkedIn = kept ? { at: kept.at, door: kept.door } : null;
      const entry = await doorEntry(d.config, project, { ...row, unregistered: false }, checkedIn);
      return { status: 200, body: { entry } };
    },
  });
}
