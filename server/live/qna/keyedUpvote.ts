/**
 * A keyed upvote as ONE statement, one run of PGlite's group commit (db/prepared.ts), like the
 * poll votes of live/keyedInteraction.ts: the voter check, the question listed (404) and not
 * answered for an upvote (409), the upvote row set or taken back, the kept count moved only when
 * the row changed, and the key with its answer. A repeated key finds its stored answer. On
 * PostgreSQL writes.ts runs in the key's transaction, with the same rules and answers.
 */
import type { KeyClaim, KeyedColumns, KeyedRun } from '../../db/keyedAnswers.ts';
import { keyedRunOf, KEYED_COLUMNS } from '../../db/keyedAnswers.ts';
import type { Db } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import type { Broadcast } from '../broadcasts.ts';
import { claim, gateValues, voterGate } from '../keyedInteraction.ts';
import { QUESTION_CLOSED } from './writes.ts';

/** $8 broadcast, $9 question id, $10 up, $11 the not-found message, $12 the closed one. */
const UPVOTE = preparedStatement(
  'keyed_upvote',
  `
  with ${voterGate('voterId')}, question as (
    select status, votes from live_questions where broadcast = $8 and id = $9::int
  ), decision as (
    select case
      when not (select ok from voter_ok) then 403
      when not exists (select from question where status in ('approved', 'answered')) then 404
      when $10::boolean and (select status from question) = 'answered' then 409
      else 200 end as status
    where not exists (select from prior)
  ), added as (
    insert into qna_upvotes (question_id, broadcast, voter_id, created_at)
    select $9::int, $8, $6, $3::timestamptz from decision where status = 200 and $10::boolean
    on conflict do nothing
    returning 1
  ), removed as (
    delete from qna_upvotes where question_id = $9::int and voter_id = $6 and not $10::boolean
      and exists (select from decision where status = 200)
    returning 1
  ), counted as (
    update live_questions set votes = greatest(votes + case when $10::boolean then 1 else -1 end, 0)
    where id = $9::int and (exists (select from added) or exists (select from removed))
    returning votes
  ), ${claim(
    'status',
    `case status
      when 200 then jsonb_build_object('questionId', $9::int, 'up', $10::boolean,
        'votes', coalesce((select votes from counted), (select votes from question)))
      when 403 then (select body from refused)
      when 404 then jsonb_build_object('error', $11::text)
      else jsonb_build_object('error', $12::text, 'code', 'closed') end`,
  )}
  select ${KEYED_COLUMNS}, exists (select from counted) as changed`,
);

export async function keyedUpvote(
  db: Db,
  key: KeyClaim,
  b: Broadcast,
  questionId: number,
  voterId: string,
  up: boolean,
  now: Date,
): Promise<KeyedRun> {
  const [row] = await UPVOTE.run(db, [
    ...gateValues(key, b, voterId, 'voterId', now),
    b.broadcast,
    questionId,
    up,
    'Question not found',
    QUESTION_CLOSED,
  ]);
  return keyedRunOf(row as KeyedColumns);
}
