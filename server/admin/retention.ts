/**
 * Data retention as the privacy text promises: the personal data of a project whose last event
 * ended more than RETENTION_MONTHS (default 6) ago is deleted (admin/personalData.ts lists the
 * tables); the project itself stays. Runs daily in every server process (a second run finds
 * nothing left), and on demand through POST /admin/api/retention (`npm run retention`). The demo
 * projects are re-timed at every start and never hit. The daily run also clears leftovers
 * (admin/leftovers.ts).
 */
import type { AppDeps } from '../deps.ts';
import { events } from '../db/schema.ts';
import { countPersonalData, deletePersonalData } from './personalData.ts';
import { recountProject } from './projectCounters.ts';
import { errorSummary } from '../lib/logSafe.ts';
import { purgeLeftovers } from './leftovers.ts';
import { demoProjects } from '../seed/index.ts';

export type RetentionDeps = Pick<AppDeps, 'db' | 'config' | 'cache' | 'now'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `months` calendar months before `now` (31 March minus one month is 3 March, as Date does it). */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** The end (ms) of each project's last event, from the stored event documents. */
async function lastEventEnds(deps: RetentionDeps): Promise<Map<string, number>> {
  const rows = await deps.db.select({ projectId: events.projectId, doc: events.doc }).from(events);
  const ends = new Map<string, number>();
  for (const { projectId, doc } of rows) {
    const start = Number(doc.startTime);
    const minutes = Number(doc.durationInMinutes ?? 0);
    const end = Number.isFinite(start) ? (start + (Number.isFinite(minutes) ? minutes : 0) * 60) * 1000 : Infinity;
    ends.set(projectId, Math.max(ends.get(projectId) ?? -Infinity, end));
  }
  return ends;
}

export interface RetentionReport {
  dryRun: boolean;
  cutoff: string;
  projects: { projectId: string; lastEventEnded: string; rows: Record<string, number> }[];
}

export async function runRetention(deps: RetentionDeps, { dryRun }: { dryRun: boolean }): Promise<RetentionReport> {
  const now = deps.now();
  const cutoff = retentionCutoff(now, deps.config.admin.retentionMonths);
  // Only where the demo is seeded: a deployment without it has no demo project to spare.
  const demo = new Set(deps.config.demoSeed ? demoProjects(now).map((p) => p.id) : []);
  const report: RetentionReport = { dryRun, cutoff: cutoff.toISOString(), projects: [] };
  for (const [projectId, end] of await lastEventEnds(deps)) {
    if (demo.has(projectId) || !(end < cutoff.getTime())) continue;
    const rows = dryRun
      ? await countPersonalData(deps.db, projectId)
      : await deps.db.transaction(async (tx) => {
          const deleted = await deletePersonalData(tx, projectId);
          await recountProject(tx, projectId, now);
          return deleted;
        });
    if (!Object.values(rows).some(Boolean)) continue;
    report.projects.push({ projectId, lastEventEnded: new Date(end).toISOString(), rows });
    if (!dryRun) await deps.cache.projectChanged(projectId);
  }
  return report;
}

/**
 * Runs retention a minute after start and then daily, and clears the leftovers (admin/leftovers.ts:
 * old idempotency keys, stale live claims, questions and votes of removed events); the timers
 * never keep the process alive.
 */
export function startRetentionJob(deps: RetentionDeps): () => void {
  const run = () => {
    runRetention(deps, { dryRun: false })
      .then(async (report) => {
        for (const p of report.projects)
          console.log(`Retention: deleted personal data of ${p.projectId} (${JSON.stringify(p.rows)})`);
        const purged = await purgeLeftovers(deps.db, deps.now());
        if (Object.values(purged).some(Boolean))
          console.log(`Retention: cleared leftovers (${JSON.stringify(purged)})`);
      })
      .catch((err: unknown) => console.error(`Retention failed: ${errorSummary(err)}`));
  };
  const first = setTimeout(run, 60_000);
  const daily = setInterval(run, DAY_MS);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
