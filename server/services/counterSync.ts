/**
 * Creating and correcting the counter rows; never on a request's hot path. A process creates a
 * project's missing rows when it first loads the project (events added since the migration),
 * and the server recounts everything once at start-up, after the seed (which inserts demo
 * registrations directly). The rules match migration 0002's backfill.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { eventCounts, events, projectCounts, projects, registrations } from '../db/schema.ts';

type Rows<T> = { rows: T[] };

/** registrationsCountLimit rounded up, kept within 0..int max (0 or less: full); null when unset. */
export const limitOfEvent = sql`case when jsonb_typeof(e.doc->'registrationsCountLimit') = 'number'
  then least(greatest(ceil((e.doc->>'registrationsCountLimit')::numeric), 0), 2147483647)::int end`;

/** Active registrations per project and event, in one pass over the registrations. */
const activePerEvent = sql`(select r.project_id, s.event_id, count(*)::int as n
  from ${registrations} r cross join lateral unnest(r.selected_events) as s(event_id)
  where not r.unregistered group by r.project_id, s.event_id)`;

/** Active registrations that selected event `e`; unnest counts an id listed twice twice, as before. */
export const activeOfEvent = sql`(select count(*)::int from ${registrations} r, unnest(r.selected_events) as s(event_id)
  where r.project_id = e.project_id and not r.unregistered and s.event_id = e.id)`;

export const onSiteOfProject = sql`(select count(*)::int from ${registrations} r
  where r.project_id = p.id and not r.unregistered and r.on_site_viewer = 1)`;

/** Creates the counter rows a project lacks, counted from its registrations. Cheap when none lack. */
export async function ensureCounters(db: Db, projectId: string): Promise<void> {
  // The count in the select list is only evaluated for rows that pass the `not exists`.
  await db.execute(sql`
    insert into ${eventCounts} (event_id, project_id, registrations, registration_limit)
    select e.id, e.project_id, ${activeOfEvent}, ${limitOfEvent}
    from ${events} e
    where e.project_id = ${projectId} and not exists (select 1 from ${eventCounts} c where c.event_id = e.id)
    on conflict do nothing`);
  await db.execute(sql`
    insert into ${projectCounts} (project_id, on_site_viewers)
    select p.id, ${onSiteOfProject} from ${projects} p
    where p.id = ${projectId} and not exists (select 1 from ${projectCounts} c where c.project_id = p.id)
    on conflict do nothing`);
}

/** `on conflict` that rewrites `columns` (and bumps the version) only where they differ. */
function upsertChanged(alias: string, key: string, columns: string[]): SQL {
  const list = sql.raw(columns.join(', '));
  const current = sql.raw(columns.map((c) => `${alias}.${c}`).join(', '));
  const excluded = sql.raw(columns.map((c) => `excluded.${c}`).join(', '));
  return sql`on conflict (${sql.raw(key)}) do update set (${list}, version) = (${excluded}, ${sql.raw(alias)}.version +
    1)
    where (${current}) is distinct from (${excluded})`;
}

/**
 * Recounts every counter and copies every limit from the event documents. Locks both counter
 * tables first: a concurrent write (another process on PostgreSQL) either committed before the
 * recount (and is counted) or waits and applies its change on top of it.
 * Returns how many counter rows it created or corrected.
 */
export async function reconcileCounters(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${eventCounts}, ${projectCounts} in share row exclusive mode`);
    const changedEvents = (await tx.execute(sql`
      insert into ${eventCounts} as ec (event_id, project_id, registrations, registration_limit)
      select e.id, e.project_id, coalesce(a.n, 0), ${limitOfEvent}
      from ${events} e left join ${activePerEvent} a on a.project_id = e.project_id and a.event_id = e.id
      ${upsertChanged('ec', 'event_id', ['project_id', 'registrations', 'registration_limit'])}
      returning event_id`)) as unknown as Rows<unknown>;
    const changedProjects = (await tx.execute(sql`
      insert into ${projectCounts} as pc (project_id, on_site_viewers)
      select p.id, ${onSiteOfProject} from ${projects} p
      ${upsertChanged('pc', 'project_id', ['on_site_viewers'])}
      returning project_id`)) as unknown as Rows<unknown>;
    return changedEvents.rows.length + changedProjects.rows.length;
  });
}
