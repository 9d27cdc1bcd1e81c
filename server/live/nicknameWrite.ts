/**
 * A visitor's quiz nickname (issue 50), ONE statement like the votes (interactionWrites.ts): the
 * voter check, the nickname stored or replaced (null: removed, anonymous again) and, under an
 * Idempotency-Key, the key with its answer; a repeated key finds that answer and writes nothing.
 */
import {
  KEYED_COLUMNS,
  keyedAnswer,
  keyedRunOf,
  type KeyClaim,
  type KeyedColumns,
  type KeyedRun,
} from '../db/keyedAnswers.ts';
import type { Db } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
import type { Broadcast } from './broadcasts.ts';
import { gateValues, voterGate } from './interactionWrites.ts';

/** $8 broadcast, $9 the nickname (null: none). */
const NICKNAME = preparedStatement(
  'live_nickname',
  `
  with ${voterGate('voterId')}, decision as (
    select case when (select ok from voter_ok) then 200 else 403 end as status
    where not exists (select from prior)
  ), ${keyedAnswer(
    'status',
    `case status when 200 then jsonb_build_object('nickname', $9::text) else (select body from refused) end`,
  )}, named as (
    -- Only under a key this statement claimed (or without a key), as the votes.
    insert into live_nicknames (broadcast, voter_id, nickname, updated_at)
    select $8, $6, $9, $3::timestamptz from claimed where claimed.status = 200 and $9::text is not null
    on conflict (broadcast, voter_id) do update set nickname = excluded.nickname, updated_at = excluded.updated_at
    returning 1
  ), unnamed as (
    delete from live_nicknames where broadcast = $8 and voter_id = $6 and $9::text is null
      and exists (select from claimed where claimed.status = 200)
    returning 1
  )
  select ${KEYED_COLUMNS}`,
);

export async function writeNickname(
  db: Db,
  key: KeyClaim | undefined,
  b: Broadcast,
  named: { voterId: string; nickname: string | null },
  now: Date,
): Promise<KeyedRun> {
  const [row] = await NICKNAME.run(db, [
    ...gateValues(key, b, named.voterId, 'voterId', now),
    b.broadcast,
    named.nickname,
  ]);
  return keyedRunOf(row as KeyedColumns);
}
