/**
 * The session rating (issue 50's rating scale) as a command of the table: `POST
 * /api/session-ratings/{eventId}` with `{ registrationId, value }`. ONE statement, with or
 * without an Idempotency-Key, like the live director's votes (live/interactionWrites.ts): the
 * registration must be one of the session's project and not unregistered (else 404: an unknown
 * session or registration alike), the rating is stored or replaces the earlier one, the
 * session's distribution after it is read in the same statement, and under a key the key is
 * stored with its answer; a repeated key finds that answer and writes nothing.
 */
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import {
  KEYED_COLUMNS,
  keyedAnswer,
  type KeyClaim,
  type KeyedColumns,
  type KeyedRun,
  keyedRunOf,
  priorCte,
} from '../db/keyedAnswers.ts';
import { preparedStatement } from '../db/prepared.ts';
import { commandHandler } from '../http/commandRoute.ts';
import { idParam } from '../http/params.ts';
import type { RateLimiter } from '../http/rateLimit.ts';

export const RATING_NOT_FOUND = 'Session or registration not found';

/**
 * $1 key, $2 fingerprint, $3 now (keyedAnswer's), $4 event, $5 registration, $6 value, $7 the
 * not-found message. The distribution is the session's rows as this statement found them, plus
 * this rating, minus the one it replaces (a statement does not see its own insert).
 */
const RATE = preparedStatement(
  'session_rating',
  `
  with ${priorCte(1)}, rater as (
    select r.project_id from registrations r join events e on e.project_id = r.project_id
    where r.id = $5 and e.id = $4 and not r.unregistered
  ), decision as (
    select case when exists (select from rater) then 200 else 404 end as status
    where not exists (select from prior)
  ), previous as (
    select value from session_ratings where event_id = $4 and registration_id = $5
  ), found as (
    select value, count(*)::int as n from session_ratings where event_id = $4 group by value
  ), counted as (
    select s.value, coalesce((select n from found where found.value = s.value), 0)
      + case when s.value = $6::int then 1 else 0 end
      - case when s.value = (select value from previous) then 1 else 0 end as n
    from generate_series(1, 5) as s(value)
  ), summary as (
    select jsonb_object_agg(value::text, n) as distribution, sum(n)::int as count,
      round(sum(value * n)::numeric / sum(n), 2)::float8 as average
    from counted
  ), ${keyedAnswer(
    'status',
    `case status
      when 200 then (select jsonb_build_object('eventId', $4::text, 'value', $6::int,
        'average', average, 'distribution', distribution, 'count', count) from summary)
      else jsonb_build_object('error', $7::text) end`,
  )}, rated as (
    -- Only under a key this statement claimed (or without a key), as the votes.
    insert into session_ratings (event_id, registration_id, project_id, value, created_at, updated_at)
    select $4, $5, (select project_id from rater), $6::int, $3::timestamptz, $3::timestamptz
    from claimed where claimed.status = 200
    on conflict (event_id, registration_id)
      do update set value = excluded.value, updated_at = excluded.updated_at
    returning 1
  )
  select ${KEYED_COLUMNS}`,
);

export async function writeSessionRating(
  db: Db,
  key: KeyClaim | undefined,
  rating: { eventId: string; registrationId: string; value: number },
  now: Date,
): Promise<KeyedRun> {
  const [row] = await RATE.run(db, [
    key?.key ?? null,
    key?.fingerprint ?? null,
    now.toISOString(),
    rating.eventId,
    rating.registrationId,
    rating.value,
    RATING_NOT_FOUND,
  ]);
  return keyedRunOf(row as KeyedColumns);
}

/** The session-rating command of the table, mounted by routes/commands.ts. */
export function sessionRatingCommand(deps: AppDeps, limiter: RateLimiter) {
  return commandHandler('sessionRating', {
    before: [limiter.perIp('session-ratings', 120)],
    prepare: (_body, c) => idParam(c, 'eventId'),
    statement: (body, eventId, claim) =>
      writeSessionRating(
        deps.db,
        claim,
        { eventId, registrationId: body.registrationId, value: body.value },
        deps.now(),
      ),
  });
}
