/**
 * Visitors' calls for questions, polls and quiz under /live-director/ (README.md in this folder):
 *   GET  /interaction/{broadcast}?voterId=      started polls, quiz (without right answers), counts, own votes
 *   POST /voter-id                              { voterId }: an id for open-registration events (voterIds.ts)
 * and the live director's commands of the table (src/contract/commands.ts), mounted here from it
 * (interactionCommands.ts): vote, quiz answer, question and upvote, each with an Idempotency-Key
 * (the app's offline outbox sends them again until answered).
 * Open to any page origin, as the library's other calls. A protected project's calls need the
 * page token (pageToken.ts); the writes need a registration of the project (voters.ts), or on an
 * open-registration event a voter id the server issued, and count against it (issue 43).
 */
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import * as v from 'valibot';
import { IDEMPOTENCY_HEADER } from '../../src/contract/idempotency.ts';
import { type InteractionOverview, VoterIdSchema } from '../../src/contract/interaction.ts';
import type { AppDeps } from '../deps.ts';
import { clientAddress } from '../http/clientIp.ts';
import { mountCommands } from '../http/commandMount.ts';
import { jsonBodiesOnly } from '../http/errors.ts';
import { createRateLimiter } from '../http/rateLimit.ts';
import type { Broadcasts } from './broadcasts.ts';
import type { LiveHubs } from './hub.ts';
import { liveCommands } from './interactionCommands.ts';
import { listItems, pollResults, publicPoll, publicQuiz, voterChoices } from './interaction.ts';
import { pageBroadcast } from './routeParams.ts';
import type { CloudPush } from './cloud/push.ts';
import type { ReactionsPush } from './reactions/push.ts';
import { issueVoterId, VOTER_IDS_PER_ADDRESS_PER_HOUR } from './voterIds.ts';

/** Issue 50: where reaction taps and words are pushed from (reactions/push.ts, cloud/push.ts). */
export interface AudiencePushes {
  reactions: ReactionsPush;
  cloud: CloudPush;
}

export function interactionRoutes(
  app: Hono,
  deps: AppDeps,
  broadcasts: Broadcasts,
  hubs: LiveHubs,
  audience: AudiencePushes,
) {
  const open = cors({
    origin: '*',
    allowMethods: ['GET', 'POST'],
    allowHeaders: ['Content-Type', IDEMPOTENCY_HEADER],
    maxAge: 600,
  });
  const limit = bodyLimit({ maxSize: 32 * 1024, onError: (c) => c.json({ error: 'The request is too large.' }, 413) });
  for (const path of ['/interaction/*', '/voter-id']) app.use(path, open);
  const limiter = createRateLimiter(deps);

  app.post('/voter-id', (c) => {
    limiter.hit(`voter-id:${clientAddress(c, deps.config.trustProxy)}`, VOTER_IDS_PER_ADDRESS_PER_HOUR, 60 * 60_000);
    c.header('Cache-Control', 'no-store');
    return c.json({ voterId: issueVoterId(deps.config) });
  });

  app.get('/interaction/:broadcast', async (c) => {
    const info = await pageBroadcast(c, deps, broadcasts);
    const voter = v.safeParse(VoterIdSchema, c.req.query('voterId'));
    // Only what the director has started (issue 43); its votes, results and own choices alike.
    const items = await listItems(deps.db, info.broadcast, 'started');
    const results = await pollResults(deps.db, info.broadcast, items.polls);
    const own = voter.success
      ? await voterChoices(deps.db, info.broadcast, voter.output, items)
      : { votes: {}, answers: {} };
    const body: InteractionOverview = {
      polls: items.polls.map(publicPoll),
      quiz: publicQuiz(items.quiz),
      results,
      ...own,
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });

  mountCommands(app, deps, ['live'], liveCommands({ deps, broadcasts, hubs, limiter, ...audience }), [
    open,
    jsonBodiesOnly(),
    limit,
  ]);
}
