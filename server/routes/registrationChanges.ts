/** Changing a registration: sessions, attendance (with a new mail), unregistering. */
import type { AppDeps } from '../deps.ts';
import { type CommandRequest, commandHandler } from '../http/commandRoute.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { idParam, isSafeId, publicOrigin, registrationIdParam } from '../http/params.ts';
import type { RateLimiter } from '../http/rateLimit.ts';
import { sendAttendanceMail } from '../services/confirmation.ts';
import { checkSelection } from '../services/registrationInput.ts';
import { attendanceOf, findRegistration, findRegistrationInProject } from '../services/registrationRecords.ts';
import {
  activeRegistration,
  changeAttendance,
  replaceSelection,
  unsubscribe,
} from '../services/registrationUpdates.ts';

type UpdateBody = CommandRequest<'attendance'>;

/**
 * The registration's project goes into memory before the key's transaction: a first load inside
 * it would, on PGlite, wait for the transaction itself.
 */
async function warmProject(deps: AppDeps, registrationId: string) {
  const reg = await findRegistration(deps.db, registrationId);
  if (reg) await deps.cache.project(reg.projectId);
}

/**
 * Changing a registration: sessions, attendance (with a new mail), unregistering; commands of the
 * table, mounted by routes/commands.ts. Limits (issue 27): every change is limited per client
 * address; the attendance change also per registration, and it mails only when the attendance
 * really changed, at most ATTENDANCE_MAILS_PER_HOUR an hour per registration (mail/mailLimits.ts,
 * counted in the outbox).
 */
export function registrationChangeCommands(deps: AppDeps, limiter: RateLimiter) {
  return {
    sessions: commandHandler('sessions', {
      before: [limiter.perIp('update-registrations', 60)],
      prepare: (body) => warmProject(deps, body._id),
      work: async (d, body) => {
        const { reg, project } = await activeRegistration(d, body._id, body.event_id);
        const wanted = checkSelection(project, body.event_id, body.SELECTED_EVENTS);
        const result = await replaceSelection(d, reg, project, wanted);
        const answer = {
          ok: true,
          on_site_viewer: reg.onSiteViewer,
          SELECTED_EVENTS: result.selectedEvents,
          cannotRegisterForEvents: result.cannotRegisterForEvents,
        };
        return { status: 200, body: answer };
      },
    }),

    // With an Idempotency-Key (the app's offline outbox) a repeat gets the first answer: the seat is
    // taken and the mail written once, however often the change arrives.
    attendance: commandHandler('attendance', {
      before: [limiter.perIp('change-attendance', 30)],
      // Counted per registration, whatever address it comes from (a 429 is never stored as the
      // key's answer: the outbox retries).
      prepare: async (body, c) => {
        if (isSafeId(body._id)) limiter.hit(`change-attendance-of:${body._id}`, 10);
        await warmProject(deps, body._id);
        return publicOrigin(c, deps.config);
      },
      work: async (d, body, origin) => ({ status: 200, body: await changeAttendanceAndMail(d, body, origin) }),
    }),

    unregister: commandHandler('unregister', {
      before: [limiter.perIp('unsubscribe', 30)],
      prepare: async (_none, c) => {
        const projectId = idParam(c, 'projectID');
        const registrationId = registrationIdParam(c);
        await deps.cache.project(projectId);
        return { projectId, registrationId };
      },
      work: async (d, _none, { projectId, registrationId }) => {
        const reg = await findRegistrationInProject(d.db, projectId, registrationId);
        if (!reg) throw notFound('Registration');
        await unsubscribe(d, reg);
        return { status: 200, body: { ok: true } };
      },
    }),
  };
}

/** `d` is the plain deps, or the idempotency transaction's. */
async function changeAttendanceAndMail(d: AppDeps, body: UpdateBody, origin: string) {
  const wanted = attendanceOf(body.on_site_viewer);
  if (wanted === undefined)
    throw new ApiError(400, 'Choose online or on-site attendance.', { fields: ['on_site_viewer'] });
  const { reg, project } = await activeRegistration(d, body._id, body.event_id);
  const row = await changeAttendance(d, reg, project, wanted, (txDeps, changed) =>
    sendAttendanceMail(txDeps, origin, project, changed),
  );
  return { ok: true, on_site_viewer: row.onSiteViewer };
}
