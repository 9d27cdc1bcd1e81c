/** Project documents by event or company (from memory, with ETag and precompressed bodies), and the page password. */
import { createHmac, randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { etag } from 'hono/etag';
import { PasswordRequestSchema } from '../../src/contract/index.ts';
import { passwordMatches } from '../admin/password.ts';
import type { CachedProject } from '../cache/appCache.ts';
import { preferredEncoding } from '../cache/publicDocument.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, jsonBody, notFound } from '../http/errors.ts';
import { idParam, timeZoneQuery } from '../http/params.ts';
import type { RateLimiter } from '../http/rateLimit.ts';
import { loadCompanyDefaultProjectId } from '../services/projects.ts';

export const WRONG_PASSWORD = 'The password you entered is invalid. Note that the password is case-sensitive.';

/**
 * Sends the kept document: brotli or gzip as the client accepts, else plain JSON. The ETag is
 * set here, so hono's etag middleware only compares it with If-None-Match and answers 304.
 */
async function sendDocument(deps: AppDeps, c: Context, cached: CachedProject, currentEventId: string | undefined) {
  const document = deps.cache.document(cached, currentEventId, timeZoneQuery(c));
  const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
  c.header('ETag', document.etag);
  c.header('Vary', 'Accept-Encoding');
  c.header('Content-Type', 'application/json; charset=UTF-8');
  if (!encoding) return c.body(document.json);
  c.header('Content-Encoding', encoding);
  return c.body(await document.encoded(encoding));
}

export function projectRoutes(deps: AppDeps, limiter: RateLimiter) {
  const app = new Hono();
  // Opaque proof of a right password; nothing stores it, so a per-process secret is enough.
  const tokenSecret = randomBytes(32);

  app.use('/projectevents/:eventID', etag());
  app.use('/company-preview/:companyId', etag());

  app.get('/projectevents/:eventID', async (c) => {
    const eventId = idParam(c, 'eventID');
    const cached = await deps.cache.projectByEvent(eventId);
    if (!cached) throw notFound('Event');
    return sendDocument(deps, c, cached, eventId);
  });

  app.get('/company-preview/:companyId', async (c) => {
    const projectId = await loadCompanyDefaultProjectId(deps.db, idParam(c, 'companyId'));
    const cached = projectId ? await deps.cache.project(projectId) : undefined;
    if (!cached) throw notFound('Company');
    return sendDocument(deps, c, cached, undefined);
  });

  app.post('/projectevents/:eventID/protected', limiter.perIp('password', 10, 'eventID'), async (c) => {
    const eventId = idParam(c, 'eventID');
    const { password } = await jsonBody(c, PasswordRequestSchema);
    const project = (await deps.cache.projectByEvent(eventId))?.project;
    if (!project) throw notFound('Event');
    if (!project.pagePassword) throw new ApiError(404, 'This event has no page password.');
    if (!await passwordMatches(password, project.pagePassword)) throw new ApiError(401, WRONG_PASSWORD);
    const event = project.events.find((e) => e.id === eventId);
    const token = createHmac('sha256', tokenSecret).update(`${project.id}:${eventId}`).digest('base64url');
    return c.json({ eventId, token, onDemandID: (event?.doc.onDemandID as string | null | undefined) ?? null });
  });

  return app;
}
