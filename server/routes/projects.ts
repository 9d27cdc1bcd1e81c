/** Project documents by event or company, and the page password. */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { PasswordRequestSchema } from '../../src/contract/index.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, jsonBody, notFound } from '../http/errors.ts';
import { idParam, timeZoneQuery } from '../http/params.ts';
import type { RateLimiter } from '../http/rateLimit.ts';
import { loadCompanyDefaultProject, loadProjectByEvent, publicProject } from '../services/projects.ts';

export const WRONG_PASSWORD = 'The password you entered is invalid. Note that the password is case-sensitive.';

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
/** Case-sensitive and constant-time: compares digests of equal length. */
const samePassword = (given: string, stored: string) => timingSafeEqual(digest(given), digest(stored));

export function projectRoutes(deps: AppDeps, limiter: RateLimiter) {
  const app = new Hono();
  // Opaque proof of a right password; nothing stores it, so a per-process secret is enough.
  const tokenSecret = randomBytes(32);

  app.get('/projectevents/:eventID', async (c) => {
    const eventId = idParam(c, 'eventID');
    const project = await loadProjectByEvent(deps.db, eventId);
    if (!project) throw notFound('Event');
    return c.json(await publicProject(deps.db, project, eventId, timeZoneQuery(c)));
  });

  app.get('/company-preview/:companyId', async (c) => {
    const project = await loadCompanyDefaultProject(deps.db, idParam(c, 'companyId'));
    if (!project) throw notFound('Company');
    return c.json(await publicProject(deps.db, project, undefined, timeZoneQuery(c)));
  });

  app.post('/projectevents/:eventID/protected', limiter.perIp('password', 10, 'eventID'), async (c) => {
    const eventId = idParam(c, 'eventID');
    const { password } = await jsonBody(c, PasswordRequestSchema);
    const project = await loadProjectByEvent(deps.db, eventId);
    if (!project) throw notFound('Event');
    if (!project.pagePassword) throw new ApiError(404, 'This event has no page password.');
    if (!samePassword(password, project.pagePassword)) throw new ApiError(401, WRONG_PASSWORD);
    const event = project.events.find((e) => e.id === eventId);
    const token = createHmac('sha256', tokenSecret).update(`${project.id}:${eventId}`).digest('base64url');
    return c.json({ eventId, token, onDemandID: (event?.doc.onDemandID as string | null | undefined) ?? null });
  });

  return app;
}
