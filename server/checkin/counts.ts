/**
 * The organiser's live counts at the door (issue 49): on-site registrations (active), how many of
 * them are checked in at the venue and how many not yet, for the project and per session, and per
 * session how many its room's door checked in, against its seats. Read when asked (the admin API,
 * and the director console's control view every 5 s), from the indexes: the registrations of the
 * project, their check-ins by registration.
 */
import { sql } from 'drizzle-orm';
import type { CheckInCounts } from '../../src/contract/checkIn.ts';
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import type { StoredProject } from '../db/projects.ts';
import { checkIns, registrations } from '../db/schema.ts';
import { projectType } from '../services/projects.ts';

interface CountRow {
  event_id: string | null;
  registered: number;
  checked_in: number;
  in_room?: number;
}

export type DoorCounts = CheckInCounts;

export async function checkInCounts(db: Db, project: StoredProject): Promise<DoorCounts> {
  // Per session: each active on-site registration once per session it chose.
  const result = await db.execute(sql`
    select s.event_id, count(*)::int as registered, count(c.ticket)::int as checked_in,
      count(room.ticket)::int as in_room
    from ${registrations} r
    left join ${checkIns} c on c.project_id = r.project_id and c.registration_id = r.id and c.session = ''
    left join lateral unnest(r.selected_events) as s(event_id) on true
    left join ${checkIns} room
      on room.project_id = r.project_id and room.registration_id = r.id and room.session = s.event_id
    where r.project_id = ${project.id} and not r.unregistered and r.on_site_viewer = 1
    group by s.event_id`);
  const rows = (result as unknown as { rows: CountRow[] }).rows;
  // The project's total counts each registration once.
  const total = await db.execute(sql`
    select count(*)::int as registered, count(c.ticket)::int as checked_in
    from ${registrations} r
    left join ${checkIns} c on c.project_id = r.project_id and c.registration_id = r.id and c.session = ''
    where r.project_id = ${project.id} and not r.unregistered and r.on_site_viewer = 1`);
  const [all] = (total as unknown as { rows: CountRow[] }).rows;
  const bySession = new Map(rows.filter((r) => r.event_id !== null).map((r) => [r.event_id, r]));
  return {
    registeredOnSite: all?.registered ?? 0,
    checkedIn: all?.checked_in ?? 0,
    notYet: (all?.registered ?? 0) - (all?.checked_in ?? 0),
    sessions: project.events.map((e) => {
      const row = bySession.get(e.id);
      const registered = row?.registered ?? 0;
      const checkedIn = row?.checked_in ?? 0;
      const limit = Number(e.doc.registrationsCountLimit);
      return {
        eventId: e.id,
        name: String(e.doc.name ?? e.id),
        registeredOnSite: registered,
        checkedIn,
        notYet: registered - checkedIn,
        inRoom: row?.in_room ?? 0,
        capacity: Number.isFinite(limit) && limit > 0 ? Math.ceil(limit) : null,
      };
    }),
  };
}

/** The counts of a project with seats on site (the director console's); null for any other or none. */
export async function projectCheckInCounts(deps: AppDeps, projectId: string): Promise<CheckInCounts | null> {
  const cached = await deps.cache.project(projectId);
  if (!cached || projectType(cached.project) !== 'hybrid') return null;
  return checkInCounts(deps.db, cached.project);
}
