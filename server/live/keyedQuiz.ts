/**
 * A keyed quiz answer as ONE statement, one run of the group commit (as keyedInteraction.ts does
 * for votes): the voter check, the rules of interaction.ts answerQuiz (question known, option of
 * the question, question active, the first answer stays: the same again is answered again,
 * another one is `409 already-answered` with the first), the write and the key with its answer.
 * PGlite only: on PostgreSQL two answers of one voter at the same moment under two keys could both
 * be told they counted, so there the key's transaction runs answerQuiz.
 */
import type { Db } from '../db/client.ts';
import { KEYED_COLUMNS, keyedRunOf, type KeyClaim, type KeyedColumns, type KeyedRun } from '../db/keyedAnswers.ts';
import { preparedStatement } from '../db/prepared.ts';
import type { Broadcast } from './broadcasts.ts';
import { ALREADY_ANSWERED, CLOSED_MESSAGES, OPTION_UNKNOWN, QUIZ_NOT_FOUND } from './interaction.ts';
import { claim, gateValues, voterGate } from './keyedInteraction.ts';

/** $8 question, $9 option, $10 broadcast, $11-$14 the not-found, unknown-option, closed and already-answered messages. */
const ANSWER = preparedStatement('keyed_quiz_answer', `
  with ${voterGate('voterId')}, item as (
    select options, right_option from live_polls where broadcast = $10 and id = $8 and kind = 'quiz'
  ), first as (
    select option_id, correct from live_votes where broadcast = $10 and item_id = $8 and voter_id = $6
  ), decision as (
    select case
      when not (select ok from voter_ok) then 403
      when not exists (select from item) then 404
      when not exists (select from item, jsonb_array_elements(item.options) o where o->>'id' = $9) then 400
      when not exists (select from live_controls where broadcast = $10 and active_quiz = $8) then 409
      when exists (select from first where option_id <> $9) then 409
      else 200 end as status,
      exists (select from live_controls where broadcast = $10 and active_quiz = $8) as active
    where not exists (select from prior)
  ), ${claim('status', `case
      when status = 200 then jsonb_build_object('questionId', $8::text, 'optionId', $9::text,
        'correct', coalesce((select correct from first), (select right_option from item) = $9, false))
      when status = 403 then (select body from refused)
      when status = 404 then jsonb_build_object('error', $11::text)
      when status = 400 then jsonb_build_object('error', $12::text, 'fields', jsonb_build_array('optionId'))
      when not active then jsonb_build_object('error', $13::text, 'code', 'closed')
      else jsonb_build_object('error', $14::text, 'code', 'already-answered', 'outcome', (select jsonb_build_object(
        'questionId', $8::text, 'optionId', option_id, 'correct', coalesce(correct, false)) from first)) end`)}, answered as (
    insert into live_votes (broadcast, item_id, voter_id, option_id, correct, updated_at)
    select $10, $8, $6, $9, coalesce((select right_option from item) = $9, false), $3::timestamptz from claimed where claimed.status = 200
    on conflict do nothing
    returning 1
  )
  select ${KEYED_COLUMNS}, (select count(*) from answered) as answered`);

export async function keyedQuizAnswer(db: Db, key: KeyClaim, b: Broadcast, questionId: string, voterId: string, optionId: string, now: Date): Promise<KeyedRun> {
  const [row] = await ANSWER.run(db, [...gateValues(key, b, voterId, 'voterId', now), questionId, optionId, b.broadcast,
    QUIZ_NOT_FOUND, OPTION_UNKNOWN, CLOSED_MESSAGES.quiz, ALREADY_ANSWERED]);
  return keyedRunOf(row as KeyedColumns);
}
