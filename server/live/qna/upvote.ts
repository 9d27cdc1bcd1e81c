/**
 * A visitor's upvote (issue 35) as a command of the table: checked before the key (page token,
 * rate limits, the voter id on open events, at most UPVOTES_PER_ADDRESS_PER_QUESTION upvotes of
 * one address on a question), then ONE statement, with or without an Idempotency-Key, like the
 * votes of live/interactionWrites.ts: the voter check, the question listed (404) and not answered
 * for an upvote (409), the upvote row set or taken back, the kept count moved only when the row
 * changed, and the key with its answer. `up` is the wanted state: a repeat changes nothing.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import {
  KEYED_COLUMNS,
  keyedAnswer,
  type KeyClaim,
  type KeyedColumns,
  type KeyedRun,
  keyedRunOf,
} from '../../db/keyedAnswers.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { clientAddress } from '../../http/clientIp.ts';
import { commandHandler } from '../../http/commandRoute.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import type { RateLimiter } from '../../http/rateLimit.ts';
import type { Broadcast, Broadcasts } from '../broadcasts.ts';
import { gateValues, voterGate } from '../interactionWrites.ts';
import { requirePageToken } from '../pageToken.ts';
import { keyParam } from '../routeParams.ts';
import { requireKnownVoter } from '../voterIds.ts';
import { countVoterWrite, UPVOTES_PER_ADDRESS_PER_QUESTION } from '../voters.ts';

const QUESTION_CLOSED = 'This question was answered: upvotes are closed.';
/** The upvote cap per address holds over a live session (a window of this length, in memory). */
const UPVOTE_CAP_WINDOW_MS = 6 * 60 * 60_000;
export const QuestionIdSchema = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number), v.minValue(1));

/** $8 broadcast, $9 question id, $10 up, $11 the not-found message, $12 the closed one. */
const UPVOTE = preparedStatement(
  'qna_upvote',
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
  ), ${keyedAnswer(
    'status',
    `case status
      when 200 then jsonb_build_object('questionId', $9::int, 'up', $10::boolean,
        'votes', coalesce((select votes from counted), (select votes from question)))
      when 403 then (select body from refused)
      when 404 then jsonb_build_object('error', $11::text)
      else jsonb_build_object('error', $12::text, 'code', 'closed') end`,
  )}
  select ${KEYED_COLUMNS}`,
);

async function writeUpvote(
  db: Db,
  key: KeyClaim | undefined,
  b: Broadcast,
  vote: { questionId: number; voterId: string; up: boolean },
  now: Date,
): Promise<KeyedRun> {
  const [row] = await UPVOTE.run(db, [
    ...gateValues(key, b, vote.voterId, 'voterId', now),
    b.broadcast,
    vote.questionId,
    vote.up,
    'Question not found',
    QUESTION_CLOSED,
  ]);
  return keyedRunOf(row as KeyedColumns);
}

function questionIdOf(c: Context): number {
  const parsed = v.safeParse(QuestionIdSchema, c.req.param('questionId'));
  if (!parsed.success) throw new ApiError(400, 'Invalid questionId', { fields: ['questionId'] });
  return parsed.output;
}

export function upvoteCommand(deps: AppDeps, broadcasts: Broadcasts, limiter: RateLimiter) {
  return commandHandler('upvote', {
    prepare: async (body, c) => {
      const info = await broadcasts.byBroadcast(keyParam(c, 'broadcast'));
      if (!info) throw notFound('Broadcast');
      const questionId = questionIdOf(c);
      requirePageToken(c, deps.config, info, deps.now(), body.pageToken);
      countVoterWrite(c, deps, limiter, info, body.voterId);
      await requireKnownVoter(deps, info, body.voterId, 'voterId');
      if (info.questionsMode === 'private') throw notFound('Question');
      // Many voter ids from one address count as one crowd at most (issue 43); taking one back is free.
      if (body.up)
        limiter.hit(
          `upvote-address:${clientAddress(c, deps.config.trustProxy)}:${info.broadcast}:${questionId}`,
          UPVOTES_PER_ADDRESS_PER_QUESTION,
          UPVOTE_CAP_WINDOW_MS,
        );
      return { info, questionId };
    },
    statement: (body, { info, questionId }, claim) =>
      writeUpvote(deps.db, claim, info, { questionId, voterId: body.voterId, up: body.up }, deps.now()),
    committed: (answer, _body, { info }) => {
      // Every process with streams of the broadcast pushes the list again (qna/push.ts).
      if (answer.status === 200) deps.feed.publish({ kind: 'qna', broadcast: info.broadcast });
    },
  });
}
