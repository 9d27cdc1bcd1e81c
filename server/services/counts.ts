/** Registration counts; only active (not unregistered) registrations count anywhere. */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { registrations } from '../db/schema.ts';

export async function countPerEvent(db: Db, projectId: string): Promise<Map<string, number>> {
  // Both drivers answer raw queries with `{ rows }`; the generic database type cannot say so.
  const result = (await db.execute(sql`
    select e.event as event, count(*)::int as n
    from ${registrations} r, unnest(r.selected_events) as e(event)
    where r.project_id = ${projectId} and r.unregistered = false
    group by e.event`)) as unknown as { rows: { event: string; n: number }[] };
  return new Map(result.rows.map((r) => [r.event, Number(r.n)]));
}

export async function countOnSite(db: Db, projectId: string, excludeRegistrationId?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(registrations)
    .where(and(
      eq(registrations.projectId, projectId),
      eq(registrations.unregistered, false),
      eq(registrations.onSiteViewer, 1),
      excludeRegistrationId ? ne(registrations.id, excludeRegistrationId) : undefined,
    ));
  return Number(row?.n ?? 0);
}
