/**
 * A scan kept (issue 49): one row per ticket (and room), the earliest scan of it. Doors send their
 * scans when they can (offline for minutes, in any order), so a later arrival may carry an earlier
 * scan. ONE statement, with or without an Idempotency-Key (as the votes, db/keyedAnswers.ts):
 * - it takes the project's next feed number (`check_in_feed`; its row stays locked until the
 *   commit, so the doors' feed sees the numbers in their order: doorFeed.ts) and gives it to the
 *   row when this scan is the one kept;
 * - it inserts the scan, or on a ticket already checked in keeps the earlier of the two: the
 *   conflict's update always runs, so the statement answers the row as committed even when another
 *   door's scan of the same ticket committed after the statement began (PostgreSQL); `before` is
 *   the statement's own view and may then miss the scan this one replaced (told by the feed);
 * - under a key it stores the answer with the key; a repeat finds that answer and writes nothing.
 * The check-in command runs it under the request's key; walk-ups and let-ins inside their own
 * transaction, without a key (prepared.ts then runs it through drizzle).
 */
import type { Db } from '../db/client.ts';
import {
  KEYED_COLUMNS,
  keyedAnswer,
  type KeyClaim,
  type KeyedColumns,
  type KeyedRun,
  keyedRunOf,
  priorCte,
} from '../db/keyedAnswers.ts';
import { preparedStatement } from '../db/prepared.ts';
import type { Door } from './doors.ts';

/** The session key of the venue's doors (a room's door has its session's id). */
export const VENUE = '';

export interface Scan {
  projectId: string;
  ticket: string;
  registrationId: string;
  scannedAt: Date;
  /** The door: a room's door checks in its session, the venue's doors the venue (''). */
  door: Door;
}

export interface KeptCheckIn {
  at: number;
  doorId: string;
  door: string;
  /** The scan this one replaced (it was later), if it did. */
  replaced: { at: number; door: string } | null;
}

const ms = (column: string) => `round(extract(epoch from ${column}) * 1000)::bigint`;

/**
 * A later scan of a kept ticket by another door, the first such: it is not kept, but the row
 * remembers it and takes a new feed number, so the kept door hears of the conflict on the doors'
 * feed (the later door hears of it in its answer). A door's own repeat, or a third door, changes nothing.
 */
const ANOTHER_DOORS_FIRST_LATER = `(c.later_at is null and excluded.door_id <> c.door_id
  and excluded.checked_in_at >= c.checked_in_at)`;
/** An earlier scan by another door replaces the kept one, which becomes the later scan. */
const REPLACED_ANOTHER_DOORS = '(excluded.checked_in_at < c.checked_in_at and excluded.door_id <> c.door_id)';

/**
 * $1 key, $2 fingerprint, $3 now (keyedAnswer's), $4 project, $5 ticket, $6 session, $7
 * registration, $8 the scan's time, $9 door id, $10 door name, $11 the holder's name (the answer's).
 */
const KEEP = preparedStatement(
  'check_in_keep_earliest',
  `
  with ${priorCte(1)}, numbered as (
    insert into check_in_feed as f (project_id, seq)
    select $4, 1 where not exists (select from prior)
    on conflict (project_id) do update set seq = f.seq + 1
    returning seq
  ), before as (
    select checked_in_at, door_name from check_ins where project_id = $4 and ticket = $5 and session = $6
  ), written as (
    insert into check_ins as c (project_id, ticket, session, registration_id, checked_in_at, door_id, door_name, seq)
    select $4, $5, $6, $7, $8::timestamptz, $9, $10, seq from numbered
    on conflict (project_id, ticket, session) do update set
      checked_in_at = least(c.checked_in_at, excluded.checked_in_at),
      door_id = case when excluded.checked_in_at < c.checked_in_at then excluded.door_id else c.door_id end,
      door_name = case when excluded.checked_in_at < c.checked_in_at then excluded.door_name else c.door_name end,
      later_at = case when ${REPLACED_ANOTHER_DOORS} then c.checked_in_at
        when ${ANOTHER_DOORS_FIRST_LATER} then excluded.checked_in_at else c.later_at end,
      later_door = case when ${REPLACED_ANOTHER_DOORS} then c.door_name
        when ${ANOTHER_DOORS_FIRST_LATER} then excluded.door_name else c.later_door end,
      seq = case when excluded.checked_in_at < c.checked_in_at or ${ANOTHER_DOORS_FIRST_LATER}
        then excluded.seq else c.seq end
    returning checked_in_at, door_id, door_name
  ), decision as (
    select w.checked_in_at as kept_at, w.door_id, w.door_name,
      case when w.door_id = $9 and w.checked_in_at = $8::timestamptz and b.checked_in_at <> w.checked_in_at
        then b.checked_in_at end as old_at,
      b.door_name as old_door,
      w.door_id = $9 and w.checked_in_at = $8::timestamptz as mine
    from written w left join before b on true
  ), ${keyedAnswer(
    '200',
    `jsonb_build_object('result', case when mine then 'checked-in' else 'already' end, 'at', ${ms('kept_at')},
      'door', door_name, 'name', $11::text,
      'replaced', case when old_at is not null then jsonb_build_object('at', ${ms('old_at')}, 'door', old_door) end)`,
  )}
  select ${KEYED_COLUMNS}, (select ${ms('kept_at')} from decision) as kept_at,
    (select door_id from decision) as kept_door_id, (select door_name from decision) as kept_door,
    (select ${ms('old_at')} from decision) as old_at, (select old_door from decision) as old_door`,
);

interface KeptColumns extends KeyedColumns {
  kept_at: string | number | null;
  kept_door_id: string | null;
  kept_door: string | null;
  old_at: string | number | null;
  old_door: string | null;
}

const run = (db: Db, claim: KeyClaim | undefined, scan: Scan, name: string, now: Date) =>
  KEEP.run(db, [
    claim?.key ?? null,
    claim?.fingerprint ?? null,
    now.toISOString(),
    scan.projectId,
    scan.ticket,
    scan.door.session ?? VENUE,
    scan.registrationId,
    scan.scannedAt.toISOString(),
    scan.door.id,
    scan.door.name,
    name,
  ]);

/** The check-in command's write: the scan kept (or not) and the answer, under the request's key. */
export async function checkInStatement(
  db: Db,
  claim: KeyClaim | undefined,
  scan: Scan,
  name: string,
  now: Date,
): Promise<KeyedRun> {
  const [row] = await run(db, claim, scan, name, now);
  return keyedRunOf(row as KeyedColumns);
}

/** Stores the scan unless an earlier one of the ticket is kept (no key: inside the caller's transaction). */
export async function keepEarliest(db: Db, scan: Scan, now = new Date()): Promise<KeptCheckIn> {
  const [row] = (await run(db, undefined, scan, '', now)) as unknown as KeptColumns[];
  if (!row || row.kept_at === null || row.kept_door_id === null || row.kept_door === null)
    throw new Error('The check-in statement kept no row.');
  const replaced = row.old_at !== null && row.old_door !== null ? { at: Number(row.old_at), door: row.old_door } : null;
  return { at: Number(row.kept_at), doorId: row.kept_door_id, door: row.kept_door, replaced };
}
