/**
 * The check-ins (issue 49): one row per ticket, the earliest scan of it. Doors send their scans
 * when they can (offline for minutes, in any order), so a later arrival may carry an earlier scan:
 * one statement inserts the scan or moves the row to it when it is earlier, and reads the row
 * that is kept, so two doors at once still end with one check-in and both told which it is.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { checkIns } from '../db/schema.ts';
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

interface KeptRow {
  at: string | Date;
  door_id: string;
  door_name: string;
  old_at: string | Date | null;
  old_door: string | null;
}

/**
 * Stores the scan unless an earlier one of the ticket is kept; answers the kept one, and the one
 * this scan replaced. Every part of one statement sees the table as it was before it (`before`).
 */
export async function keepEarliest(db: Db, scan: Scan): Promise<KeptCheckIn> {
  const session = scan.door.session ?? VENUE;
  const result = await db.execute(sql`
    with before as (
      select checked_in_at, door_name from ${checkIns}
        where project_id = ${scan.projectId} and ticket = ${scan.ticket} and session = ${session}
    ), written as (
      insert into ${checkIns} (project_id, ticket, session, registration_id, checked_in_at, door_id, door_name)
      values (${scan.projectId}, ${scan.ticket}, ${session}, ${scan.registrationId}, ${scan.scannedAt.toISOString()},
        ${scan.door.id}, ${scan.door.name})
      on conflict (project_id, ticket, session) do update
        set checked_in_at = excluded.checked_in_at, door_id = excluded.door_id, door_name = excluded.door_name
        where excluded.checked_in_at < ${checkIns.checkedInAt}
      returning checked_in_at, door_id, door_name
    )
    select w.checked_in_at as at, w.door_id, w.door_name, b.checked_in_at as old_at, b.door_name as old_door
      from written w left join before b on true
    union all
    select checked_in_at, door_id, door_name, null, null from ${checkIns}
      where project_id = ${scan.projectId} and ticket = ${scan.ticket} and session = ${session}
        and not exists (select 1 from written)`);
  const row = (result as unknown as { rows: KeptRow[] }).rows[0]!;
  const replaced = row.old_at && row.old_door ? { at: new Date(row.old_at).getTime(), door: row.old_door } : null;
  return { at: new Date(row.at).getTime(), doorId: row.door_id, door: row.door_name, replaced };
}

/** The ticket's check-in at the venue, if any (the holder's page says "checked in"). */
export async function checkInOf(db: Db, projectId: string, ticket: string) {
  const [row] = await db
    .select({ at: checkIns.checkedInAt, door: checkIns.doorName })
    .from(checkIns)
    .where(and(eq(checkIns.projectId, projectId), eq(checkIns.ticket, ticket), eq(checkIns.session, VENUE)));
  return row ? { at: row.at.getTime(), door: row.door } : null;
}

/** Every check-in of the project at the venue, or in a session's room, by ticket (the door list). */
export async function checkInsOf(db: Db, projectId: string, session: string = VENUE) {
  const rows = await db
    .select({ ticket: checkIns.ticket, at: checkIns.checkedInAt, door: checkIns.doorName })
    .from(checkIns)
    .where(and(eq(checkIns.projectId, projectId), eq(checkIns.session, session)));
  return new Map(rows.map((row) => [row.ticket, { at: row.at.getTime(), door: row.door }]));
}

/** The venue check-ins of these registrations of the project, by registration id (the export's page). */
export async function checkInsOfRegistrations(db: Db, projectId: string, registrationIds: string[]) {
  if (!registrationIds.length) return new Map<string, { at: Date; door: string }>();
  const rows = await db
    .select({ id: checkIns.registrationId, at: checkIns.checkedInAt, door: checkIns.doorName })
    .from(checkIns)
    .where(
      and(
        eq(checkIns.projectId, projectId),
        inArray(checkIns.registrationId, registrationIds),
        eq(checkIns.session, VENUE),
      ),
    );
  return new Map(rows.map((row) => [row.id, { at: row.at, door: row.door }]));
}
