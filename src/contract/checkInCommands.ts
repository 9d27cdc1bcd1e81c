/**
 * The door's writes (issue 49): a check-in, a walk-up, a let-in, with what a door's list entry is,
 * apart from the list, the ticket and the doors' stream (./checkIn, which re-exports these): the
 * command table (./commands) every page that sends anything loads holds them.
 */
import * as v from 'valibot';
import { Email } from './registration';
import { NameSchema } from './text';

/** A door token: 32 base64url characters (24 random bytes). */
export const DOOR_TOKEN = /^[A-Za-z0-9_-]{32}$/;
export const CheckedInSchema = v.object({ at: v.number(), door: v.string() });
export type CheckedIn = v.InferOutput<typeof CheckedInSchema>;

export const DoorEntrySchema = v.object({
  /** base64url of the code's SHA-256, 22 characters (domain/checkIn.ts checkValueOf). */
  check: v.string(),
  name: v.string(),
  /** The titles of the sessions the ticket is for. */
  sessions: v.array(v.string()),
  onSite: v.boolean(),
  unregistered: v.boolean(),
  checkedIn: v.nullish(CheckedInSchema),
});
export type DoorEntry = v.InferOutput<typeof DoorEntrySchema>;

/** A check value (DoorEntry.check): 22 base64url characters. */
export const CHECK_VALUE = /^[A-Za-z0-9_-]{22}$/;

/**
 * A scanned code, or (found by name on the door's list, the staff saw who it is) the entry's check
 * value: one of the two.
 */
export const CheckInRequestSchema = v.pipe(
  v.object({
    door: v.pipe(v.string(), v.regex(DOOR_TOKEN)),
    code: v.optional(v.pipe(v.string(), v.maxLength(200))),
    check: v.optional(v.pipe(v.string(), v.regex(CHECK_VALUE))),
    /** When the door scanned it (ms since 1970): the earliest scan of a ticket wins. */
    scannedAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
  v.check((body) => (body.code === undefined) !== (body.check === undefined), 'Send either the code or the check.'),
);

export const CheckInAnswerSchema = v.object({
  /** `checked-in`: this scan is the ticket's check-in; `already`: an earlier one is (when, which door). */
  result: v.picklist(['checked-in', 'already']),
  at: v.number(),
  door: v.string(),
  name: v.string(),
  /** `checked-in` over a later scan of another door that the server had kept until this one came: that scan. */
  replaced: v.nullish(CheckedInSchema),
});
export type CheckInAnswer = v.InferOutput<typeof CheckInAnswerSchema>;

/**
 * A walk-up (issue 49): someone registered at the door by staff, on site when a seat is free, and
 * checked in at once. Never waits offline: the seat count is the server's.
 */
export const WalkUpRequestSchema = v.object({
  door: v.pipe(v.string(), v.regex(DOOR_TOKEN)),
  first_name: v.pipe(NameSchema, v.trim(), v.minLength(1)),
  last_name: v.pipe(NameSchema, v.trim(), v.minLength(1)),
  email: Email,
  scannedAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** The walk-up's entry for the door's list (checked in when it took a seat). */
export const WalkUpAnswerSchema = v.object({ entry: DoorEntrySchema });

/**
 * "Let in on site" (issue 49): an online registration at the door takes a free seat (its
 * attendance becomes on site, with the attendance mail and its ticket) and is checked in.
 */
export const LetInRequestSchema = v.object({
  door: v.pipe(v.string(), v.regex(DOOR_TOKEN)),
  check: v.pipe(v.string(), v.regex(CHECK_VALUE)),
  scannedAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
