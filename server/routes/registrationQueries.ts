/** Reading registrations: one by id, login by e-mail, counts (from memory) and the participants list. */
import { and, asc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  FindByEmailRequestSchema,
  LINK_MAILED,
  PARTICIPANTS_OFF,
  PARTICIPANTS_REGISTRATION_QUERY,
} from '../../src/contract/index.ts';
import { isValidRegistrationId, OPEN_REGISTRATION_ID } from '../../src/domain/ids.ts';
import { showsParticipants } from '../../src/domain/participants.ts';
import type { CachedProject } from '../cache/appCache.ts';
import type { AppDeps } from '../deps.ts';
import { registrations } from '../db/schema.ts';
import { ApiError, jsonBody, notFound } from '../http/errors.ts';
import { idParam, isSafeId, publicOrigin, registrationIdParam } from '../http/params.ts';
import type { RateLimiter } from '../http/rateLimit.ts';
import { runInBackground } from '../lib/background.ts';
import { eachEventCounts, onSiteCount } from './hotReads.ts';
import { mailLoginLink } from '../services/loginLink.ts';
import { loginMode } from '../services/projects.ts';
import { findByEmail, findRegistrationInProject, registrationDocument } from '../services/registrationRecords.ts';

export const UNKNOWN_EMAIL =
  'Please double-check your email address. We did not find a registration for this email address.';
const INVALID_PROJECT = 'Invalid project ID!';

/** The counting calls answer a missing or unknown project with the spec's 'Invalid project ID!'. */
async function countedProject(deps: AppDeps, c: Context): Promise<CachedProject> {
  const raw = c.req.param('projectID');
  const cached = isSafeId(raw) ? await deps.cache.project(raw) : undefined;
  if (!cached) throw new ApiError(400, INVALID_PROJECT);
  return cached;
}

/**
 * 403 when the project shows no list, 401 without a registration id, 403 when it is not an active registration of the
 * project.
 */
async function requireParticipant(deps: AppDeps, c: Context, projectId: string, cached: CachedProject): Promise<void> {
  if (!showsParticipants(cached.project.doc.registration as { participantsList?: unknown } | undefined)) {
    throw new ApiError(403, 'This event does not show a participants list.', { code: PARTICIPANTS_OFF });
  }
  const id = c.req.query(PARTICIPANTS_REGISTRATION_QUERY);
  if (!id)
    throw new ApiError(
      401,
      'The participants list is only shown to registered visitors: open it from your personal link.',
    );
  if (!isValidRegistrationId(id))
    throw new ApiError(400, 'Invalid registration ID', { fields: [PARTICIPANTS_REGISTRATION_QUERY] });
  const reg = id === OPEN_REGISTRATION_ID ? undefined : await findRegistrationInProject(deps.db, projectId, id);
  if (!reg || reg.unregistered) {
    throw new ApiError(403, 'The participants list is only shown to registered visitors of this event.', {
      fields: [PARTICIPANTS_REGISTRATION_QUERY],
    });
  }
}

export function registrationQueryRoutes(deps: AppDeps, limiter: RateLimiter) {
  const app = new Hono();

  app.get('/registrations/count-each-event', () => {
    throw new ApiError(400, INVALID_PROJECT);
  });
  app.get('/registrations/count-on-site-viewers', () => {
    throw new ApiError(400, INVALID_PROJECT);
  });

  // Both counts are polled by every visitor on some pages: answered from memory, which every
  // write keeps current (and, on PostgreSQL, other processes' writes through their NOTIFY).
  // The common answer comes from routes/hotReads.ts; these answer what it passes on.
  app.get('/registrations/:projectID/count-each-event', async (c) =>
    c.json(eachEventCounts(await countedProject(deps, c))),
  );
  app.get('/registrations/:projectID/count-on-site-viewers', async (c) =>
    c.json(onSiteCount(await countedProject(deps, c))),
  );

  app.post('/registrations/:projectID/find-by-email', limiter.perIp('find-by-email', 30), async (c) => {
    const projectId = idParam(c, 'projectID');
    const { email } = await jsonBody(c, FindByEmailRequestSchema);
    const project = (await deps.cache.project(projectId))?.project;
    if (project && loginMode(project) === 'magic-link') {
      // The same answer for every address, at once: the lookup and the link's mail (only to a
      // registered address, services/loginLink.ts) run after it, so the time tells nothing (issue 43).
      const origin = publicOrigin(c, deps.config);
      runInBackground('Login link', () => mailLoginLink(deps, origin, project, email));
      return c.json(LINK_MAILED, 202);
    }
    const reg = await findByEmail(deps.db, projectId, email);
    // Unregistered answers exactly like unknown (DECISIONS.md).
    if (!reg || reg.unregistered) throw new ApiError(404, UNKNOWN_EMAIL);
    return c.json({ _id: reg.id });
  });

  app.get('/registrations/:projectID/:registrationID', async (c) => {
    const reg = await findRegistrationInProject(deps.db, idParam(c, 'projectID'), registrationIdParam(c));
    if (!reg) throw notFound('Registration');
    return c.json(registrationDocument(reg));
  });

  // Names of other visitors: only for a registered visitor of this project, and only where the
  // organiser shows the list (registration.participantsList, off unless set). Never for anyone else.
  app.get('/network-registrations/:projectID', limiter.perIp('participants', 120), async (c) => {
    const projectId = idParam(c, 'projectID');
    const cached = await deps.cache.project(projectId);
    if (!cached) throw notFound('Project');
    c.header('Cache-Control', 'no-store');
    await requireParticipant(deps, c, projectId, cached);
    const rows = await deps.db
      .select()
      .from(registrations)
      .where(and(eq(registrations.projectId, projectId), eq(registrations.unregistered, false)))
      .orderBy(asc(registrations.lastName), asc(registrations.firstName));
    return c.json(
      rows.map((r) => ({
        title: typeof r.data.title === 'string' ? r.data.title : '',
        first_name: r.firstName,
        last_name: r.lastName,
      })),
    );
  });

  return app;
}
