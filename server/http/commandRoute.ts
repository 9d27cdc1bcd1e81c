/**
 * One runner for every visitor write of the command table (src/contract/commands.ts; issue 31),
 * mounted from the table by commandMount.ts. It reads the body once (its text is the key's
 * fingerprint and is parsed once), checks it against the command's request schema, runs the
 * handler's plain checks (`prepare`: rate limits, page token; answered, never stored under a key)
 * and then the write, once per Idempotency-Key (issue 46: one writer per write):
 * - `statement`: the write as ONE statement that stores its answer under the key itself
 *   (db/keyedAnswers.ts), on any database. Without `work` it is the command's only writer: the
 *   same statement runs without a key.
 * - `work`: the write in steps, in the key's transaction (idempotency.ts once()), plainly
 *   without a key; under a key also where the statement could not decide (it wrote nothing then).
 * `committed` runs after the commit of a write that succeeded and was not a repeat. The handler
 * chooses the answer's HTTP status (the edge); a refusal of the body or of the write is stored
 * under the key like any answer, so a repeat is answered exactly as the first time. A retryable
 * one (429, a 5xx: errors.ts isRetryableRefusal) is answered and never stored: the outbox sends
 * it again.
 */
import type { Context, Handler, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as v from 'valibot';
import type { COMMANDS, CommandKind } from '../../src/contract/commands.ts';
import type { AppDeps } from '../deps.ts';
import { storeKeyedAnswer, type KeyClaim, type KeyedRun } from '../db/keyedAnswers.ts';
import {
  ApiError,
  apiErrorOf,
  errorBody,
  isRetryableRefusal,
  parseJsonText,
  requireJsonType,
  withRefusalKind,
} from './errors.ts';
import {
  checkedAnswer,
  commandResponse,
  fingerprintOf,
  idempotencyKeyOf,
  once,
  type StoredAnswer,
} from './idempotency.ts';

/** The body a handler gets: the request schema's output (undefined for a command without a body). */
type OutputOf<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;
/** The body of the table's command K. */
export type CommandRequest<K extends CommandKind> = (typeof COMMANDS)[K] extends { request: infer S }
  ? OutputOf<S>
  : undefined;

interface HandlerParts<B, P> {
  /** Route middleware before the command (a rate limit per address): runs for its method only. */
  before?: MiddlewareHandler[];
  /** Checks before the key (rate limits, page token) and what the write needs, from memory; outside any transaction. */
  prepare?(body: B, c: Context): P | Promise<P>;
  /** After the commit of a write that succeeded (2xx) and was not a repeat. */
  committed?(answer: StoredAnswer, body: B, prepared: P): void;
}

interface StatementWrite<B, P> {
  /**
   * The write as one statement under the key `claim`; without `work` it is also the write
   * without a key (`claim` undefined). Undefined: it could not decide in one run and wrote
   * nothing; `work` then runs in the key's transaction, or without `work` the statement runs
   * again (on PostgreSQL its next snapshot sees what a concurrent request committed).
   */
  statement(body: B, prepared: P, claim: KeyClaim | undefined): Promise<KeyedRun>;
  work?(d: AppDeps, body: B, prepared: P, c: Context): Promise<StoredAnswer>;
}

interface StepsWrite<B, P> {
  statement?: undefined;
  /** The write; `d` is the key transaction's deps, or without a key the plain deps. */
  work(d: AppDeps, body: B, prepared: P, c: Context): Promise<StoredAnswer>;
}

/** A write's handler; B is its body (the request schema's output), P what `prepare` found. */
export type CommandHandler<B, P = undefined> = HandlerParts<B, P> & (StatementWrite<B, P> | StepsWrite<B, P>);

/** A handler named with its command (commandHandler): the mount checks that each kind got its own. */
export type KindHandler<K extends CommandKind> = CommandHandler<CommandRequest<K>, unknown> & { readonly kind: K };

/** The handler of the command `kind`; its `prepare` decides what the write gets. */
export function commandHandler<K extends CommandKind, P = undefined>(
  kind: K,
  h: CommandHandler<CommandRequest<K>, P>,
): KindHandler<K> {
  return { ...(h as CommandHandler<CommandRequest<K>, unknown>), kind };
}

/** How often a statement that could not decide runs before the request is answered as retryable. */
const STATEMENT_RUNS = 3;

type Decided<B, P> = { body: B; prepared: P } | { refusal: ApiError };
type Answer = StoredAnswer & { replayed: boolean };

/** The body read and checked once, and the handler's preparation; a refusal is kept to be answered and stored later. */
async function decide<B, P>(
  c: Context,
  text: string | undefined,
  request: v.GenericSchema | undefined,
  h: CommandHandler<B, P>,
): Promise<Decided<B, P>> {
  let body: B;
  try {
    body = (request && text !== undefined ? parseJsonText(text, request) : undefined) as B;
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

/** Runs one write: `request` is its body's schema (undefined: the command sends no body). */
async function runCommand<B, P>(
  c: Context,
  deps: AppDeps,
  request: v.GenericSchema | undefined,
  h: CommandHandler<B, P>,
): Promise<Answer> {
  const key = idempotencyKeyOf(c);
  let text: string | undefined;
  if (request) {
    requireJsonType(c);
    text = await c.req.text();
  }
  const decided = await decide(c, text, request, h);
  const answer = key
    ? await keyed(deps, { key, fingerprint: fingerprintOf(c, text ?? '') }, decided, h, c)
    : await keyless(deps, decided, h, c);
  if (!answer.replayed && answer.status < 300 && h.committed && !('refusal' in decided))
    h.committed(answer, decided.body, decided.prepared);
  return answer;
}

/** The route's handler: runCommand, answered as JSON (a refusal names its kind; a repeat is `Idempotent-Replayed`). */
export function commandRoute<S extends v.GenericSchema | undefined, P>(
  deps: AppDeps,
  request: S,
  h: CommandHandler<OutputOf<S>, P>,
): Handler {
  return async (c) => commandResponse(c, withRefusalKind(await runCommand(c, deps, request, h)));
}

const fromRun = (run: NonNullable<KeyedRun>, claim: KeyClaim | undefined): Answer =>
  'answer' in run
    ? { status: run.answer.status as ContentfulStatusCode, body: run.answer.body, replayed: false }
    : { ...checkedAnswer(run.prior, claim?.fingerprint ?? ''), replayed: true };

const undecided = () => new ApiError(503, 'This request is still being processed. Please try again.');

/** Without a key: `work` plainly, else the statement (which then stores no key). */
async function keyless<B, P>(deps: AppDeps, decided: Decided<B, P>, h: CommandHandler<B, P>, c: Context) {
  if ('refusal' in decided) throw decided.refusal;
  const { body, prepared } = decided;
  if (h.work) return { ...(await h.work(deps, body, prepared, c)), replayed: false };
  // Without `work` the handler is a StatementWrite (StepsWrite requires `work`).
  const { statement } = h as StatementWrite<B, P>;
  for (let run = 0; run < STATEMENT_RUNS; run++) {
    const ran = await statement(body, prepared, undefined);
    if (ran) return fromRun(ran, undefined);
  }
  throw undecided();
}

/** One run under the key: a refusal stored as the answer, or the handler's statement; undefined: not decided. */
async function keyedRun<B, P>(
  deps: AppDeps,
  claim: KeyClaim,
  decided: Decided<B, P>,
  h: StatementWrite<B, P> | undefined,
): Promise<KeyedRun> {
  try {
    if ('refusal' in decided) throw decided.refusal;
    return await h?.statement(decided.body, decided.prepared, claim);
  } catch (err) {
    const refusal = apiErrorOf(err);
    if (isRetryableRefusal(refusal)) throw refusal;
    return storeKeyedAnswer(deps.db, claim, { status: refusal.status, body: errorBody(refusal) }, deps.now());
  }
}

/**
 * With a key: the statement (or the refusal) in one run; undecided, the key's transaction runs
 * `work`, or without `work` the run is repeated: the key is another request's, whose answer the
 * next run finds.
 */
async function keyed<B, P>(
  deps: AppDeps,
  claim: KeyClaim,
  decided: Decided<B, P>,
  h: CommandHandler<B, P>,
  c: Context,
): Promise<Answer> {
  const statement = h.statement ? (h as StatementWrite<B, P>) : undefined;
  if (statement || 'refusal' in decided) {
    for (let run = 0; run < (h.work ? 1 : STATEMENT_RUNS); run++) {
      const ran = await keyedRun(deps, claim, decided, statement);
      if (ran) return fromRun(ran, claim);
    }
  }
  const { work } = h;
  if (!work) throw undecided();
  return once(deps, claim.key, claim.fingerprint, (d) => {
    if ('refusal' in decided) throw decided.refusal;
    return work(d, decided.body, decided.prepared, c);
  });
}
