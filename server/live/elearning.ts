/**
 * The e-learning connection (spec 2 section 7: POST get-3rd-party-connection-query-string-for-
 * elearning -> data.data). The live and end pages' e-learning button opens the organiser's course
 * with this query string, so the learning platform knows who arrives without a second sign-in:
 * the registration's id, name and e-mail, the course and company, an expiry, and an HMAC-SHA256
 * signature over all of them with ELEARNING_SECRET (shared with the platform), as signed
 * single-sign-on links do. Only a registration of the event's project gets one.
 */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { ElearningRequestSchema } from '../../src/contract/live.ts';
import { isValidRegistrationId, OPEN_REGISTRATION_ID } from '../../src/domain/ids.ts';
import type { AppDeps } from '../deps.ts';
import { registrations } from '../db/schema.ts';
import { ApiError, jsonBody, notFound } from '../http/errors.ts';
import { createBroadcasts } from './broadcasts.ts';

/** How long the platform accepts a link after it was made. */
export const ELEARNING_LINK_LIFETIME_S = 10 * 60;

/** The signed query (without `?`): the platform recomputes the signature over everything before it. */
export function signedElearningQuery(fields: Record<string, string>, secret: string): string {
  const query = new URLSearchParams(fields).toString();
  const signature = createHmac('sha256', secret).update(query).digest('hex');
  return `${query}&signature=${signature}`;
}

export function elearningRoutes(deps: AppDeps, secret: string) {
  const app = new Hono();
  const broadcasts = createBroadcasts(deps.db);

  app.post('/get-3rd-party-connection-query-string-for-elearning', async (c) => {
    const body = await jsonBody(c, ElearningRequestSchema);
    if (!isValidRegistrationId(body.registration_id) || body.registration_id === OPEN_REGISTRATION_ID) {
      throw new ApiError(400, 'Invalid registration ID', { fields: ['registration_id'] });
    }
    const info = await broadcasts.byEvent(body.event_id);
    if (!info) throw new ApiError(400, 'Unknown event', { fields: ['event_id'] });
    const [registration] = await deps.db.select().from(registrations).where(eq(registrations.id, body.registration_id));
    if (!registration || registration.projectId !== info.projectId || registration.unregistered)
      throw notFound('Registration');
    const expires = Math.floor(deps.now().getTime() / 1000) + ELEARNING_LINK_LIFETIME_S;
    const data = signedElearningQuery(
      {
        registration_id: registration.id,
        email: registration.email,
        first_name: registration.firstName,
        last_name: registration.lastName,
        course: body.courseSlug,
        company: body.company,
        event_id: body.event_id,
        expires: String(expires),
      },
      secret,
    );
    c.header('Cache-Control', 'no-store');
    return c.json({ data });
  });

  return app;
}
