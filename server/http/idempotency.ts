/**
 * Exactly-once handling of a request that carries an Idempotency-Key header (the offline outbox
 * of the app sends one registration again until it gets an answer). The first request with a key
 * does the work and stores {status, body}; a repeat gets that stored answer and does nothing.
 *
 * Insert-first in one transaction: the key row is inserted before the work, and the work uses the
 * same transaction. On PostgreSQL a concurrent repeat blocks on the key's unique index until the
 * first commits, then finds the answer; PGlite runs transactions one at a time anyway. A crash or
 * an unexpected error rolls everything back, key included, so a later repeat starts afresh.
 */
import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { IDEMPOTENCY_HEADER, isIdempotencyKey } from '../../src/contract/index.ts';
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { ApiError, apiErrorOf, errorBody, isRetryableRefusal } from './errors.ts';

export interface StoredAnswer {
  status: ContentfulStatusCode;
  body: unknown;
}

const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/** The request's key; undefined without the header, 400 when it is not a valid key. */
export function idempotencyKeyOf(c: Context): string | undefined {
  const value = c.req.header(IDEMPOTENCY_HEADER);
  if (value === undefined) return undefined;
  if (!isIdempotencyKey(value)) {
    throw new ApiError(400, `${IDEMPOTENCY_HEADER} must be 16 to 64 letters, digits, _ or -.`);
  }
  return value;
}

/** The key's fingerprint: method, path and the body's text (read once by http/commandRoute.ts). */
export function fingerprintOf(c: Context, text: string): string {
  return createHash('sha256').update(`${c.req.method} ${c.req.path}\n${text}`).digest('hex');
}

/**
 * Runs `work` once per key. `work` gets deps whose db is the transaction: every query must use
 * it (on PGlite a query on the outer client would wait for this very transaction), and whose
 * afterCommit waits for this transaction's commit. An expected refusal from `work` (ApiError, a
 * service's Refusal) is an answer like any other and is stored, unless it is worth retrying (a
 * rate limit, a 5xx); any other error is not stored either.
 */
export async function once(
  deps: AppDeps,
  key: string,
  fingerprint: string,
  work: (txDeps: AppDeps) => Promise<StoredAnswer>,
): Promise<StoredAnswer & { replayed: boolean }> {
  const committed: (() => void)[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ key, fingerprint, createdAt: deps.now() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed.length) return { ...(await storedAnswer(tx, key, fingerprint)), replayed: true };

    let answer: StoredAnswer;
    try {
      answer = await work({ ...deps, db: tx, afterCommit: (fn) => committed.push(fn) });
    } catch (err) {
      const refusal = apiErrorOf(err);
      if (isRetryableRefusal(refusal)) throw refusal; // rolls the key back: the next send tries afresh
      answer = { status: refusal.status, body: errorBody(refusal) };
    }
    await tx
      .update(idempotencyKeys)
      .set({ status: answer.status, body: answer.body })
      .where(eq(idempotencyKeys.key, key));
    return { ...answer, replayed: false };
  });
  for (const fn of committed) fn();
  return result;
}

async function storedAnswer(tx: Db, key: string, fingerprint: string): Promise<StoredAnswer> {
  const [row] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  return checkedAnswer(row, fingerprint);
}

/** A stored answer for a request with this fingerprint; 422 when the key came with another request. */
export function checkedAnswer(
  row: { status: number | null; body: unknown; fingerprint?: string } | undefined,
  fingerprint: string,
): StoredAnswer {
  if (!row || row.status === null) {
    // Not reachable with one transaction per key; answered as retryable rather than guessed.
    throw new ApiError(503, 'This request is still being processed. Please try again.');
  }
  if (row.fingerprint !== fingerprint) {
    throw new ApiError(422, `This ${IDEMPOTENCY_HEADER} was already used for another request.`);
  }
  return { status: row.status as ContentfulStatusCode, body: row.body };
}

/** Start-up housekeeping: a client retries for days at most, so week-old keys can go. */
export async function purgeIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEEP_MS)))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}

/** The answer as JSON, marked `Idempotent-Replayed` when it is a repeat's. */
export function commandResponse(c: Context, answer: StoredAnswer & { replayed: boolean }) {
  if (answer.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(answer.body as object, answer.status);
}
