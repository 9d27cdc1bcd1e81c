/**
 * Idempotency-Keys written inside the group commit (prepared.ts). A keyed write's statement
 * reads the key's stored answer (`prior`) and, when there is none, does its work and stores its
 * answer with the key in the same statement; a repeat then finds that answer and does nothing.
 * http/idempotency.ts decides when this path is taken and answers a repeat.
 */
import type { Db } from './client.ts';
import { preparedStatement } from './prepared.ts';

/** A key with the fingerprint (method, path, body) of the request that carries it. */
export interface KeyClaim {
  key: string;
  fingerprint: string;
}

/** An answer stored under a key. */
export interface KeyedAnswer {
  status: number;
  body: unknown;
}

/**
 * What a keyed statement did: stored its `answer`, found the `prior` answer of an earlier
 * request with the key, or (undefined) could not decide in one statement and wrote nothing, so
 * the caller goes on to a transaction (http/idempotency.ts once()).
 */
export type KeyedRun = { answer: KeyedAnswer } | { prior: StoredKey } | undefined;

/** A key's row as found: its status is null only while a transaction still works on it (PostgreSQL). */
export interface StoredKey {
  status: number | null;
  body: unknown;
  fingerprint: string;
}

/** The columns a keyed statement returns, and the run they describe. */
export interface KeyedColumns {
  answer_status?: number | null;
  answer_body?: unknown;
  prior_status?: number | null;
  prior_body?: unknown;
  prior_fingerprint?: string | null;
}

export function keyedRunOf(row: KeyedColumns | undefined): KeyedRun {
  if (row?.prior_fingerprint != null) {
    return { prior: { status: row.prior_status ?? null, body: row.prior_body, fingerprint: row.prior_fingerprint } };
  }
  if (row?.answer_status != null) return { answer: { status: row.answer_status, body: row.answer_body } };
  return undefined;
}

/** The SQL of `prior`: the key's stored answer, if any ($n is the key). */
export const priorCte = (n: number) =>
  `prior as (select status, body, fingerprint from idempotency_keys where key = $${n})`;

/**
 * The statement's answer (`status` and `body`, read from `from`) as the CTE `claimed`: with a key
 * ($1) stored under it unless another request holds it (then `claimed` is empty), without a key
 * as it is. Writes gated on `claimed` happen once per key.
 */
export const keyedAnswer = (status: string, body: string, from = 'decision') => `answer_row as (
    select ${status} as status, ${body} as body from ${from}
  ), key_stored as (
    insert into idempotency_keys (key, fingerprint, status, body, created_at)
    select $1, $2, status, body, $3::timestamptz from answer_row where $1::text is not null
    on conflict do nothing
    returning status, body
  ), claimed as (
    select status, body from key_stored
    union all select status, body from answer_row where $1::text is null
  )`;

/** The columns of keyedRunOf, read from the CTEs `prior` and `claimed` (insert ... returning status, body). */
export const KEYED_COLUMNS = `(select status from claimed) as answer_status, (select body from claimed) as answer_body,
  (select status from prior) as prior_status, (select body from prior) as prior_body,
  (select fingerprint from prior) as prior_fingerprint`;

/** An answer decided before any write (a refusal of the body): stored under the key unless it has one. */
const STORE_ANSWER = preparedStatement(
  'store_keyed_answer',
  `
  with ${priorCte(1)}, claimed as (
    insert into idempotency_keys (key, fingerprint, status, body, created_at)
    select $1, $2, $3::int, $4::jsonb, $5::timestamptz where not exists (select from prior)
    on conflict do nothing
    returning status, body
  )
  select ${KEYED_COLUMNS}`,
);

export async function storeKeyedAnswer(db: Db, claim: KeyClaim, answer: KeyedAnswer, now: Date): Promise<KeyedRun> {
  const [row] = await STORE_ANSWER.run(db, [
    claim.key,
    claim.fingerprint,
    answer.status,
    JSON.stringify(answer.body),
    now.toISOString(),
  ]);
  return keyedRunOf(row as KeyedColumns);
}
