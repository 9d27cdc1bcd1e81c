/**
 * One helper for every visitor write's route (src/contract/commands.ts; issue 31). It reads the
 * body once (its text is the key's fingerprint and is parsed once), checks it against the
 * command's schema, runs the route's plain checks (rate limits, page token: answered, never
 * stored under a key), resolves what the write needs from memory, and then handles the
 * Idempotency-Key: in the group commit where the route has a keyed statement and the database
 * is PGlite itself, else once per key in a transaction (idempotency.ts), plainly without a key.
 * `committed` runs after the commit of a write that succeeded and was not a repeat. The route chooses the
 * answer's HTTP status (the edge); a refusal of the body or of the write is stored under the key
 * like any answer, so a repeat is answered exactly as the first time. A retryable one (429, a
 * 5xx: errors.ts isRetryableRefusal) is answered and never stored: the outbox sends it again.
 */
import type { Context, Handler } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps.ts';
import { storeKeyedAnswer, type KeyClaim, type KeyedRun } from '../db/keyedAnswers.ts';
import { isPgliteDatabase } from '../db/prepared.ts';
import {
  apiErrorOf,
  errorBody,
  isRetryableRefusal,
  parseJsonText,
  requireJsonType,
  withRefusalKind,
  type ApiError,
} from './errors.ts';
import {
  checkedAnswer,
  commandResponse,
  fingerprintOf,
  idempotencyKeyOf,
  once,
  type StoredAnswer,
} from './idempotency.ts';

export interface CommandHandler<S extends v.GenericSchema, P> {
  /** The request's schema (the command's `request`). */
  body: S;
  /** Checks before the key (rate limits, page token) and what the write needs, from memory (the project); outside any transaction. */
  prepare?(body: v.InferOutput<S>, c: Context): P | Promise<P>;
  /** With a key on PGlite: check, write and key in one run of the group commit; undefined: not decided here. */
  batched?(body: v.InferOutput<S>, prepared: P, claim: KeyClaim): Promise<KeyedRun>;
  /** The write; `d` is the key transaction's deps, or without a key the plain deps (or its own transaction's). */
  work(d: AppDeps, body: v.InferOutput<S>, prepared: P, c: Context): Promise<StoredAnswer>;
  /** Without a key, run `work` in a transaction of its own (it reads and writes in several steps). */
  keylessInTransaction?: boolean;
  /** `batched` is safe on PostgreSQL too (its statement writes only under a key it claimed): use it there as well. */
  batchedOnPostgres?: boolean;
  /** After the commit of a write that succeeded (2xx) and was not a repeat. */
  committed?(answer: StoredAnswer, body: v.InferOutput<S>, prepared: P): void;
}

type Decided<B, P> = { body: B; prepared: P } | { refusal: ApiError };

/** The body read and checked once, and the route's preparation; a refusal is kept to be answered (and stored) later. */
async function decide<S extends v.GenericSchema, P>(
  c: Context,
  text: string,
  h: CommandHandler<S, P>,
): Promise<Decided<v.InferOutput<S>, P>> {
  let body: v.InferOutput<S>;
  try {
    body = parseJsonText(text, h.body);
  } catch (err) {
    return { refusal: apiErrorOf(err) };
  }
  try {
    return { body, prepared: (h.prepare ? await h.prepare(body, c) : undefined) as P };
  } catch (err) {
    const refusal = apiErrorOf(err);
    if (isRetryableRefusal(refusal)) throw refusal;
    return { refusal };
  }
}

export async function runCommand<S extends v.GenericSchema, P>(
  c: Context,
  deps: AppDeps,
  h: CommandHandler<S, P>,
): Promise<StoredAnswer & { replayed: boolean }> {
  const key = idempotencyKeyOf(c);
  requireJsonType(c);
  const text = await c.req.text();
  const decided = await decide(c, text, h);
  const work = (d: AppDeps) => {
    if ('refusal' in decided) throw decided.refusal;
    return h.work(d, decided.body, decided.prepared, c);
  };
  let answer: StoredAnswer & { replayed: boolean };
  if (!key) {
    if ('refusal' in decided) throw decided.refusal;
    const plain = h.keylessInTransaction
      ? await deps.db.transaction((tx) => work({ ...deps, db: tx }))
      : await work(deps);
    answer = { ...plain, replayed: false };
  } else {
    const fingerprint = fingerprintOf(c, text);
    answer =
      ((h.batchedOnPostgres || isPgliteDatabase(deps.db)) &&
        (await batchedAnswer(deps, { key, fingerprint }, decided, h))) ||
      (await once(deps, key, fingerprint, work));
  }
  if (!answer.replayed && answer.status < 300 && h.committed && !('refusal' in decided))
    h.committed(answer, decided.body, decided.prepared);
  return answer;
}

/** The key in the group commit: a refusal stored as the answer, or the route's keyed statement; undefined: not decided. */
async function batchedAnswer<S extends v.GenericSchema, P>(
  deps: AppDeps,
  claim: KeyClaim,
  decided: Decided<v.InferOutput<S>, P>,
  h: CommandHandler<S, P>,
): Promise<(StoredAnswer & { replayed: boolean }) | undefined> {
  if (!h.batched && !('refusal' in decided)) return undefined;
  let run: KeyedRun;
  try {
    if ('refusal' in decided) throw decided.refusal;
    run = await h.batched!(decided.body, decided.prepared, claim);
  } catch (err) {
    const refusal = apiErrorOf(err);
    if (isRetryableRefusal(refusal)) throw refusal;
    run = await storeKeyedAnswer(deps.db, claim, { status: refusal.status, body: errorBody(refusal) }, deps.now());
  }
  if (run && 'answer' in run) return { ...(run.answer as StoredAnswer), replayed: false };
  if (run) return { ...checkedAnswer(run.prior, claim.fingerprint), replayed: true };
  return undefined;
}

/** The route's handler: runCommand answered as JSON (a refusal names its kind; a repeat is `Idempotent-Replayed`). */
export function commandRoute<S extends v.GenericSchema, P = undefined>(
  deps: AppDeps,
  h: CommandHandler<S, P>,
): Handler {
  return async (c) => commandResponse(c, withRefusalKind(await runCommand(c, deps, h)));
}
