/**
 * The personal calendar feed (issue 34): `GET /api/calendar-feed/{token}.ics`, which a calendar
 * app subscribes to (`webcal://`, offered on the personal page) and re-reads on its own: one
 * entry per session the registration is registered for, at the sessions' current times, so a
 * moved session moves in the visitor's calendar without a mail. Unregistered: an empty calendar
 * (the entries vanish at the next refresh).
 *
 * The address holds the feed's own token, never the personal link (issue 43): calendar services
 * store it. The personal page asks for the token and can replace it (`.../calendar-feed`, below);
 * the old address `/{eventId}/{registrationId}/calendar.ics` answers 410 to everyone, without a
 * lookup. The token is a password still: the answer is `no-store` and `noindex`, and errors are
 * logged by route pattern only (app.ts).
 */
import { Hono, type Context } from 'hono';
import ical from 'ical-generator';
import * as v from 'valibot';
import { paths } from '../../src/domain/paths.ts';
import type { AppDeps } from '../deps.ts';
import { jsonBody, notFound } from '../http/errors.ts';
import { idParam, publicOrigin, registrationIdParam } from '../http/params.ts';
import type { RateLimiter } from '../http/rateLimit.ts';
import { mailChrome } from '../mail/confirmationText.ts';
import {
  calendarFeedToken,
  registrationOfCalendarToken,
  replaceCalendarFeedToken,
} from '../services/calendarFeedToken.ts';
import { loadProject } from '../db/projects.ts';
import { sessionTitle } from '../reminders/mailFanOut.ts';
import { PROD_ID } from '../mail/invite.ts';
import { calendarSequence } from '../calendar/registrationEntry.ts';

export const FEED_PATH = '/api/calendar-feed/:file';
/** Issue 34's address, which held the personal link. */
export const OLD_FEED_PATH = '/:eventId/:registrationId/calendar.ics';
const TOKEN_PATH = '/api/registrations/:projectID/:registrationID/calendar-feed';
/** Calendar apps that honour it re-read the feed hourly. */
const REFRESH_SECONDS = 3600;

const PRIVATE_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

/** The token, for the personal link's holder only: `{ token }`, or 404 for no such registration of the project. */
async function tokenAnswer(c: Context, token: Promise<string | undefined>) {
  const value = await token;
  if (!value) throw notFound('Registration');
  return c.json({ token: value }, 200, PRIVATE_HEADERS);
}

export function calendarFeedRoutes(deps: AppDeps, limiter: RateLimiter) {
  const app = new Hono();
  app.get(TOKEN_PATH, limiter.perIp('calendar-feed', 60), (c) =>
    tokenAnswer(c, calendarFeedToken(deps.db, idParam(c, 'projectID'), registrationIdParam(c))),
  );
  // A JSON body, so no other site can make a browser replace it (a simple POST is not JSON; issue 43).
  app.post(TOKEN_PATH, limiter.perIp('calendar-feed', 60), async (c) => {
    await jsonBody(c, v.object({}));
    return tokenAnswer(c, replaceCalendarFeedToken(deps.db, idParam(c, 'projectID'), registrationIdParam(c)));
  });

  app.get(FEED_PATH, async (c) => {
    const file = c.req.param('file');
    const reg = file.endsWith('.ics')
      ? await registrationOfCalendarToken(deps.db, file.slice(0, -'.ics'.length))
      : undefined;
    const project = reg ? await loadProject(deps.db, reg.projectId) : undefined;
    if (!project || !reg) return c.json({ error: 'Not found' }, 404, PRIVATE_HEADERS);
    const origin = publicOrigin(c, deps.config);
    const host = new URL(origin).hostname || 'localhost';
    const sequence = await calendarSequence(deps.db, project.id);
    const address = (project.doc.location as { formattedAddress?: string } | undefined)?.formattedAddress?.trim();
    const intro = mailChrome(String(project.doc.language ?? 'nlFormal')).calendarIntro;
    const calendar = ical({ prodId: PROD_ID, name: String(project.doc.eventTitle ?? ''), ttl: REFRESH_SECONDS });
    const sessions = reg.unregistered ? [] : project.events.filter((e) => reg.selectedEvents.includes(e.id));
    for (const event of sessions) {
      const link = `${origin}${paths.personal(event.id, reg.id)}`;
      const start = Number(event.doc.startTime) * 1000;
      calendar.createEvent({
        id: `${event.id}-${reg.id}@${host}`,
        sequence,
        stamp: deps.now(),
        start: new Date(start),
        end: new Date(start + Number(event.doc.durationInMinutes ?? 0) * 60_000),
        summary: sessionTitle(project, event),
        description: `${intro}\n${link}`,
        location: address || link,
        url: link,
      });
    }
    return c.body(calendar.toString(), 200, { 'Content-Type': 'text/calendar; charset=utf-8', ...PRIVATE_HEADERS });
  });
  // Gone for every registration alike, so it tells no one whether a personal link exists.
  app.get(OLD_FEED_PATH, (c) =>
    c.json(
      { error: 'This calendar address is no longer in use. Subscribe again from your personal page.' },
      410,
      PRIVATE_HEADERS,
    ),
  );
  return app;
}
