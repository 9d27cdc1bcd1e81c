/**
 * The check-ins as read (issue 49): one row per ticket, the earliest scan of it (written by
 * keepEarliest.ts), for the holder's ticket, the door's list and the organiser's export.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { checkIns } from '../db/schema.ts';
import { VENUE } from './keepEarliest.ts';

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
