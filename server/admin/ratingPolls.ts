/**
 * The live rating questions of a project's sessions (issue 50: the rating scale doubles as a
 * per-session rating in the export). A rating question is a poll of the session's broadcast
 * (live_polls with a `rating` setting), its votes counted in live_poll_counts; the export reads
 * those counters, so the rating has one store: the poll's (DECISIONS-ADDITION.md). Aggregates only.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { livePollCounts, livePolls } from '../db/schema.ts';
import { broadcastOf } from '../live/broadcasts.ts';
import { itemSettings } from '../live/interaction.ts';

export interface RatingPollRow {
  poll_id: string;
  question: string;
  scale: number;
  ratings: number;
  average: number | null;
  distribution: Record<string, number>;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Per event id, the rating questions of its broadcast with their counts. */
export async function ratingPollsOf(db: Db, events: { id: string; doc: Record<string, unknown> }[]) {
  const broadcastOfEvent = new Map(events.map((e) => [e.id, broadcastOf(e.id, e.doc)]));
  const broadcasts = [...new Set(broadcastOfEvent.values())];
  const byEvent = new Map<string, RatingPollRow[]>();
  if (!broadcasts.length) return byEvent;
  const polls = (
    await db
      .select()
      .from(livePolls)
      .where(and(inArray(livePolls.broadcast, broadcasts), eq(livePolls.kind, 'poll')))
      .orderBy(livePolls.position)
  ).filter((p) => itemSettings(p.settings).rating);
  const counts = polls.length
    ? await db
        .select({
          broadcast: livePollCounts.broadcast,
          itemId: livePollCounts.itemId,
          optionId: livePollCounts.optionId,
          n: sql<number>`sum(${livePollCounts.n})::int`,
        })
        .from(livePollCounts)
        .where(
          and(
            inArray(livePollCounts.broadcast, broadcasts),
            inArray(
              livePollCounts.itemId,
              polls.map((p) => p.id),
            ),
          ),
        )
        .groupBy(livePollCounts.broadcast, livePollCounts.itemId, livePollCounts.optionId)
    : [];
  for (const [eventId, broadcast] of broadcastOfEvent) {
    const rows = polls
      .filter((p) => p.broadcast === broadcast)
      .map((p): RatingPollRow => {
        const scale = itemSettings(p.settings).rating?.max ?? 5;
        const distribution = Object.fromEntries(
          p.options.map((o) => [
            o.id,
            Number(counts.find((c) => c.broadcast === broadcast && c.itemId === p.id && c.optionId === o.id)?.n ?? 0),
          ]),
        );
        const ratings = Object.values(distribution).reduce((a, b) => a + b, 0);
        const sum = Object.entries(distribution).reduce((a, [value, n]) => a + Number(value) * n, 0);
        return {
          poll_id: p.id,
          question: p.question,
          scale,
          ratings,
          average: ratings ? round2(sum / ratings) : null,
          distribution,
        };
      });
    byEvent.set(eventId, rows);
  }
  return byEvent;
}

/**
 * The CSV's summary of a session's rating questions: how many ratings, and their average on a 1-5
 * scale (a 1-10 rating v counts as 1 + (v - 1) * 4 / 9), so sessions compare whatever scale they asked on.
 */
export function ratingPollSummary(rows: RatingPollRow[]): { ratings: number; averageOf5: number | null } {
  let ratings = 0;
  let sum = 0;
  for (const row of rows)
    for (const [value, n] of Object.entries(row.distribution)) {
      ratings += n;
      sum += n * (1 + ((Number(value) - 1) * 4) / (row.scale - 1));
    }
  return { ratings, averageOf5: ratings ? round2(sum / ratings) : null };
}
