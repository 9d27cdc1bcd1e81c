/**
 * The opt-in's calls (issue 34): `GET /api/push/key` (the VAPID public key the browser subscribes
 * with), `POST /api/push/{projectID}/{registrationID}` (store the browser's subscription for an
 * active registration; an endpoint already stored moves to this registration) and
 * `DELETE /api/push/{projectID}/{registrationID}` `{ endpoint }` (opt out). Only endpoints of
 * the push services are stored (endpointRules.ts); a registration keeps its newest 5 (a phone, a
 * laptop, a reinstall or two: the oldest goes) and a project at most MAX_PER_PROJECT, so one
 * registration cannot multiply the requests each poll start sends (issue 43).
 */
import { and, count, desc, eq, notInArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { PushSubscriptionRequestSchema, PushUnsubscribeRequestSchema } from '../../src/contract/push.ts';
import { pushSubscriptions } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, jsonBody, notFound } from '../http/errors.ts';
import { idParam, registrationIdParam } from '../http/params.ts';
import type { RateLimiter } from '../http/rateLimit.ts';
import { findRegistrationInProject } from '../services/registrationRecords.ts';
import { pushEndpointProblem } from './endpointRules.ts';
import { vapidDetails } from './vapid.ts';

export const MAX_PER_REGISTRATION = 5;
/** Far above a real project's installed apps, low enough that one project cannot flood the push services. */
export const MAX_PER_PROJECT = 20_000;

function checkEndpoint(endpoint: string, loopbackForTests: boolean) {
  const problem = pushEndpointProblem(endpoint, loopbackForTests);
  if (problem) throw new ApiError(400, problem, { fields: ['endpoint'] });
}

/** Keeps the registration's newest MAX_PER_REGISTRATION subscriptions. */
async function dropOldest(db: AppDeps['db'], registrationId: string) {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.registrationId, registrationId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(MAX_PER_REGISTRATION);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.registrationId, registrationId), notInArray(pushSubscriptions.id, newest)));
}

export function pushRoutes(deps: AppDeps, limiter: RateLimiter) {
  const app = new Hono();
  app.get('/key', (c) => c.json({ publicKey: vapidDetails(deps.config).publicKey }));

  app.post('/:projectID/:registrationID', limiter.perIp('push-subscribe', 30), async (c) => {
    const projectId = idParam(c, 'projectID');
    const body = await jsonBody(c, PushSubscriptionRequestSchema);
    checkEndpoint(body.endpoint, deps.config.push.loopbackForTests === true);
    const reg = await findRegistrationInProject(deps.db, projectId, registrationIdParam(c));
    if (!reg || reg.unregistered) throw notFound('Registration');
    const [stored] = await deps.db
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.projectId, projectId));
    if (stored.n >= MAX_PER_PROJECT) throw new ApiError(409, 'This event takes no more notification subscriptions.');
    const eventId = body.eventId && reg.selectedEvents.includes(body.eventId) ? body.eventId : reg.eventId;
    const values = {
      projectId,
      registrationId: reg.id,
      eventId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      createdAt: deps.now(),
    };
    await deps.db
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
    await dropOldest(deps.db, reg.id);
    return c.json({ ok: true }, 201);
  });

  app.delete('/:projectID/:registrationID', limiter.perIp('push-subscribe', 30), async (c) => {
    const projectId = idParam(c, 'projectID');
    const registrationId = registrationIdParam(c);
    const { endpoint } = await jsonBody(c, PushUnsubscribeRequestSchema);
    await deps.db
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.projectId, projectId),
          eq(pushSubscriptions.registrationId, registrationId),
          eq(pushSubscriptions.endpoint, endpoint),
        ),
      );
    return c.json({ ok: true });
  });
  return app;
}
