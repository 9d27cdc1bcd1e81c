/**
 * A keyed vote or question (the app's outbox sends each with an Idempotency-Key) as ONE statement,
 * one run of the group commit (db/prepared.ts, db/keyedAnswers.ts): the voter check of voters.ts,
 * the rules of interaction.ts (poll known, option of the poll, poll active), the write, the poll's
 * counts after it, and the key with its answer. A repeated key finds its stored answer and does
 * nothing. Used on PGlite itself; elsewhere interaction.ts runs in the key's transaction
 * (http/idempotency.ts), with the same rules and the same answers.
 */
import { isValidRegistrationId, OPEN_REGISTRATION_ID } from '../../src/domain/ids.ts';
import type { QuestionFields } from '../../src/domain/question.ts';
import { KEYED_COLUMNS, keyedRunOf, priorCte, type KeyClaim, type KeyedColumns, type KeyedRun } from '../db/keyedAnswers.ts';
import type { Db } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
import type { AskedAs } from '../qna/rules.ts';
import type { Broadcast } from './broadcasts.ts';
import { CLOSED_MESSAGES, OPTION_UNKNOWN, POLL_NOT_FOUND } from './interaction.ts';
import { NOT_REGISTERED, notRegistered } from './voters.ts';

/**
 * $1 key, $2 fingerprint, $3 now, $4 project, $5 whether the voter must be a registration
 * ($6 the voter id), then the statement's own. `decision` is the answer's status, or no row
 * when the key is known.
 */
export const voterGate = (field: string) => `${priorCte(1)}, voter_ok as (
    select not $5::boolean or exists (select from registrations where id = $6 and project_id = $4 and not unregistered) as ok
  ), refused as (
    select jsonb_build_object('error', $7::text, 'fields', jsonb_build_array('${field}'), 'code', 'not-registered') as body
  )`;

export const claim = (status: string, body: string) => `claimed as (
    insert into idempotency_keys (key, fingerprint, status, body, created_at)
    select $1, $2, ${status}, ${body}, $3::timestamptz from decision
    on conflict do nothing
    returning status, body
  )`;

/** $8 poll, $9 option, $10 broadcast, $11-$13 the not-found, unknown-option and closed messages. */
const VOTE = preparedStatement('keyed_vote', `
  with ${voterGate('voterId')}, item as (
    select options from live_polls where broadcast = $10 and id = $8 and kind = 'poll'
  ), decision as (
    select case
      when not (select ok from voter_ok) then 403
      when not exists (select from item) then 404
      when not exists (select from item, jsonb_array_elements(item.options) o where o->>'id' = $9) then 400
      when not exists (select from live_controls where broadcast = $10 and active_poll = $8) then 409
      else 200 end as status
    where not exists (select from prior)
  ), voted as (
    insert into live_votes (broadcast, item_id, voter_id, option_id, updated_at)
    select $10, $8, $6, $9, $3::timestamptz from decision where status = 200
    on conflict (broadcast, item_id, voter_id) do update set option_id = excluded.option_id, updated_at = excluded.updated_at
    returning 1
  ), others as (
    select option_id, count(*)::int as n from live_votes where broadcast = $10 and item_id = $8 and voter_id <> $6 group by option_id
  ), results as (
    select jsonb_object_agg(o->>'id', coalesce(others.n, 0) + case when o->>'id' = $9 then 1 else 0 end) as counts
    from item cross join lateral jsonb_array_elements(item.options) o left join others on others.option_id = o->>'id'
  ), ${claim('status', `case status
      when 200 then jsonb_build_object('pollId', $8::text, 'optionId', $9::text, 'results', (select counts from results))
      when 403 then (select body from refused)
      when 404 then jsonb_build_object('error', $11::text)
      when 400 then jsonb_build_object('error', $12::text, 'fields', jsonb_build_array('optionId'))
      else jsonb_build_object('error', $13::text, 'code', 'closed') end`)}
  select ${KEYED_COLUMNS}, exists (select from voted) as voted`);

/** $8 broadcast, $9 event, $10 registration, $11-$14 name, e-mail, type, message, $16-$18 the Q&A status, anonymity and voter (server/qna/rules.ts). */
const QUESTION = preparedStatement('keyed_question', `
  with ${voterGate('registrationId')}, decision as (
    select case when (select ok from voter_ok) then 201 else 403 end as status
    where not exists (select from prior)
  ), asked as (
    insert into live_questions (broadcast, event_id, registration_id, name, email, type, message, received_at, status, anonymous, voter_id)
    select $8, $9, $10, $11, $12, $13, $14, $3::timestamptz, $16, $17, $18 from decision where status = 201
  ), ${claim('status', `case status when 201 then jsonb_build_object('ok', true, 'receivedAt', $15::text)
      else (select body from refused) end`)}
  select ${KEYED_COLUMNS}`);

/** What the statement knows of the voter check; an id that can be no registration is refused at once. */
export function gateValues(key: KeyClaim, b: Broadcast, voterId: string | null | undefined, field: string, now: Date) {
  if (!b.openRegistration && (!isValidRegistrationId(voterId) || voterId === OPEN_REGISTRATION_ID)) throw notRegistered(field);
  return [key.key, key.fingerprint, now.toISOString(), b.projectId, !b.openRegistration, voterId ?? '', NOT_REGISTERED];
}

/** The vote's outcome; `voted` when a vote was stored (the results changed). */
export async function keyedVote(
  db: Db, key: KeyClaim, b: Broadcast, pollId: string, voterId: string, optionId: string, now: Date,
): Promise<{ run: KeyedRun; voted: boolean }> {
  const [row] = await VOTE.run(db, [...gateValues(key, b, voterId, 'voterId', now), pollId, optionId, b.broadcast,
    POLL_NOT_FOUND, OPTION_UNKNOWN, CLOSED_MESSAGES.poll]);
  return { run: keyedRunOf(row as KeyedColumns), voted: (row as { voted?: boolean } | undefined)?.voted === true };
}

export async function keyedQuestion(
  db: Db, key: KeyClaim, b: Broadcast, fields: QuestionFields, registrationId: string | null, now: Date, asked: AskedAs,
): Promise<KeyedRun> {
  const [row] = await QUESTION.run(db, [...gateValues(key, b, registrationId, 'registrationId', now), b.broadcast, b.eventId, registrationId,
    fields.name, fields.email, fields.type, fields.message, now.toISOString(), asked.status, asked.anonymous, asked.voterId]);
  return keyedRunOf(row as KeyedColumns);
}
