/**
 * A visitor's word for the open word cloud (issue 50) as ONE statement, as the live director's
 * other writes (interactionWrites.ts): the voter check, the cloud's rules (known, open, at most
 * WORDS_PER_VOTER words per visitor; the same word again is answered again), the write and, under
 * an Idempotency-Key, the key with its answer. A new word also counts: its word's count and the
 * cloud's totals (schemaWordCloud.ts), which the push reads instead of counting. Two words of one
 * visitor at the same moment (PostgreSQL) take the same slot: one of them inserts nothing, finds
 * no word of its own in its snapshot and decides nothing; the runner runs it again and it sees
 * the other one.
 */
import { WORDS_PER_VOTER } from '../../../src/domain/wordCloud.ts';
import type { Db } from '../../db/client.ts';
import { KEYED_COLUMNS, keyedAnswer, keyedRunOf, type KeyClaim, type KeyedColumns } from '../../db/keyedAnswers.ts';
import { preparedStatement } from '../../db/prepared.ts';
import type { Broadcast } from '../broadcasts.ts';
import { gateValues, voterGate } from '../interactionWrites.ts';

export const CLOUD_NOT_FOUND = 'Word cloud not found';
export const CLOUD_CLOSED = 'The word cloud closed: words are no longer accepted.';
export const WORD_LIMIT = `You sent ${WORDS_PER_VOTER} words already.`;

/** The statement's own decisions beside HTTP statuses: both are answered 409, each with its code. */
const CLOSED = 1409;
const FULL = 2409;

/** $8 broadcast, $9 cloud, $10 the word (normalised), $11-$13 the not-found, closed and limit messages. */
const WORD = preparedStatement(
  'live_cloud_word',
  `
  with ${voterGate('voterId')}, cloud as (
    select id from live_word_clouds where broadcast = $8 and id = $9
  ), mine as (
    select slot, word from live_cloud_words where broadcast = $8 and cloud_id = $9 and voter_id = $6
  ), decision as (
    select case
      when not (select ok from voter_ok) then 403
      when not exists (select from cloud) then 404
      when not exists (select from live_controls where broadcast = $8 and active_cloud = $9) then ${CLOSED}
      when exists (select from mine where word = $10) then 200
      when (select count(*) from mine) >= ${WORDS_PER_VOTER} then ${FULL}
      else 200 end as status
    where not exists (select from prior)
  ), inserted as (
    insert into live_cloud_words (broadcast, cloud_id, voter_id, slot, word, created_at)
    select $8, $9, $6, (select coalesce(max(slot), 0) + 1 from mine), $10, $3::timestamptz
    from decision where status = 200 and not exists (select from mine where word = $10)
    on conflict do nothing
    returning slot, word
  ), counted as (
    insert into live_cloud_counts (broadcast, cloud_id, word, count)
    select $8, $9, word, 1 from inserted
    on conflict (broadcast, cloud_id, word) do update set count = live_cloud_counts.count + 1
    returning (xmax = 0) as fresh
  ), totals as (
    update live_word_clouds set words_total = words_total + 1,
      words_distinct = words_distinct + (select count(*) from counted where fresh)::int
    where broadcast = $8 and id = $9 and exists (select from counted)
  ), outcome as (
    -- Nothing inserted and the word not among this visitor's: a concurrent word took the slot; undecided.
    select case when d.status in (${CLOSED}, ${FULL}) then 409 when d.status <> 200 then d.status
        when exists (select from inserted) or exists (select from mine where word = $10) then 200
        else null end as status,
      (select coalesce(jsonb_agg(w.word order by w.slot), '[]'::jsonb)
        from (select slot, word from mine union all select slot, word from inserted) w) as words,
      d.status as decided
    from decision d
  ), ${keyedAnswer(
    'o.status',
    `case o.decided
      when 200 then jsonb_build_object('cloudId', $9::text, 'word', $10::text, 'words', o.words)
      when 403 then (select body from refused)
      when 404 then jsonb_build_object('error', $11::text)
      when ${CLOSED} then jsonb_build_object('error', $12::text, 'code', 'closed')
      else jsonb_build_object('error', $13::text, 'fields', jsonb_build_array('word'), 'code', 'word-limit') end`,
    'outcome o where o.status is not null',
  )}
  select ${KEYED_COLUMNS}`,
);

export async function writeCloudWord(
  db: Db,
  key: KeyClaim | undefined,
  b: Broadcast,
  sent: { cloudId: string; voterId: string; word: string },
  now: Date,
) {
  const [row] = await WORD.run(db, [
    ...gateValues(key, b, sent.voterId, 'voterId', now),
    b.broadcast,
    sent.cloudId,
    sent.word,
    CLOUD_NOT_FOUND,
    CLOUD_CLOSED,
    WORD_LIMIT,
  ]);
  return keyedRunOf(row as KeyedColumns);
}
