/**
 * What the daily retention job clears besides the personal data of ended projects: rows that
 * nothing needs any more and that would otherwise stay for ever.
 * - Idempotency keys older than 7 days (http/idempotency.ts; a repeat after that is a new request).
 * - Live-director claims (live/sessions.ts) without a heartbeat for an hour: another browser may
 *   take a claim after 30 s anyway, so an old row only keeps a registration id around.
 * - Questions, votes and quiz answers of events that no longer exist (an organiser removed the
 *   event or its project): nobody can read them and retention, which goes by project, never finds them.
 */
import { lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { events, liveQuestions, liveSessions, liveVotes } from '../db/schema.ts';
import { purgeIdempotencyKeys } from '../http/idempotency.ts';
import { broadcastOf } from '../live/broadcasts.ts';

export const STALE_CLAIM_MS = 60 * 60 * 1000;

export interface Leftovers {
  idempotencyKeys: number;
  liveSessions: number;
  liveQuestions: number;
  liveVotes: number;
}

export async function purgeLeftovers(db: Db, now: Date): Promise<Leftovers> {
  const idempotencyKeys = await purgeIdempotencyKeys(db, now);
  const claims = await db
    .delete(liveSessions)
    .where(lt(liveSessions.lastSeen, new Date(now.getTime() - STALE_CLAIM_MS)))
    .returning({ id: liveSessions.sessionId });
  // Questions name their event; votes only their broadcast (the event's slug, else its id).
  const questions = await db
    .delete(liveQuestions)
    .where(sql`${liveQuestions.eventId} not in (select ${events.id} from ${events})`)
    .returning({ id: liveQuestions.id });
  const eventRows = await db.select({ id: events.id, doc: events.doc }).from(events);
  // The event's own id is kept too: a broadcast may be asked for by it.
  const broadcasts = [...new Set(eventRows.flatMap((e) => [broadcastOf(e.id, e.doc), e.id]))];
  const votes = await db
    .delete(liveVotes)
    .where(notInArray(liveVotes.broadcast, broadcasts))
    .returning({ id: liveVotes.voterId });
  return { idempotencyKeys, liveSessions: claims.length, liveQuestions: questions.length, liveVotes: votes.length };
}
