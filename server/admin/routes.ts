/**
 * The organiser's API under /admin/api (token from ADMIN_TOKEN): projects as whole documents
 * (list, get, put, delete), the registrations and session-ratings exports and the retention run.
 * A change is in the database and every process's cache before the answer goes out.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import type { AppDeps } from '../deps.ts';
import { assertStorable, notFound, requireJsonType } from '../http/errors.ts';
import { clientAddress } from '../http/clientIp.ts';
import { idParam } from '../http/params.ts';
import { createRateLimiter } from '../http/rateLimit.ts';
import { runRetention } from './retention.ts';
import { exportRegistrations } from './export.ts';
import { exportSessionRatings } from './ratingsExport.ts';
import { deleteAdminProject, listAdminProjects, readAdminProject, writeAdminProject } from './projectStore.ts';
import { AdminProjectSchema, invalidPaths } from './schema.ts';
import { requireToken } from './token.ts';
import { organiserWriteHook } from '../calendar/organiserChanges.ts';
import { mountDoorAdmin } from '../checkin/adminDoors.ts';
import { mountCaptionAdmin } from '../live/captions/adminCaptions.ts';

export const INVALID_PROJECT = 'The project document is not valid.';
export const WRONG_TOKENS_PER_MINUTE = 30;

export function adminRoutes(deps: AppDeps, token: string) {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  // Guessing tokens: 30 wrong ones a minute per address, then 429 (as the live control API).
  const limiter = createRateLimiter(deps);
  app.use(
    '*',
    requireToken(token, (c) =>
      limiter.hit(`admin-token:${clientAddress(c, deps.config.trustProxy)}`, WRONG_TOKENS_PER_MINUTE),
    ),
  );
  const limit = bodyLimit({
    maxSize: 4 * 1024 * 1024,
    onError: (c) => c.json({ error: 'The request is too large.' }, 413),
  });
  app.put('*', limit);

  app.get('/projects', async (c) => c.json(await listAdminProjects(deps.db)));

  app.get('/projects/:projectId', async (c) => {
    const project = await readAdminProject(deps.db, idParam(c, 'projectId'));
    if (!project) throw notFound('Project');
    return c.json(project);
  });

  app.put('/projects/:projectId', async (c) => {
    const projectId = idParam(c, 'projectId');
    requireJsonType(c);
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: 'The request body must be JSON.' }, 400);
    }
    const parsed = v.safeParse(AdminProjectSchema, body);
    if (!parsed.success) {
      const issues = parsed.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }));
      return c.json({ error: INVALID_PROJECT, fields: invalidPaths(parsed.issues), issues }, 400);
    }
    // NUL or lone surrogates anywhere in the document (PostgreSQL refuses them), or nesting deeper than ours: a 400.
    assertStorable(parsed.output, 'document');
    if (parsed.output._id !== projectId) {
      return c.json({ error: "The document's _id must be the project id of the path.", fields: ['_id'] }, 400);
    }
    const created = await writeAdminProject(deps.db, parsed.output, deps.now(), organiserWriteHook(deps));
    await deps.cache.projectChanged(projectId);
    return c.json(await readAdminProject(deps.db, projectId), created ? 201 : 200);
  });

  app.delete('/projects/:projectId', async (c) => {
    const projectId = idParam(c, 'projectId');
    if (!(await deleteAdminProject(deps.db, projectId))) throw notFound('Project');
    await deps.cache.projectChanged(projectId);
    return c.body(null, 204);
  });

  app.get('/projects/:projectId/registrations.csv', (c) =>
    exportRegistrations(deps, c, idParam(c, 'projectId'), 'csv'),
  );
  app.get('/projects/:projectId/registrations.json', (c) =>
    exportRegistrations(deps, c, idParam(c, 'projectId'), 'json'),
  );

  app.get('/projects/:projectId/session-ratings.csv', (c) =>
    exportSessionRatings(deps.db, c, idParam(c, 'projectId'), 'csv'),
  );
  app.get('/projects/:projectId/session-ratings.json', (c) =>
    exportSessionRatings(deps.db, c, idParam(c, 'projectId'), 'json'),
  );
  // Door tokens of the door page (issue 49).
  mountDoorAdmin(app, deps);
  // Caption tokens and the organiser's WebVTT files (issue 48).
  mountCaptionAdmin(app, deps);

  app.post('/retention', async (c) => {
    const dryRun = c.req.query('dryRun') === '1' || c.req.query('dryRun') === 'true';
    return c.json(await runRetention(deps, { dryRun }));
  });

  return app;
}
