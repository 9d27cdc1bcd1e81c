/**
 * The opt-in's calls (issue 34): `GET /api/push/key` (the VAPID public key the browser subscribes
 * with), `POST /api/push/{projectID}/{registrationID}` (store the browser's subscription for an
 * active registration; an endpoint already stored moves to this registration) and
 * `DELETE /api/push/{projectID}/{registrationID}` `{ endpoint }` (opt out).
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { PushSubscriptionRequestSchema, PushUnsubscribeRequestSchema } from '../../src/contract/push.ts';
import { pushSubscriptions } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, jsonBody, notFound } from '../http/errors.ts';
import { idParam, registrationIdParam } from '../http/params.ts';
import type { RateLimiter } from '../http/rateLimit.ts';
import { findRegistrationInProject } from '../services/registrationRecords.ts';
import { vapidDetails } from './vapid.ts';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Push services are https; plain http only to this machine and only outside production (tests). */
function checkEndpoint(endpoint: string, production: boolean) {
  const url = new URL(endpoint);
  if (url.protocol === 'https:' || (!production && url.protocol === 'http:' && LOOPBACK.has(url.hostname))) return;
  throw new ApiError(400, 'The push endpoint must be an https URL.', { fields: ['endpoint'] });
}

export function pushRoutes(deps: AppDeps, limiter: RateLimiter) {
  const app = new Hono();
  app.get('/key', (c) => c.json({ publicKey: vapidDetails(deps.config).publicKey }));

  app.post('/:projectID/:registrationID', limiter.perIp('push-subscribe', 30), async (c) => {
    const projectId = idParam(c, 'projectID');
    const body = await jsonBody(c, PushSubscriptionRequestSchema);
    checkEndpoint(body.endpoint, deps.config.production);
    const reg = await findRegistrationInProject(deps.db, projectId, registrationIdParam(c));
    if (!reg || reg.unregistered) throw notFound('Registration');
    const eventId = body.eventId && reg.selectedEvents.includes(body.eventId) ? body.eventId : reg.eventId;
    const values = { projectId, registrationId: reg.id, eventId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: deps.now() };
    await deps.db.insert(pushSubscriptions).values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
    return c.json({ ok: true }, 201);
  });

  app.delete('/:projectID/:registrationID', limiter.perIp('push-subscribe', 30), async (c) => {
    const projectId = idParam(c, 'projectID');
    const registrationId = registrationIdParam(c);
    const { endpoint } = await jsonBody(c, PushUnsubscribeRequestSchema);
    await deps.db.delete(pushSubscriptions).where(and(
      eq(pushSubscriptions.projectId, projectId), eq(pushSubscriptions.registrationId, registrationId), eq(pushSubscriptions.endpoint, endpoint),
    ));
    return c.json({ ok: true });
  });
  return app;
}
