/**
 * The video-meeting token (spec 2 section 7: POST jitsi-jwt -> {jwt}) and the dev stand-in of
 * the meeting's external_api.js. The token is a real HS256 JWT in Jitsi's token format, signed
 * with JITSI_APP_SECRET; a moderator when the event's `moderator` flag is on and the page asks.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { sign } from 'hono/jwt';
import { JitsiJwtRequestSchema } from '../../src/contract/live.ts';
import { isValidRegistrationId, OPEN_REGISTRATION_ID } from '../../src/domain/ids.ts';
import type { Config } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import { registrations } from '../db/schema.ts';
import { ApiError, jsonBody, notFound } from '../http/errors.ts';
import { createBroadcasts } from './broadcasts.ts';
import { requirePageToken } from './pageToken.ts';
import { externalApiScript } from './jitsiStandIn.ts';

export const JITSI_APP_ID = 'eventhall';
const TOKEN_LIFETIME_S = 6 * 60 * 60;

/**
 * The token's `sub` (the meeting host it is for): JITSI_DOMAIN, else PUBLIC_URL's host, which a
 * production server always has (config.ts). Only the demo without either takes the request's
 * host, which a caller chooses (issue 43).
 */
export function meetingSubject(config: Config, requestUrl: string): string {
  return config.live.jitsiDomain ?? new URL(config.publicUrl ?? requestUrl).host;
}

export function jitsiJwtRoutes(deps: AppDeps, secret: string) {
  const app = new Hono();
  const broadcasts = createBroadcasts(deps.db);

  app.post('/jitsi-jwt', async (c) => {
    const body = await jsonBody(c, JitsiJwtRequestSchema);
    if (!isValidRegistrationId(body.registration_id))
      throw new ApiError(400, 'Invalid registration ID', { fields: ['registration_id'] });
    const info = await broadcasts.byEvent(body.event_id);
    if (!info) throw new ApiError(400, 'Unknown event', { fields: ['event_id'] });
    requirePageToken(c, deps.config, info, deps.now(), body.pageToken);
    // The token names a person: only the registration's own stored name and e-mail, never what
    // the caller sends. The shared open id exists only where registration is open; it names nobody.
    let name = '';
    let email = '';
    if (body.registration_id === OPEN_REGISTRATION_ID) {
      if (!info.openRegistration)
        throw new ApiError(403, 'This event needs a personal link: the open registration id is not accepted.', {
          fields: ['registration_id'],
        });
    } else {
      const [registration] = await deps.db
        .select()
        .from(registrations)
        .where(eq(registrations.id, body.registration_id));
      if (!registration || registration.projectId !== info.projectId || registration.unregistered)
        throw notFound('Registration');
      name = `${registration.firstName} ${registration.lastName}`.trim();
      email = registration.email;
    }
    // README: a moderator only when the event's flag is on AND the page asked for it.
    const moderator = info.moderator && body.moderator === true;
    const iat = Math.floor(deps.now().getTime() / 1000);
    const jwt = await sign(
      {
        aud: 'jitsi',
        iss: JITSI_APP_ID,
        sub: meetingSubject(deps.config, c.req.url),
        room: info.broadcast,
        iat,
        nbf: iat - 60,
        exp: iat + TOKEN_LIFETIME_S,
        moderator,
        context: { user: { id: body.registration_id, name, email, moderator } },
      },
      secret,
      'HS256',
    );
    c.header('Cache-Control', 'no-store');
    return c.json({ jwt });
  });

  return app;
}

export function jitsiStandInRoutes() {
  const app = new Hono();
  const script = externalApiScript();
  app.get('/external_api.js', (c) => {
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(script);
  });
  return app;
}
