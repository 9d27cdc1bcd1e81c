/** Changing a registration: sessions, attendance (with a new mail), unregistering. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { UpdateRegistrationRequestSchema } from '../../src/contract/index.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, jsonBody, notFound } from '../http/errors.ts';
import { idParam, publicOrigin, registrationIdParam } from '../http/params.ts';
import { sendConfirmation } from '../services/confirmation.ts';
import { checkSelection } from '../services/registrationInput.ts';
import { attendanceOf, findRegistrationInProject } from '../services/registrationRecords.ts';
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

  app.post('/update-registrations-and-send-mail', async (c) => {
    const body = await jsonBody(c, UpdateBody);
    const wanted = attendanceOf(body.on_site_viewer);
    if (wanted === undefined) throw new ApiError(400, 'Choose online or on-site attendance.', { fields: ['on_site_viewer'] });
    const { reg, project } = await activeRegistration(deps, body._id, body.event_id);
    const row = await changeAttendance(deps, reg, project, wanted);
    await sendConfirmation(deps, publicOrigin(c, deps.config), project, row, true);
    return c.json({ ok: true, on_site_viewer: row.onSiteViewer });
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
