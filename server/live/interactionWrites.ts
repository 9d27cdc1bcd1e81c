/**
 * The live director's writes, each ONE statement (issue 46: one writer per write): a vote, a quiz
 * answer and a question, with the voter check of voters.ts, the rules of the item (poll known,
 * option of the poll, poll active; one answer per quiz question), the write, the poll's counts
 * after it (from the counter rows, never a count over the votes) and, under an Idempotency-Key,
 * the key with its answer. A repeated key finds its stored answer and does nothing. Without a key
 * the same statement runs and stores no key (db/keyedAnswers.ts keyedAnswer). On PGlite it is one run of the
 * group commit (db/prepared.ts); on PostgreSQL one statement instead of a transaction of eight
 * round trips holding the counter row. Writes that must not happen twice happen only under a key
 * the statement claimed; on PostgreSQL a second request with the same key at the same moment
 * waits for the first one's key, claims nothing, writes nothing and answers undefined, and the
 * command runner (http/commandRoute.ts) runs it again to find the stored answer.
 */
import { isValidRegistrationId, OPEN_REGISTRATION_ID } from '../../src/domain/ids.ts';
import { QUIZ_POINTS, SPEED_STEP, SPEED_WINDOW_MS } from '../../src/domain/leaderboard.ts';
import type { QuestionFields } from '../../src/domain/question.ts';
import {
  KEYED_COLUMNS,
  keyedAnswer,
  keyedRunOf,
  priorCte,
  type KeyClaim,
  type KeyedColumns,
  type KeyedRun,
} from '../db/keyedAnswers.ts';
import type { Db } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
import type { AskedAs } from './qna/rules.ts';
import type { Broadcast } from './broadcasts.ts';
import { ALREADY_ANSWERED, CLOSED_MESSAGES, OPTION_UNKNOWN, POLL_NOT_FOUND, QUIZ_NOT_FOUND } from './interaction.ts';
import { NOT_REGISTERED, notRegistered } from './voters.ts';

/**
 * $1 key, $2 fingerprint, $3 now, $4 project, $5 whether the voter must be a registration
 * ($6 the voter id), then the statement's own. `decision` is the answer's status, or no row
 * when the key is known.
 */
export const voterGate = (field: string) => `${priorCte(1)}, voter_ok as (
    select not $5::boolean
      or exists (select from registrations where id = $6 and project_id = $4 and not unregistered) as ok
  ), refused as (
    select jsonb_build_object('error', $7::text, 'fields', jsonb_build_array('${field}'), 'code', 'not-registered')
      as body
  )`;

/** $8 poll, $9 option, $10 broadcast, $11-$13 the not-found, unknown-option and closed messages. */
const VOTE = preparedStatement(
  'live_vote',
  `
  with ${voterGate('voterId')}, item as (
    select options, settings->>'showResults' = 'onReveal' and revealed_at is null as hidden
    from live_polls where broadcast = $10 and id = $8 and kind = 'poll'
  ), decision as (
    select case
      when not (select ok from voter_ok) then 403
      when not exists (select from item) then 404
      when not exists (select from item, jsonb_array_elements(item.options) o where o->>'id' = $9) then 400
      when not exists (select from live_controls where broadcast = $10 and active_poll = $8) then 409
      else 200 end as status
    where not exists (select from prior)
  ), previous as (
    select option_id from live_votes where broadcast = $10 and item_id = $8 and voter_id = $6
  ), results as (
    -- The counter rows as this statement found them, plus this vote (minus the one it replaces).
    select jsonb_object_agg(o->>'id',
      (select coalesce(sum(c.n), 0)::int from live_poll_counts c
        where c.broadcast = $10 and c.item_id = $8 and c.option_id = o->>'id')
      + case when o->>'id' = $9 then 1 else 0 end
      - case when o->>'id' = (select option_id from previous) then 1 else 0 end) as counts
    from item cross join lateral jsonb_array_elements(item.options) o
  ), ${keyedAnswer(
    'status',
    `case status
      when 200 then
        -- A poll waiting for its reveal (issue 50): its counts are in no visitor's answer.
        jsonb_build_object('pollId', $8::text, 'optionId', $9::text, 'results',
          case when (select hidden from item) then '{}'::jsonb else (select counts from results) end)
      when 403 then (select body from refused)
      when 404 then jsonb_build_object('error', $11::text)
      when 400 then jsonb_build_object('error', $12::text, 'fields', jsonb_build_array('optionId'))
      else jsonb_build_object('error', $13::text, 'code', 'closed') end`,
  )}, voted as (
    -- Only under a key this statement claimed (or without a key): on PostgreSQL a second request
    -- with the same key at the same moment waits for the first one's key, claims nothing, writes nothing.
    insert into live_votes (broadcast, item_id, voter_id, option_id, updated_at)
    select $10, $8, $6, $9, $3::timestamptz from claimed where claimed.status = 200
    on conflict (broadcast, item_id, voter_id)
      do update set option_id = excluded.option_id, updated_at = excluded.updated_at
    returning 1
  )
  select ${KEYED_COLUMNS}`,
);

