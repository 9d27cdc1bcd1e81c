/**
 * The registration counters (db/schema.ts eventCounts, projectCounts) on the write paths. Each
 * change is one conditional update that returns the new value, so a limit holds under concurrent
 * requests without locking the project or counting rows: on PostgreSQL a second writer waits for
 * the row and re-checks `registrations < registration_limit` on the committed value.
 * Call these inside the transaction that changes the registration row, after locking that row.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { eventCounts, projectCounts } from '../db/schema.ts';

export interface EventCount {
  eventId: string;
  registrations: number;
  version: number;
}
export interface SeatCount {
  onSiteViewers: number;
  version: number;
}

/** What a committed write did to the counters; the process's memory applies it (cache/). */
export interface CountChanges {
  projectId: string;
  events: EventCount[];
  seats?: SeatCount;
}

const eventReturning = {
  eventId: eventCounts.eventId,
  registrations: eventCounts.registrations,
  version: eventCounts.version,
};
const seatReturning = { onSiteViewers: projectCounts.onSiteViewers, version: projectCounts.version };

/** Sorted ids: writers lock counter rows in one order, so two of them cannot deadlock. */
const sortedIds = (ids: string[]) => [...new Set(ids)].sort();

/**
 * The one rule for room left, as SQL on a counter row: an event without a limit or below it; the
 * project's seats below `limit` ($n of a statement, or a number), none meaning unlimited.
 * newRegistration.ts's statement and the updates below both use these texts.
 */
export const EVENT_HAS_ROOM = '(registration_limit is null or registrations < registration_limit)';
export const seatHasRoomSql = (limit: string) => `(${limit}::int is null or on_site_viewers < ${limit}::int)`;

const eventHasRoom = sql.raw(EVENT_HAS_ROOM);

/** +1 on every listed event that still has room; returns the events that took the place. */
export async function takePlaces(tx: Db, eventIds: string[]): Promise<EventCount[]> {
  if (!eventIds.length) return [];
  return tx
    .update(eventCounts)
    .set({ registrations: sql`${eventCounts.registrations} + 1`, version: sql`${eventCounts.version} + 1` })
    .where(and(inArray(eventCounts.eventId, sortedIds(eventIds)), eventHasRoom))
    .returning(eventReturning);
}

/** -1 on every listed event (places the registration held). */
export async function releasePlaces(tx: Db, eventIds: string[]): Promise<EventCount[]> {
  if (!eventIds.length) return [];
  return tx
    .update(eventCounts)
    .set({ registrations: sql`${eventCounts.registrations} - 1`, version: sql`${eventCounts.version} + 1` })
    .where(inArray(eventCounts.eventId, sortedIds(eventIds)))
    .returning(eventReturning);
}

/**
 * The seat limit as the counters use it: undefined means unlimited (spec: no or zero expected
 * on-site viewers leaves on-site attendance open, src/domain/seats.ts).
 */
export const seatLimit = (expected: number | undefined) =>
  expected !== undefined && expected > 0 ? expected : undefined;

/** `limit` is a number or undefined (never text), so it is written into the rule as it is. */
const seatHasRoom = (limit: number | undefined) =>
  sql.raw(seatHasRoomSql(limit === undefined ? 'null' : String(Math.trunc(limit))));

/** Takes an on-site seat if one is left; undefined when none is. */
export async function takeSeat(tx: Db, projectId: string, limit: number | undefined): Promise<SeatCount | undefined> {
  const [row] = await tx
    .update(projectCounts)
    .set({ onSiteViewers: sql`${projectCounts.onSiteViewers} + 1`, version: sql`${projectCounts.version} + 1` })
    .where(and(eq(projectCounts.projectId, projectId), seatHasRoom(limit)))
    .returning(seatReturning);
  return row;
}

export async function releaseSeat(tx: Db, projectId: string): Promise<SeatCount | undefined> {
  const [row] = await tx
    .update(projectCounts)
    .set({ onSiteViewers: sql`${projectCounts.onSiteViewers} - 1`, version: sql`${projectCounts.version} + 1` })
    .where(eq(projectCounts.projectId, projectId))
    .returning(seatReturning);
  return row;
}

/** Every counter of one project: O(number of events), for loading memory and after a NOTIFY. */
export async function readCounts(db: Db, projectId: string): Promise<Omit<CountChanges, 'projectId'>> {
  const [events, [seats]] = await Promise.all([
    db
      .select(eventReturning)
      .from(eventCounts)
      .where(eq(eventCounts.projectId, projectId))
      .orderBy(asc(eventCounts.eventId)),
    db.select(seatReturning).from(projectCounts).where(eq(projectCounts.projectId, projectId)),
  ]);
  return { events, seats };
}
