/**
 * Seeds the demo. Project and event documents are upserted at every start with start times
 * relative to `now`, so "live now" is live whenever the demo is opened; registrations are only
 * inserted when absent.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies, events, projects, registrations } from '../db/schema.ts';
import { dynamic } from './projects/dynamic.ts';
import { hybridSummit } from './projects/hybridSummit.ts';
import { multiSession } from './projects/multiSession.ts';
import { onDemand } from './projects/onDemand.ts';
import { openHybrid } from './projects/openHybrid.ts';
import { secureLive } from './projects/secureLive.ts';
import { publisherDay } from './projects/publisherDay.ts';
import { webinar } from './projects/webinar.ts';
import { seedDemoDoor } from './demoDoor.ts';
import { seedCaptions } from './captions.ts';
import { seedInteraction } from './interaction.ts';
import { seedRatings } from './ratings.ts';
import { seedRegistrations } from './registrations.ts';
import { COMPANY, type At, type SeedProject } from './types.ts';

export function demoProjects(now: Date): SeedProject[] {
  // Whole minutes read better on the pages ("started 15 minutes ago").
  const base = Math.floor(now.getTime() / 60_000) * 60;
  const at: At = (minutes) => base + minutes * 60;
  return [hybridSummit, webinar, multiSession, onDemand, secureLive, openHybrid, dynamic, publisherDay].map((make) =>
    make(at),
  );
}

export async function seed(db: Db, now: Date): Promise<void> {
  const demo = demoProjects(now);
  await db.transaction(async (tx) => {
    for (const project of demo) {
      const row = {
        id: project.id,
        companyId: project.companyId,
        doc: project.doc,
        pagePassword: project.pagePassword ?? null,
        updatedAt: now,
      };
      await tx
        .insert(projects)
        .values(row)
        .onConflictDoUpdate({
          target: projects.id,
          set: { companyId: row.companyId, doc: row.doc, pagePassword: row.pagePassword, updatedAt: now },
        });
      for (const [position, { _id, ...doc }] of project.events.entries()) {
        await tx
          .insert(events)
          .values({ id: _id, projectId: project.id, position, doc })
          .onConflictDoUpdate({ target: events.id, set: { projectId: project.id, position, doc: sql`excluded.doc` } });
      }
    }
    await tx
      .insert(companies)
      .values(COMPANY)
      .onConflictDoUpdate({
        target: companies.id,
        set: { name: COMPANY.name, defaultProjectId: COMPANY.defaultProjectId },
      });
    const rows = seedRegistrations().map((r, i) => ({
      ...r,
      // Staggered creation times look like a real sign-up history.
      createdAt: new Date(now.getTime() - (3 * 24 * 60 - i * 47) * 60_000),
      updatedAt: now,
    }));
    await tx.insert(registrations).values(rows).onConflictDoNothing();
    await seedInteraction(tx);
    await seedRatings(tx);
    await seedDemoDoor(tx, now);
    await seedCaptions(tx, demo, now);
  });
}
