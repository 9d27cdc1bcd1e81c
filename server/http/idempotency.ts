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
import { storeKeyedAnswer, type KeyClaim, type KeyedRun } from '../db/keyedAnswers.ts';
import { isPgliteDatabase } from '../db/prepared.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { ApiError, errorBody } from './errors.ts';

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

async function fingerprintOf(c: Context): Promise<string> {
  // Hono keeps the body, so the handler can still read it as JSON afterwards.
  const text = await c.req.text();
  return createHash('sha256').update(`${c.req.method} ${c.req.path}\n${text}`).digest('hex');
}

/**
 * Runs `work` once per key. `work` gets deps whose db is the transaction: every query must use
 * it (on PGlite a query on the outer client would wait for this very transaction), and whose
 * afterCommit waits for this transaction's commit. An ApiError from `work` is an answer like any
 * other and is stored; any other error is not.
 */
export async function once(
  c: Context, deps: AppDeps, key: string, work: (txDeps: AppDeps) => Promise<StoredAnswer>, fingerprint?: string,
): Promise<StoredAnswer & { replayed: boolean }> {
  fingerprint ??= await fingerprintOf(c);
  const committed: (() => void)[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const claimed = await tx.insert(idempotencyKeys)
      .values({ key, fingerprint, createdAt: deps.now() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed.length) return { ...(await storedAnswer(tx, key, fingerprint)), replayed: true };

    let answer: StoredAnswer;
    try {
      answer = await work({ ...deps, db: tx, afterCommit: (fn) => committed.push(fn) });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      answer = { status: err.status, body: errorBody(err) };
    }
    await tx.update(idempotencyKeys).set({ status: answer.status, body: answer.body }).where(eq(idempotencyKeys.key, key));
    return { ...answer, replayed: false };
  });
  for (const fn of committed) fn();
  return result;
}

/**
 * Like once(), with the key handled inside the group commit (db/keyedAnswers.ts) where the
 * database is PGlite itself: `batched` checks the request and runs its keyed statement, which
 * stores the answer with the work or finds the stored one. An ApiError it throws (before its
 * statement: a refused body, an unknown event) is stored under the key as the answer, also in
 * one run of the group commit. Only when `batched` decided nothing (undefined: a case its one
 * statement does not cover), and always on PostgreSQL, the request goes on to once() with `work`.
 */
export async function onceBatched(
  c: Context, deps: AppDeps, key: string,
  batched: (claim: KeyClaim) => Promise<KeyedRun>, work: (txDeps: AppDeps) => Promise<StoredAnswer>,
  onPostgres = false,
): Promise<StoredAnswer & { replayed: boolean }> {
  const fingerprint = await fingerprintOf(c);
  if (onPostgres || isPgliteDatabase(deps.db)) {
    const claim = { key, fingerprint };
    let run: KeyedRun;
    try {
      run = await batched(claim);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      run = await storeKeyedAnswer(deps.db, claim, { status: err.status, body: errorBody(err) }, deps.now());
    }
    if (run && 'answer' in run) return { ...(run.answer as StoredAnswer), replayed: false };
    if (run) return { ...checkedAnswer(run.prior, fingerprint), replayed: true };
  }
  return once(c, deps, key, work, fingerprint);
}

async function storedAnswer(tx: Db, key: string, fingerprint: string): Promise<StoredAnswer> {
  const [row] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  return checkedAnswer(row, fingerprint);
}

/** A stored answer for a request with this fingerprint; 422 when the key came with another request. */
function checkedAnswer(row: { status: number | null; body: unknown; fingerprint?: string } | undefined, fingerprint: string): StoredAnswer {
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
  const removed = await db.delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEEP_MS)))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}

/** What a visitor write (src/contract/commands.ts) does, for answerCommand. */
export interface CommandWork {
  /** The write; `d` is the key transaction's deps, or without a key the plain deps (or its own transaction's). */
  work(d: AppDeps): Promise<StoredAnswer>;
  /** With a key on PGlite: check, write and key in one run of the group commit (onceBatched). */
  batched?(claim: KeyClaim): Promise<KeyedRun>;
  /** Without a key, run `work` in a transaction of its own (it reads and writes in several steps). */
  keylessInTransaction?: boolean;
  /** `batched` is safe on PostgreSQL too (its statement writes only under a key it claimed): use it there as well. */
  batchedOnPostgres?: boolean;
}

/**
 * The one way a command route handles its Idempotency-Key: once per key (in the group commit
 * where it can), plainly without one. `replayed` says the answer is a repeat's stored one.
 */
export async function answerCommand(c: Context, deps: AppDeps, command: CommandWork): Promise<StoredAnswer & { replayed: boolean }> {
  const key = idempotencyKeyOf(c);
  if (key) return command.batched ? onceBatched(c, deps, key, command.batched, command.work, command.batchedOnPostgres) : once(c, deps, key, command.work);
  const answer = command.keylessInTransaction
    ? await deps.db.transaction((tx) => command.work({ ...deps, db: tx }))
    : await command.work(deps);
  return { ...answer, replayed: false };
}

/** The answer as JSON, marked `Idempotent-Replayed` when it is a repeat's. */
export function commandResponse(c: Context, answer: StoredAnswer & { replayed: boolean }) {
  if (answer.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(answer.body as object, answer.status);
}