/**
 * $8 question, $9 option, $10 broadcast, $11-$14 the not-found, unknown-option, closed and
 * already-answered messages, $15-$17 the points of a right answer, the speed window (ms) and the
 * speed step (issue 50, domain/leaderboard.ts quizPoints: the same rule). One answer per voter: a
 * repeat of the same option is answered with the first outcome, another option is a 409 that carries it.
 */
const QUIZ = preparedStatement(
  'live_quiz_answer',
  `
  with ${voterGate('voterId')}, item as (
    select options, right_option, coalesce((settings->>'speed')::boolean, false) as speed,
      greatest(0, extract(epoch from ($3::timestamptz - started_at)) * 1000) as elapsed
    from live_polls where broadcast = $10 and id = $8 and kind = 'quiz'
  ), right_one as (
    select coalesce((select right_option from item) = $9, false) as correct
  ), decision as (
    select case
      when not (select ok from voter_ok) then 403
      when not exists (select from item) then 404
      when not exists (select from item, jsonb_array_elements(item.options) o where o->>'id' = $9) then 400
      when not exists (select from live_controls where broadcast = $10 and active_quiz = $8) then 409
      else 200 end as status
    where not exists (select from prior)
  ), answered as (
    insert into live_votes (broadcast, item_id, voter_id, option_id, correct, points, updated_at)
    select $10, $8, $6, $9, (select correct from right_one),
      case when not (select correct from right_one) then 0
        when not (select speed from item) then $15::int
        else $15::int / 2 + (floor(greatest(0, 1 - coalesce((select elapsed from item), 0) / $16::float8)
          * ($15::int / 2) / $17::int) * $17::int)::int end,
      $3::timestamptz
    from decision where status = 200
    on conflict do nothing
    returning option_id, correct, points
  ), earlier as (
    select option_id, coalesce(correct, false) as correct, points from live_votes
    where broadcast = $10 and item_id = $8 and voter_id = $6
  ), outcome as (
    -- No row of this voter in the statement's snapshot though the insert found one: a concurrent
    -- answer (PostgreSQL) committed meanwhile; undecided (null): the runner runs it again and sees it.
    select case when d.status <> 200 then d.status when exists (select from answered) then 200
        when not exists (select from earlier) then null
        when (select option_id from earlier) = $9 then 200 else 409 end as status,
      jsonb_strip_nulls(jsonb_build_object('questionId', $8::text,
        'optionId', coalesce((select option_id from answered), (select option_id from earlier)),
        'correct', coalesce((select correct from answered), (select correct from earlier)),
        'rightOptionId', (select right_option from item),
        'points', coalesce((select points from answered), (select points from earlier)))) as body,
      d.status as decided
    from decision d
  ), ${keyedAnswer(
    'o.status',
    `case
      when o.decided = 403 then (select body from refused)
      when o.decided = 404 then jsonb_build_object('error', $11::text)
      when o.decided = 400 then jsonb_build_object('error', $12::text, 'fields', jsonb_build_array('optionId'))
      when o.decided = 409 then jsonb_build_object('error', $13::text, 'code', 'closed')
      when o.status = 409 then jsonb_build_object('error', $14::text, 'code', 'already-answered', 'outcome', o.body)
      else o.body end`,
    'outcome o where o.status is not null',
  )}
  select ${KEYED_COLUMNS}`,
);

