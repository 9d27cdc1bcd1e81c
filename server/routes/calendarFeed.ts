/**
 * The personal calendar feed (issue 34): `GET /{eventId}/{registrationId}/calendar.ics`, which a
 * calendar app subscribes to (`webcal://`, offered on the personal page) and re-reads on its own:
 * one entry per session the registration is registered for, at the sessions' current times, so
 * a moved session moves in the visitor's calendar without a mail. Unregistered: an empty calendar
 * (the entries vanish at the next refresh). The path holds the personal link, a password: the
 * answer is `no-store` and `noindex`, and errors are logged by route pattern only (app.ts).
 */
import { Hono } from 'hono';
import ical from 'ical-generator';
import { paths } from '../../src/domain/paths.ts';
import type { AppDeps } from '../deps.ts';
import { isSafeId, publicOrigin } from '../http/params.ts';
import { mailChrome } from '../mail/confirmationText.ts';
import { findRegistrationInProject } from '../services/registrationRecords.ts';
import { loadProject, projectIdOfEvent } from '../db/projects.ts';
import { sessionTitle } from '../reminders/mailFanOut.ts';
import { PROD_ID } from '../mail/invite.ts';
import { calendarSequence } from '../calendar/registrationEntry.ts';

export const FEED_PATH = '/:eventId/:registrationId/calendar.ics';
/** Calendar apps that honour it re-read the feed hourly. */
const REFRESH_SECONDS = 3600;

const PRIVATE_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

export function calendarFeedRoutes(deps: AppDeps) {
  const app = new Hono();
  app.get(FEED_PATH, async (c) => {
    const eventId = c.req.param('eventId');
    const registrationId = c.req.param('registrationId');
    const projectId = isSafeId(eventId) && isSafeId(registrationId) ? await projectIdOfEvent(deps.db, eventId) : undefined;
    const project = projectId ? await loadProject(deps.db, projectId) : undefined;
    const reg = project ? await findRegistrationInProject(deps.db, project.id, registrationId) : undefined;
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
  return app;
}
