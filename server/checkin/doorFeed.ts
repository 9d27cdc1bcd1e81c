/**
 * The doors' feed (issue 49): the check-ins of a project in the order they were written, by the
 * project's feed number (schemaCheckIn.ts `check_in_feed`; checkIns.ts keepEarliest takes one per
 * write and holds its row until the commit). A door that has read up to N asks for what came after
 * N: nothing committed at or below N is still to come, so nothing is missed. A row moved to an
 * earlier scan takes a new number and comes again, with the scan now kept.
 */
import { sql } from 'drizzle-orm';
import type { DoorCheckIn } from '../../src/contract/checkIn.ts';
import { checkValueOf } from '../../src/domain/checkIn.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { checkInFeed, checkIns } from '../db/schema.ts';
import { checkInCode } from './code.ts';

/** Rows read at a time; a device back after a long time gets them in several messages. */
export const FEED_PAGE = 500;

interface FeedRow {
  registration_id: string;
  session: string;
  checked_in_at: string | Date;
  door_name: string;
  later_at: string | Date | null;
  later_door: string | null;
  seq: string | number;
}

export interface FeedCheckIn extends DoorCheckIn {
  /** '' at the venue, else the session of a room's door. */
  session: string;
  seq: number;
}

/** The project's last feed number: a door list read after it holds every check-in up to it. */
export async function feedCursor(db: Db, projectId: string): Promise<number> {
  const result = await db.execute(sql`select seq from ${checkInFeed} where project_id = ${projectId}`);
  const [row] = (result as unknown as { rows: { seq: string | number }[] }).rows;
  return row ? Number(row.seq) : 0;
}

/** Check values by registration, made once per registration (an HMAC and a SHA-256 each). */
export type CheckValues = Map<string, string>;

/** The check-ins written after feed number `since`, oldest first, at most FEED_PAGE. */
export async function checkInsSince(
  db: Db,
  config: Config,
  projectId: string,
  since: number,
  checks: CheckValues,
): Promise<FeedCheckIn[]> {
  const result = await db.execute(sql`
    select registration_id, session, checked_in_at, door_name, later_at, later_door, seq from ${checkIns}
      where project_id = ${projectId} and seq > ${since}
      order by seq limit ${FEED_PAGE}`);
  const rows = (result as unknown as { rows: FeedRow[] }).rows;
  const out: FeedCheckIn[] = [];
  for (const row of rows) {
    let check = checks.get(row.registration_id);
    if (!check) {
      check = await checkValueOf(checkInCode(config, projectId, row.registration_id));
      checks.set(row.registration_id, check);
    }
    out.push({
      check,
      at: new Date(row.checked_in_at).getTime(),
      door: row.door_name,
      ...(row.later_at !== null && row.later_door !== null
        ? { later: { at: new Date(row.later_at).getTime(), door: row.later_door } }
        : {}),
      session: row.session,
      seq: Number(row.seq),
    });
  }
  return out;
}
