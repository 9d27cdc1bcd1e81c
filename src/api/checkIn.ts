/** At the door (issue 49; contract/checkIn.ts): the holder's ticket, and the door's check-in list. */
import { config } from '../config';
import { DoorListSchema, TicketSchema } from '../contract/checkIn';
import { request } from './http';

const enc = encodeURIComponent;

export const checkInApi = {
  /** The ticket of an on-site registration; the service worker keeps it so it opens offline. */
  ticket: (projectId: string, registrationId: string, signal?: AbortSignal) =>
    request(`${config.api}/registrations/${enc(projectId)}/${enc(registrationId)}/ticket`, TicketSchema, { signal }),
  /** The door's list, with its door token (a 401 means the token was revoked). */
  doorList: (projectId: string, doorToken: string, signal?: AbortSignal) =>
    request(`${config.api}/check-in/${enc(projectId)}/list`, DoorListSchema, {
      signal,
      headers: { Authorization: `Bearer ${doorToken}` },
    }),
};
