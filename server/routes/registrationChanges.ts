/** Changing a registration: sessions, attendance (with a new mail), unregistering. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { COMMANDS, UpdateRegistrationRequestSchema } from '../../src/contract/index.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, jsonBody, notFound } from '../http/errors.ts';
import { commandRoute } from '../http/commandRoute.ts';
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

const UpdateBody = v.pipe(
  UpdateRegistrationRequestSchema,
  v.check((b) => b._id.length > 0, 'Missing _id'),
);

/**
 * Limits (issue 27): every change is limited per client address; the attendance change also per
 * registration, and it mails only when the attendance really changed, at most
 * ATTENDANCE_MAILS_PER_HOUR an hour per registration (mail/mailLimits.ts, counted in the outbox).
 */
export function registrationChangeRoutes(deps: AppDeps, limiter: RateLimiter) {
  const app = new Hono();

  app.post(COMMANDS.sessions.path, limiter.perIp('update-registrations', 60), async (c) => {
    const body = await jsonBody(c, UpdateBody);
    const { reg, project } = await activeRegistration(deps, body._id, body.event_id);
    const wanted = checkSelection(project, body.event_id, body.SELECTED_EVENTS);
    const result = await replaceSelection(deps, reg, project, wanted);
    return c.json({
      ok: true,
      on_site_viewer: reg.onSiteViewer,
      SELECTED_EVENTS: result.selectedEvents,
      cannotRegisterForEvents: result.cannotRegisterForEvents,
    });
  });

  // With an Idempotency-Key (the app's offline outbox) a repeat gets the first answer: the seat is
  // taken and the mail written once, however often the change arrives.
  app.post(
    COMMANDS.attendance.path,
    limiter.perIp('change-attendance', 30),
    commandRoute(deps, {
      body: UpdateBody,
      // Counted per registration, whatever address it comes from (a 429 is never stored as the
      // key's answer: the outbox retries). Its project goes into memory before the key's
      // transaction: a first load inside it would, on PGlite, wait for the transaction itself.
      prepare: async (body, c) => {
        if (isSafeId(body._id)) limiter.hit(`change-attendance-of:${body._id}`, 10);
        const reg = await findRegistration(deps.db, body._id);
        if (reg) await deps.cache.project(reg.projectId);
        return publicOrigin(c, deps.config);
      },
      work: async (d, body, origin) => ({ status: 200, body: await changeAttendanceAndMail(d, body, origin) }),
    }),
  );

  app.put(COMMANDS.unregister.path, limiter.perIp('unsubscribe', 30), async (c) => {
    const projectId = idParam(c, 'projectID');
    const reg = await findRegistrationInProject(deps.db, projectId, registrationIdParam(c));
    if (!reg) throw notFound('Registration');
    await unsubscribe(deps, reg);
    return c.json({ ok: true });
  });

  return app;
}

/** `d` is the plain deps, or the idempotency transaction's. */
async function changeAttendanceAndMail(d: AppDeps, body: v.InferOutput<typeof UpdateBody>, origin: string) {
  const wanted = attendanceOf(body.on_site_viewer);
  if (wanted === undefined)
    throw new ApiError(400, 'Choose online or on-site attendance.', { fields: ['on_site_viewer'] });
  const { reg, project } = await activeRegistration(d, body._id, body.event_id);
  const row = await changeAttendance(d, reg, project, wanted, (txDeps, changed) =>
    sendAttendanceMail(txDeps, origin, project, changed),
  );
  return { ok: true, on_site_viewer: row.onSiteViewer };
}
