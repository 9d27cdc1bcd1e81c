/**
 * The common registration, an e-mail the project does not know yet, as one statement: insert the
 * row unless the e-mail is taken, and only when it was inserted take a place on every selected
 * event with room left and, if asked, an on-site seat. One round trip instead of a lock, two
 * counts, a lookup and an insert; PGlite runs every statement in one WASM thread, so round trips
 * are what a registration costs. The caller corrects the row in the same transaction in the rare
 * case that an event was full or no seat was left.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { eventCounts, projectCounts, registrations } from '../db/schema.ts';
import { eventHasRoom, seatHasRoom, type EventCount, type SeatCount } from './counters.ts';

export type NewRegistrationRow = typeof registrations.$inferInsert & { selectedEvents: string[] };

export interface NewRegistrationResult {
  /** False: the e-mail is already registered for the project (nothing was written). */
  inserted: boolean;
  /** The selected events that had room and now count this registration. */
  places: EventCount[];
  /** Set when a seat was asked for and taken. */
  seat?: SeatCount;
}

interface Answer {
  inserted: boolean;
  places: { event_id: string; registrations: number; version: number }[];
  seat: { on_site_viewers: number; version: number } | null;
}

/** `seat` undefined: no seat wanted; else the seat limit (undefined inside it: unlimited). */
export async function insertNewRegistration(
  tx: Db, row: NewRegistrationRow, seat: { limit: number | undefined } | undefined,
): Promise<NewRegistrationResult> {
  // The CTEs run on one snapshot and only see each other's RETURNING rows, hence `inserted` gates the updates.
  const wasInserted = sql`exists (select from inserted)`;
  const inserted = tx.insert(registrations).values(row).onConflictDoNothing().returning({ id: registrations.id });
  const places = tx.update(eventCounts)
    .set({ registrations: sql`${eventCounts.registrations} + 1`, version: sql`${eventCounts.version} + 1` })
    .where(and(inArray(eventCounts.eventId, [...row.selectedEvents].sort()), eventHasRoom, wasInserted))
    .returning({ eventId: eventCounts.eventId, registrations: eventCounts.registrations, version: eventCounts.version });
  const seatUpdate = seat && tx.update(projectCounts)
    .set({ onSiteViewers: sql`${projectCounts.onSiteViewers} + 1`, version: sql`${projectCounts.version} + 1` })
    .where(and(eq(projectCounts.projectId, row.projectId), seatHasRoom(seat.limit), wasInserted))
    .returning({ onSiteViewers: projectCounts.onSiteViewers, version: projectCounts.version });

  const result = await tx.execute(sql`
    with inserted as (${inserted.getSQL()}),
      places as (${places.getSQL()})
      ${seatUpdate ? sql`, seat as (${seatUpdate.getSQL()})` : sql``}
    select exists (select from inserted) as inserted,
      coalesce((select json_agg(places) from places), '[]'::json) as places,
      ${seatUpdate ? sql`(select row_to_json(seat) from seat)` : sql`null::json`} as seat`) as unknown as { rows: Answer[] };

  const [answer] = result.rows;
  return {
    inserted: answer.inserted,
    places: answer.places.map((p) => ({ eventId: p.event_id, registrations: p.registrations, version: Number(p.version) })),
    seat: answer.seat ? { onSiteViewers: answer.seat.on_site_viewers, version: Number(answer.seat.version) } : undefined,
  };
}
