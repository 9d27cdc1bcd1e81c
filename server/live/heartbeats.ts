/**
 * The library's heartbeats, renewed in batches: 10,000 open personal pages send 1,000 heartbeats a
 * second, and one upsert each would keep the database (PGlite runs in this process's thread) busy
 * for most of it. Heartbeats arriving within WINDOW_MS go out as one multi-row upsert with the same
 * rule as `claim` (sessions.ts): a row is renewed when it is this session's or gone stale, and the
 * rows it returns are the claims held; each request gets its own answer from that. The answer waits
 * at most WINDOW_MS longer; the library does not care when its heartbeat is answered.
 */
import { eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { liveSessions } from '../db/schema.ts';
import { RELEASE_AFTER_MS } from './sessions.ts';

const WINDOW_MS = 200;
const MAX_BATCH = 1000;

interface Pending {
  registrationId: string;
  broadcast: string;
  sessionId: string;
  done(held: boolean): void;
  fail(err: unknown): void;
}

const keyOf = (p: { registrationId: string; broadcast: string }) => `${p.broadcast}\n${p.registrationId}`;

export function createHeartbeats(db: Db, now: () => Date) {
  let queue: Pending[] = [];
  let timer: NodeJS.Timeout | undefined;

  function schedule() {
    timer ??= setTimeout(() => void flush(), WINDOW_MS);
  }

  async function flush() {
    timer = undefined;
    // One row per link in a statement (ON CONFLICT may touch a row once); a second heartbeat for the
    // same link (another browser at the same moment) waits for the next batch.
    const batch = new Map<string, Pending>();
    const later: Pending[] = [];
    for (const p of queue) {
      if (!batch.has(keyOf(p)) && batch.size < MAX_BATCH) batch.set(keyOf(p), p);
      else later.push(p);
    }
    queue = later;
    if (queue.length) schedule();
    const at = now();
    const staleBefore = new Date(at.getTime() - RELEASE_AFTER_MS);
    const entries = [...batch.values()];
    try {
      const rows = await db
        .insert(liveSessions)
        .values(
          entries.map((p) => ({
            registrationId: p.registrationId,
            broadcast: p.broadcast,
            sessionId: p.sessionId,
            lastSeen: at,
          })),
        )
        .onConflictDoUpdate({
          target: [liveSessions.registrationId, liveSessions.broadcast],
          set: { sessionId: sql`excluded.session_id`, lastSeen: at },
          setWhere: or(eq(liveSessions.sessionId, sql`excluded.session_id`), lt(liveSessions.lastSeen, staleBefore)),
        })
        .returning({
          registrationId: liveSessions.registrationId,
          broadcast: liveSessions.broadcast,
          sessionId: liveSessions.sessionId,
        });
      const held = new Set(rows.map((r) => `${keyOf(r)}\n${r.sessionId}`));
      for (const p of entries) p.done(held.has(`${keyOf(p)}\n${p.sessionId}`));
    } catch (err) {
      for (const p of entries) p.fail(err);
    }
  }

  /** Renews (or takes, when stale) the claim of this session; false when another live browser holds it. */
  return function heartbeat(broadcast: string, registrationId: string, sessionId: string): Promise<boolean> {
    return new Promise((done, fail) => {
      queue.push({ registrationId, broadcast, sessionId, done, fail });
      if (queue.length >= MAX_BATCH) {
        clearTimeout(timer);
        timer = undefined;
        void flush();
      } else schedule();
    });
  };
}
