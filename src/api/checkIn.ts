/**
 * At the door (issue 49; contract/checkIn.ts): the holder's ticket, the door's check-in list, and
 * the doors' stream of check-ins.
 */
import { config } from '../config';
import {
  DOOR_QUERY,
  DOOR_STREAM_EVENT,
  type DoorCheckIn,
  DoorCheckInsSchema,
  DoorListSchema,
  TicketSchema,
} from '../contract/checkIn';
import { type EventStream, openEventStream, type StreamStatus } from './eventStream';
import { request } from './http';

export interface DoorStreamOptions {
  /** The list's cursor: the stream starts with the check-ins after it. */
  since: number | undefined;
  onCheckIns(checkIns: DoorCheckIn[]): void;
  onStatus(status: StreamStatus): void;
  /** Before each reconnect: the door re-reads its list (a revoked token answers 401 there). */
  beforeReconnect(): Promise<void>;
}

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
  /** Every door's check-ins, live (EventSource sends no header: the token rides in the query, as in the page's). */
  doorStream: (projectId: string, doorToken: string, options: DoorStreamOptions): EventStream =>
    openEventStream({
      url: `${config.api}/check-in/${enc(projectId)}/stream?${DOOR_QUERY}=${enc(doorToken)}`,
      schema: DoorCheckInsSchema,
      event: DOOR_STREAM_EVENT,
      lastEventId: options.since === undefined ? undefined : String(options.since),
      onMessage: (data) => options.onCheckIns(data.checkIns),
      onStatus: options.onStatus,
      beforeReconnect: options.beforeReconnect,
      // A venue's doors come back together after an outage: spread them over a few seconds.
      spreadMs: 3000,
    }),
};
