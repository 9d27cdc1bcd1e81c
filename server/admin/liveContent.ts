/**
 * The live director's content in the organiser's document (`live`: per event id, its polls and
 * quiz questions) is the director's own table `live_polls` (server/live/interaction.ts), keyed by
 * the event's broadcast: one store, so what the organiser loads is what the director starts, and
 * what the seed or an earlier import holds reads back in the organiser's GET.
 *
 * A write upserts the items and deletes only the ones the document no longer names: votes of an
 * item that stays are kept when the organiser fixes a typo during the event.
 */
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { livePolls } from '../db/schema.ts';
import { ratingOptions } from '../../src/domain/rating.ts';
import { broadcastOf } from '../live/broadcasts.ts';
import { itemSettings } from '../live/interaction.ts';
import type { LiveContent } from './schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
interface EventRow {
  id: string;
  doc: Record<string, unknown>;
}

export async function readLiveContent(db: Db | Tx, eventRows: EventRow[]): Promise<Record<string, LiveContent>> {
  const byBroadcast = new Map(eventRows.map((e) => [broadcastOf(e.id, e.doc), e.id]));
  if (!byBroadcast.size) return {};
  const rows = await db
    .select()
    .from(livePolls)
    .where(inArray(livePolls.broadcast, [...byBroadcast.keys()]))
    .orderBy(asc(livePolls.broadcast), asc(livePolls.position), asc(livePolls.id));
  const live: Record<string, LiveContent> = {};
  for (const row of rows) {
    const eventId = byBroadcast.get(row.broadcast)!;
    live[eventId] ??= { polls: [], quiz: [] };
    const content = live[eventId];
    const item = { id: row.id, question: row.question, options: row.options };
    const { speed, rating, showResults } = itemSettings(row.settings);
    if (row.kind === 'quiz') {
      content.quiz.push({ ...item, correctOptionId: row.rightOption ?? '' });
      if (speed) content.quizScoring = 'speed';
    } else if (rating)
      content.polls.push({ id: row.id, question: row.question, rating, ...(showResults && { showResults }) });
    else content.polls.push({ ...item, ...(showResults && { showResults }) });
  }
  return live;
}

export async function writeLiveContent(
  tx: Tx,
  eventRows: EventRow[],
  live: Record<string, LiveContent>,
): Promise<void> {
  for (const event of eventRows) {
    const broadcast = broadcastOf(event.id, event.doc);
    const content = live[event.id] ?? { polls: [], quiz: [] };
    const items = [
      ...content.polls.map((p) => ({
        id: p.id,
        question: p.question,
        options: p.rating ? ratingOptions(p.rating.max) : (p.options ?? []),
        kind: 'poll',
        rightOption: null,
        settings: { ...(p.showResults && { showResults: p.showResults }), ...(p.rating && { rating: p.rating }) },
      })),
      ...content.quiz.map((q) => ({
        id: q.id,
        question: q.question,
        options: q.options,
        kind: 'quiz',
        rightOption: q.correctOptionId,
        settings: content.quizScoring === 'speed' ? { speed: true } : {},
      })),
    ].map((item, position) => ({ broadcast, position, ...item }));
    const keep = items.map((i) => i.id);
    await tx
      .delete(livePolls)
      .where(
        keep.length
          ? and(eq(livePolls.broadcast, broadcast), notInArray(livePolls.id, keep))
          : eq(livePolls.broadcast, broadcast),
      );
    for (const item of items) {
      const { broadcast: _b, id: _i, ...set } = item;
      await tx
        .insert(livePolls)
        .values(item)
        .onConflictDoUpdate({ target: [livePolls.broadcast, livePolls.id], set });
    }
  }
}
