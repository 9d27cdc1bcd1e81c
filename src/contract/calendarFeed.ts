/**
 * The calendar feed's own token (issue 43; server/services/calendarFeedToken.ts), asked for and
 * replaced from the personal page:
 *   GET  {api}/registrations/{projectID}/{registrationID}/calendar-feed  -> { token }
 *   POST {api}/registrations/{projectID}/{registrationID}/calendar-feed  {} -> { token } (a new one)
 * The feed itself is `{api}/calendar-feed/{token}.ics`: the personal link is never in its address.
 */
import * as v from 'valibot';

/** 32 base64url characters (24 random bytes). */
export const CALENDAR_FEED_TOKEN = /^[A-Za-z0-9_-]{32}$/;

export const CalendarFeedSchema = v.object({ token: v.pipe(v.string(), v.regex(CALENDAR_FEED_TOKEN)) });

/** The feed's path under the `{api}` prefix. */
export const calendarFeedPath = (token: string) => `/calendar-feed/${encodeURIComponent(token)}.ics`;
