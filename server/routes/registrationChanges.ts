/** Changing a registration: sessions, attendance (with a new mail), unregistering. */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { UpdateRegistrationRequestSchema } from '../../src/contract/index.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, jsonBody, notFound } from '../http/errors.ts';
import { idempotencyKeyOf, once } from '../http/idempotency.ts';
import { idParam, publicOrigin, registrationIdParam } from '../http/params.ts';
import { sendConfirmation } from '../services/confirmation.ts';
import { checkSelection } from '../services/registrationInput.ts';
import { attendanceOf, findRegistration, findRegistrationInProject } from '../services/registrationRecords.ts';
import { activeRegistration, changeAttendance, replaceSelection, unsubscribe } from '../services/registrationUpdates.ts';

const UpdateBody = v.pipe(UpdateRegistrationRequestSchema, v.check((b) => b._id.length > 0, 'Missing _id'));

export function registrationChangeRoutes(deps: AppDeps) {
  const app = new Hono();

  app.post('/update-registrations', async (c) => {
    const body = await jsonBody(c, UpdateBody);
    const { reg, project } = await activeRegistration(deps, body._id, body.event_id);
    const wanted = checkSelection(project, body.event_id, body.SELECTED_EVENTS);
    const result = await replaceSelection(deps, reg, project, wanted);
    return c.json({
      ok: true, on_site_viewer: reg.onSiteViewer,
      SELECTED_EVENTS: result.selectedEvents, cannotRegisterForEvents: result.cannotRegisterForEvents,
    });
  });

  // With an Idempotency-Key (the app's offline outbox) a repeat gets the first answer: the seat is
  // taken and the mail written once, however often the change arrives.
  app.post('/update-registrations-and-send-mail', async (c) => {
    const key = idempotencyKeyOf(c);
    if (!key) return c.json(await changeAttendanceAndMail(c, deps));
    await loadProjectBeforeTransaction(c, deps);
    const answer = await once(c, deps, key, async (txDeps) => ({ status: 200, body: await changeAttendanceAndMail(c, txDeps) }));
    if (answer.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(answer.body as object, answer.status);
  });

  app.put('/registrations/:projectID/:registrationID/unsubscribe', async (c) => {
    const projectId = idParam(c, 'projectID');
    const reg = await findRegistrationInProject(deps.db, projectId, registrationIdParam(c));
    if (!reg) throw notFound('Registration');
    await unsubscribe(deps, reg);
    return c.json({ ok: true });
  });

  return app;
}

/** `d` is the plain deps, or the idempotency transaction's. */
async function changeAttendanceAndMail(c: Context, d: AppDeps) {
  const body = await jsonBody(c, UpdateBody);
  const wanted = attendanceOf(body.on_site_viewer);
  if (wanted === undefined) throw new ApiError(400, 'Choose online or on-site attendance.', { fields: ['on_site_viewer'] });
  const { reg, project } = await activeRegistration(d, body._id, body.event_id);
  const row = await changeAttendance(d, reg, project, wanted);
  await sendConfirmation(d, publicOrigin(c, d.config), project, row, true);
  return { ok: true, on_site_viewer: row.onSiteViewer };
}

/**
 * Puts the registration's project in memory before an Idempotency-Key transaction begins: its
 * first load queries outside that transaction, which on PGlite would wait for the transaction.
 */
async function loadProjectBeforeTransaction(c: Context, deps: AppDeps): Promise<void> {
  const body: unknown = await c.req.json().catch(() => undefined);
  const id = (body as { _id?: unknown } | undefined)?._id;
  if (typeof id !== 'string' || !id) return;
  const reg = await findRegistration(deps.db, id);
  if (reg) await deps.cache.project(reg.projectId);
}
