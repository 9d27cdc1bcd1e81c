/**
 * At the door (issue 49): the ticket's check-in code, the door's check-in list and the check-in
 * command. The code is what the ticket's QR carries: signed by the server and never the personal
 * link (a photo of a ticket must not open its holder's page). The list carries, per ticket, a check
 * value (a digest of its code), never the code itself nor a registration id:
 *   GET  {api}/registrations/{projectID}/{registrationID}/ticket  -> Ticket (the holder's page)
 *   GET  {api}/check-in/{projectID}/list  Authorization: Bearer <door token>  -> DoorList
 *   POST {api}/check-in/{projectID}  CheckInRequest -> CheckInAnswer (a command, may wait offline)
 *   GET  {api}/check-in/{projectID}/stream?door=<door token>&lastEventId=<cursor>  Server-Sent Events:
 *        `event: check-ins`, `id: <cursor>`, data DoorCheckIns: every door's check-ins after the cursor
 *        (the list's `cursor` at first), then each new one as it is written (issue 49).
 */
import * as v from 'valibot';
import { CheckedInSchema, DoorEntrySchema } from './checkInCommands';
import { allowedCharacters } from './text';

export * from './checkInCommands';

/** `EHC1`, the ticket (16 base64url characters, 96 bits) and its signature (16, 96 bits). */
export const CHECK_IN_CODE = /^EHC1([A-Za-z0-9_-]{16})([A-Za-z0-9_-]{16})$/;
/** The door page's query parameter that carries the door token. */
export const DOOR_QUERY = 'door';

export const TicketSchema = v.object({
  code: v.pipe(v.string(), v.regex(CHECK_IN_CODE)),
  checkedIn: v.nullish(CheckedInSchema),
});
export type Ticket = v.InferOutput<typeof TicketSchema>;

export const DoorListSchema = v.object({
  projectId: v.string(),
  eventTitle: v.string(),
  door: v.object({ id: v.string(), name: v.string() }),
  /** A room's door (a breakout session): its session, its seats; the entries are its registrations. */
  room: v.nullish(v.object({ eventId: v.string(), name: v.string(), capacity: v.nullish(v.number()) })),
  /** When the list was read (ms): newer check-ins come with the next reading. */
  readAt: v.number(),
  /** After the last session's end (ms) the device drops the list. */
  keepUntil: v.number(),
  entries: v.array(DoorEntrySchema),
  /** The doors' feed number the list holds every check-in up to: its stream starts after it. */
  cursor: v.optional(v.number()),
});
export type DoorList = v.InferOutput<typeof DoorListSchema>;

/** A check-in on the doors' stream: the ticket's kept check-in (the earliest scan), by its check value. */
export const DoorCheckInSchema = v.object({
  check: v.string(),
  at: v.number(),
  door: v.string(),
  /** Another door's later scan of the ticket, not kept: the kept door's conflict. */
  later: v.optional(v.object({ at: v.number(), door: v.string() })),
});
export type DoorCheckIn = v.InferOutput<typeof DoorCheckInSchema>;
/** The SSE event of the doors' stream. */
export const DOOR_STREAM_EVENT = 'check-ins';
export const DoorCheckInsSchema = v.object({ checkIns: v.array(DoorCheckInSchema) });

/**
 * The organiser's counts at the door (the admin API's `check-ins`, the director console's view):
 * on-site registrations, checked in at the venue and not yet, for the event and per session, and
 * per session its room door's check-ins against its seats.
 */
export interface CheckInCounts {
  registeredOnSite: number;
  checkedIn: number;
  notYet: number;
  sessions: {
    eventId: string;
    name: string;
    registeredOnSite: number;
    checkedIn: number;
    notYet: number;
    inRoom: number;
    capacity: number | null;
  }[];
}

/** The organiser's door tokens (admin API): the token itself is shown once, when made. */
export const DoorRequestSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60), allowedCharacters()),
  /** A room's door: the session (event id) it checks people in to. */
  session: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(100))),
});
