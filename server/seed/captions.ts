/**
 * The on-demand webinar's captions (issue 48): its replay has a transcript in French and English
 * (live/captions/demoScript.ts), timed in its 40-second recording from the event's start, which
 * the seed moves at every start: the lines move with it, so the transcript stays in step.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { liveCaptions } from '../db/schema.ts';
import { REPLAY_LINES } from '../live/captions/demoScript.ts';
import type { SeedProject } from './types.ts';

const ON_DEMAND_EVENT = 'on-demand';

export async function seedCaptions(db: Db, projects: SeedProject[], now: Date): Promise<void> {
  const event = projects.flatMap((p) => p.events).find((e) => e._id === ON_DEMAND_EVENT);
  if (!event) return;
  const broadcast = String(event.liveDirectorBroadcastSlug || event._id);
  const startMs = Number(event.startTime) * 1000;
  const rows = REPLAY_LINES.flatMap(([seconds, fr, en], seq) =>
    [
      ['fr', fr],
      ['en', en],
    ].map(([lang, text]) => ({
      broadcast,
      lang: lang!,
      seq,
      text: text!,
      final: true,
      createdAt: new Date(startMs + seconds * 1000),
      updatedAt: now,
    })),
  );
  await db
    .insert(liveCaptions)
    .values(rows)
    .onConflictDoUpdate({
      target: [liveCaptions.broadcast, liveCaptions.lang, liveCaptions.seq],
      set: { text: sql`excluded.text`, final: true, createdAt: sql`excluded.created_at`, updatedAt: now },
    });
}
