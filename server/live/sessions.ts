/**
 * The one-browser rule of DECISIONS.md: a single-session personal link is connected in one
 * browser at a time. The claim is a row per registration and broadcast; the library's heartbeat
 * (every 10 s) renews it, a claim without heartbeat for 30 s may be taken by another browser, and
 * close() releases it at once. Kept in the database, so it holds across server processes.
 */
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { OPEN_REGISTRATION_ID } from '../../src/domain/ids.ts';
import type { Db } from '../db/client.ts';
import { liveSessions } from '../db/schema.ts';
import type { Broadcast } from './broadcasts.ts';

export const HEARTBEAT_MS = 10_000;
export const RELEASE_AFTER_MS = 30_000;

/** The rule applies to a real personal link of a single-session project (not preview, not the shared open id). */
export function oneBrowser(info: Broadcast, registrationId: string | null | undefined): registrationId is string {
  return !!registrationId && registrationId !== OPEN_REGISTRATION_ID && !info.multiSession;
}

/**
 * Claims (or renews) the link for this session; false when another live browser holds it.
 * `takeOver` ("Watch here instead") takes it whoever holds it: that browser's next heartbeat is
 * refused, and it stops. Still one browser at a time.
 */
export async function claim(
  db: Db,
  broadcast: string,
  registrationId: string,
  sessionId: string,
  now: Date,
  takeOver = false,
): Promise<boolean> {
  const staleBefore = new Date(now.getTime() - RELEASE_AFTER_MS);
  const rows = await db
    .insert(liveSessions)
    .values({ registrationId, broadcast, sessionId, lastSeen: now })
    .onConflictDoUpdate({
      target: [liveSessions.registrationId, liveSessions.broadcast],
      set: { sessionId, lastSeen: now },
      setWhere: takeOver
        ? undefined
        : or(eq(liveSessions.sessionId, sql`excluded.session_id`), lt(liveSessions.lastSeen, staleBefore)),
    })
    .returning({ sessionId: liveSessions.sessionId });
  return rows.length === 1;
}

/**
 * Releases this browser's claim on one link. Only that link: a browser's id is its session id on
 * every link it holds, and closing one page must not free the others (another event, another
 * personal link in the same browser).
 */
export async function release(db: Db, sessionId: string, broadcast: string, registrationId: string): Promise<void> {
  await db
    .delete(liveSessions)
    .where(
      and(
        eq(liveSessions.sessionId, sessionId),
        eq(liveSessions.broadcast, broadcast),
        eq(liveSessions.registrationId, registrationId),
      ),
    );
}

/** Forgets every claim on a broadcast (QA: a test starting over with the same personal link). */
export async function releaseAll(db: Db, broadcast: string): Promise<number> {
  const rows = await db
    .delete(liveSessions)
    .where(eq(liveSessions.broadcast, broadcast))
    .returning({ id: liveSessions.sessionId });
  return rows.length;
}
