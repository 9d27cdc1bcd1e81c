/**
 * Recounts one project's counters after the organiser changed it (limits, events) or retention
 * deleted its registrations, with the rules of services/counterSync.ts. Run inside the
 * transaction that made the change: the project's counter rows are locked first, so a concurrent
 * registration either committed before the recount (and is counted) or waits and applies its
 * change on top. A row written here gets a version above any it had before (a millisecond
 * stamp), so memory that still holds a removed and re-added event never keeps its old count.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { eventCounts, events, projectCounts, projects } from '../db/schema.ts';
import { activeOfEvent, limitOfEvent, onSiteOfProject } from '../services/counterSync.ts';

export async function recountProject(tx: Db, projectId: string, now: Date): Promise<void> {
  const stamp = now.getTime();
  await tx.execute(sql`select 1 from ${eventCounts} where project_id = ${projectId} order by event_id for update`);
  await tx.execute(sql`select 1 from ${projectCounts} where project_id = ${projectId} for update`);
  await tx.execute(sql`
    insert into ${eventCounts} as ec (event_id, project_id, registrations, registration_limit, version)
    select e.id, e.project_id, ${activeOfEvent}, ${limitOfEvent}, ${stamp}::bigint
    from ${events} e where e.project_id = ${projectId}
    on conflict (event_id) do update
      set (project_id, registrations, registration_limit, version) =
        (excluded.project_id, excluded.registrations, excluded.registration_limit, greatest(ec.version + 1,
          excluded.version))
      where (ec.project_id, ec.registrations, ec.registration_limit)
        is distinct from (excluded.project_id, excluded.registrations, excluded.registration_limit)`);
  await tx.execute(sql`
    insert into ${projectCounts} as pc (project_id, on_site_viewers, version)
    select p.id, ${onSiteOfProject}, ${stamp}::bigint from ${projects} p where p.id = ${projectId}
    on conflict (project_id) do update
      set (on_site_viewers, version) = (excluded.on_site_viewers, greatest(pc.version + 1, excluded.version))
      where pc.on_site_viewers is distinct from excluded.on_site_viewers`);
}
