/**
 * The reaction tap and the word cloud's word as commands of the table (issue 50;
 * src/contract/commands.ts), mounted with the live director's other writes (interactionRoutes.ts).
 *
 * A tap is never stored: it is counted in memory and told to every process by the change feed
 * (push.ts). Its Idempotency-Key is remembered in this process for a while, so a repeat of the same
 * tap (a retry after a lost answer) counts once; a tap that never reached the server is not worth
 * sending later, so it never waits in the outbox (mayWaitOffline: false). Each visitor taps at most
 * REACTIONS_PER_SECOND times a second (429, which the bar takes silently).
 * A word is one keyed statement (../cloud/writes.ts), normalised first by the shared rule.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { REACTIONS_PER_SECOND } from '../../../src/contract/reactions.ts';
import { normaliseWord } from '../../../src/domain/wordCloud.ts';
import type { AppDeps } from '../../deps.ts';
import type { CommandHandlers } from '../../http/commandMount.ts';
import { commandHandler } from '../../http/commandRoute.ts';
import { ApiError } from '../../http/errors.ts';
import type { RateLimiter } from '../../http/rateLimit.ts';
import type { Broadcast, Broadcasts } from '../broadcasts.ts';
import type { CloudPush } from '../cloud/push.ts';
import { wordRefusalMessage } from '../cloud/messages.ts';
import { writeCloudWord } from '../cloud/writes.ts';
import type { LiveHubs } from '../hub.ts';
import { requirePageToken } from '../pageToken.ts';
import { keyParam, knownBroadcast } from '../routeParams.ts';
import { requireKnownVoter } from '../voterIds.ts';
import { countVoterWrite, isActiveRegistration, notRegistered } from '../voters.ts';
import type { ReactionsPush } from './push.ts';

/** Keys of taps remembered per process (the oldest are forgotten first): a retry comes within seconds. */
const REMEMBERED_TAPS = 50_000;
/** A registration found active is not looked up again for this long: taps come several a second. */
const KNOWN_VOTER_MS = 10 * 60_000;
const KNOWN_VOTERS = 50_000;

const CloudIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(100), v.regex(/^[A-Za-z0-9_.-]+$/));
const OK = { ok: true as const };

export interface AudienceParts {
  deps: AppDeps;
  broadcasts: Broadcasts;
  hubs: LiveHubs;
  limiter: RateLimiter;
  reactions: ReactionsPush;
  cloud: CloudPush;
}

export function audienceCommands(parts: AudienceParts): Pick<CommandHandlers<'live'>, 'reaction' | 'cloudWord'> {
  const { deps, broadcasts, hubs, limiter, reactions, cloud } = parts;
  const taps = new Map<string, string>();
  const knownVoters = new Map<string, number>();

  /** A tap's voter: an issued id or a registration of the project, checked once in a while, not per tap. */
  async function requireTapper(info: Broadcast, voterId: string) {
    const known = `${info.projectId}:${voterId}`;
    const until = knownVoters.get(known);
    if (until !== undefined && until > deps.now().getTime()) return;
    if (info.openRegistration) await requireKnownVoter(deps, info, voterId, 'voterId');
    else if (!(await isActiveRegistration(deps, info.projectId, voterId))) throw notRegistered('voterId');
    if (knownVoters.size >= KNOWN_VOTERS) knownVoters.clear();
    knownVoters.set(known, deps.now().getTime() + KNOWN_VOTER_MS);
  }

  const remember = (key: string, fingerprint: string) => {
    if (taps.size >= REMEMBERED_TAPS) taps.delete(taps.keys().next().value as string);
    taps.set(key, fingerprint);
  };

  return {
    reaction: commandHandler('reaction', {
      prepare: async (body, c: Context) => {
        const info = await knownBroadcast(broadcasts, keyParam(c, 'broadcast'));
        requirePageToken(c, deps.config, info, deps.now(), body.pageToken);
        limiter.hit(`reaction:${info.projectId}:${body.voterId}`, REACTIONS_PER_SECOND, 1000);
        await requireTapper(info, body.voterId);
        if (!(await hubs.snapshot(info)).reactions)
          throw new ApiError(409, 'Reactions are switched off.', { code: 'closed' });
        return info;
      },
      // In memory only: a known key is answered as the first time, and counts no second tap.
      statement: async (_body, _info, claim) => {
        const prior = claim && taps.get(claim.key);
        if (claim && prior !== undefined) return { prior: { status: 200, body: OK, fingerprint: prior } };
        if (claim) remember(claim.key, claim.fingerprint);
        return { answer: { status: 200, body: OK } };
      },
      committed: (_answer, body, info) => reactions.tap(info.broadcast, body.reaction),
    }),

    cloudWord: commandHandler('cloudWord', {
      prepare: async (body, c: Context) => {
        const info = await knownBroadcast(broadcasts, keyParam(c, 'broadcast'));
        requirePageToken(c, deps.config, info, deps.now(), body.pageToken);
        countVoterWrite(c, deps, limiter, info, body.voterId);
        await requireKnownVoter(deps, info, body.voterId, 'voterId');
        const cloudId = v.safeParse(CloudIdSchema, c.req.param('cloudId'));
        if (!cloudId.success) throw new ApiError(400, 'Invalid cloudId', { fields: ['cloudId'] });
        const word = normaliseWord(body.word, body.lang);
        if (!word.ok)
          throw new ApiError(400, wordRefusalMessage(word.reason, body.lang), { fields: ['word'], code: word.reason });
        return { info, cloudId: cloudId.output, word: word.word };
      },
      statement: (body, { info, cloudId, word }, claim) =>
        writeCloudWord(deps.db, claim, info, { cloudId, voterId: body.voterId, word }, deps.now()),
      committed: (_answer, _body, { info }) => cloud.publish(info.broadcast),
    }),
  };
}