/**
 * $8 broadcast, $9 event, $10 registration, $11-$14 name, e-mail, type, message, $15 the time
 * answered, $16-$18 the Q&A status, anonymity and voter (server/live/qna/rules.ts).
 */
const QUESTION = preparedStatement(
  'live_question',
  `
  with ${voterGate('registrationId')}, decision as (
    select case when (select ok from voter_ok) then 201 else 403 end as status
    where not exists (select from prior)
  ), ${keyedAnswer(
    'status',
    `case status when 201 then jsonb_build_object('ok', true, 'receivedAt', $15::text)
      else (select body from refused) end`,
  )}, asked as (
    insert into live_questions
      (broadcast, event_id, registration_id, name, email, type, message, received_at, status, anonymous, voter_id)
    select $8, $9, $10, $11, $12, $13, $14, $3::timestamptz, $16, $17, $18 from claimed where claimed.status = 201
    returning 1
  )
  select ${KEYED_COLUMNS}`,
);

/**
 * The values of voterGate: the key (null without one), the voter check; an id that can be no
 * registration is refused at once.
 */
export function gateValues(
  key: KeyClaim | undefined,
  b: Broadcast,
  voterId: string | null | undefined,
  field: string,
  now: Date,
) {
  if (!b.openRegistration && (!isValidRegistrationId(voterId) || voterId === OPEN_REGISTRATION_ID))
    throw notRegistered(field);
  const voterCheck = [b.projectId, !b.openRegistration, voterId ?? '', NOT_REGISTERED];
  return [key?.key ?? null, key?.fingerprint ?? null, now.toISOString(), ...voterCheck];
}

/** What a voter sends to a poll or a quiz question. */
interface VoterChoice {
  itemId: string;
  voterId: string;
  optionId: string;
}

/** The vote (stored or replacing the voter's earlier one) with the poll's counts after it, or its refusal. */
export async function writeVote(db: Db, key: KeyClaim | undefined, b: Broadcast, choice: VoterChoice, now: Date) {
  const [row] = await VOTE.run(db, [
    ...gateValues(key, b, choice.voterId, 'voterId', now),
    choice.itemId,
    choice.optionId,
    b.broadcast,
    POLL_NOT_FOUND,
    OPTION_UNKNOWN,
    CLOSED_MESSAGES.poll,
  ]);
  return keyedRunOf(row as KeyedColumns);
}

/** A quiz answer's outcome: right or wrong, once per voter. */
export async function writeQuizAnswer(
  db: Db,
  key: KeyClaim | undefined,
  b: Broadcast,
  choice: VoterChoice,
  now: Date,
): Promise<KeyedRun> {
  const [row] = await QUIZ.run(db, [
    ...gateValues(key, b, choice.voterId, 'voterId', now),
    choice.itemId,
    choice.optionId,
    b.broadcast,
    QUIZ_NOT_FOUND,
    OPTION_UNKNOWN,
    CLOSED_MESSAGES.quiz,
    ALREADY_ANSWERED,
    QUIZ_POINTS,
    SPEED_WINDOW_MS,
    SPEED_STEP,
  ]);
  return keyedRunOf(row as KeyedColumns);
}

/** A question as asked (its fields checked by the route), by `registrationId` when the project has them. */
export async function writeQuestion(
  db: Db,
  key: KeyClaim | undefined,
  b: Broadcast,
  question: { fields: QuestionFields; registrationId: string | null; asked: AskedAs },
  now: Date,
): Promise<KeyedRun> {
  const { fields, registrationId, asked } = question;
  const [row] = await QUESTION.run(db, [
    ...gateValues(key, b, registrationId, 'registrationId', now),
    b.broadcast,
    b.eventId,
    registrationId,
    fields.name,
    fields.email,
    fields.type,
    fields.message,
    now.toISOString(),
    asked.status,
    asked.anonymous,
    asked.voterId,
  ]);
  return keyedRunOf(row as KeyedColumns);
}
