/** The calendar feed's own token (issue 43; contract/calendarFeed.ts): ask for it, or replace it. */
import { config } from '../config';
import { CalendarFeedSchema, calendarFeedPath } from '../contract/calendarFeed';
import { request } from './http';

const enc = encodeURIComponent;
const at = (projectId: string, registrationId: string) =>
  `${config.api}/registrations/${enc(projectId)}/${enc(registrationId)}/calendar-feed`;

export const calendarFeedApi = {
  token: (projectId: string, registrationId: string, signal?: AbortSignal) =>
    request(at(projectId, registrationId), CalendarFeedSchema, { signal }),
  /** A new token: the old feed address stops answering. */
  replace: (projectId: string, registrationId: string) =>
    request(at(projectId, registrationId), CalendarFeedSchema, { method: 'POST', body: {} }),
  /** The feed's address as fetched (`{api}` may be relative: resolved against the page's origin). */
  feedUrl: (origin: string, token: string) => new URL(`${config.api}${calendarFeedPath(token)}`, origin).href,
};
