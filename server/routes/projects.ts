/**
 * Project documents by event or company (from memory, with ETag and precompressed bodies), and
 * the page password: the right one answers the page token and the event's protected data.
 */
import { Hono, type Context } from 'hono';
import { PasswordRequestSchema } from '../../src/contract/index.ts';
import { passwordMatches } from '../admin/password.ts';
import type { CachedProject } from '../cache/appCache.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, jsonBody, notFound } from '../http/errors.ts';
import { idParam, timeZoneQuery } from '../http/params.ts';
import type { RateLimiter } from '../http/rateLimit.ts';
import { clientAddress } from '../http/clientIp.ts';
import { documentAnswer } from './hotReads.ts';
import { loadCompanyDefaultProjectId } from '../db/projects.ts';
import { issuePageToken, passwordVersion } from '../live/pageToken.ts';
import { protectedEventData } from '../live/recordings.ts';

/** Page password attempts per address and project a minute. */
export const PASSWORD_GUESSES_PER_MINUTE = 10;
export const WRONG_PASSWORD = 'The password you entered is invalid. Note that the password is case-sensitive.';

/** The kept document (304, brotli, gzip or plain): the same answer as the hot read's. */
const sendDocument = (deps: AppDeps, c: Context, cached: CachedProject, currentEventId: string | undefined) =>
  documentAnswer(c, deps.cache.document(cached, currentEventId, timeZoneQuery(c)));

export function projectRoutes(deps: AppDeps, limiter: RateLimiter) {
  const app = new Hono();

  // The common answer comes from routes/hotReads.ts; this one answers what it passes on.
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

  // Guesses are counted per project (issue 43: per event, a project of N events allowed 10·N a minute).
  app.post('/projectevents/:eventID/protected', limiter.perIp('password-lookup', 60), async (c) => {
    const eventId = idParam(c, 'eventID');
    const { password } = await jsonBody(c, PasswordRequestSchema);
    const project = (await deps.cache.projectByEvent(eventId))?.project;
    if (!project) throw notFound('Event');
    if (!project.pagePassword) throw new ApiError(404, 'This event has no page password.');
    limiter.hit(`password:${clientAddress(c, deps.config.trustProxy)}:${project.id}`, PASSWORD_GUESSES_PER_MINUTE);
    if (!(await passwordMatches(password, project.pagePassword))) throw new ApiError(401, WRONG_PASSWORD);
    const event = project.events.find((e) => e.id === eventId);
    if (!event) throw notFound('Event');
    // The signed, expiring proof every live call of this event checks, and what the public
    // document leaves out of a protected project (services/projects.ts).
    const version = passwordVersion(project.pagePassword);
    const { token, expiresAt } = issuePageToken(deps.config, project.id, eventId, deps.now(), version);
    c.header('Cache-Control', 'no-store');
    return c.json({ eventId, token, expiresAt, ...protectedEventData(deps.config, event.doc, version) });
  });

  return app;
}
