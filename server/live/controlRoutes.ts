/**
 * The organiser's control API under /live-director/control/{eventId} (README.md in this folder,
 * Organiser side): the state with the questions, polls, quiz and counts; a patch of the state;
 * an older page of questions; and two QA calls (end the streams, forget the one-browser claims).
 * Every call needs the control token.
 */
import { type Context, Hono } from 'hono';
import type { LiveState } from '../../src/contract/live.ts';
import { LiveControlPatchSchema } from '../../src/contract/live.ts';
import { knows } from '../../src/domain/poll.ts';
import type { AppDeps } from '../deps.ts';
import { clientAddress } from '../http/clientIp.ts';
import { ApiError, jsonBody, notFound } from '../http/errors.ts';
import { idParam } from '../http/params.ts';
import { createRateLimiter } from '../http/rateLimit.ts';
import { notifierFor } from '../push/notifier.ts';
import { withActiveItems } from './activeItems.ts';
import type { Broadcast, Broadcasts } from './broadcasts.ts';
import { openCloud } from './cloud/store.ts';
import { applyPatch, effectiveState } from './controlState.ts';
import type { CheckInCountsReader } from './directorCheckIns.ts';
import type { LiveHubs } from './hub.ts';
import { readLeaderboard, stoppedQuestions } from './leaderboard.ts';
import { listItems, parseQuestionCursor, pollResults, questionCount, receivedQuestions } from './interaction.ts';
import { bearerMatches } from './secrets.ts';
import { releaseAll } from './sessions.ts';

/** Throws 401 unless the request carries the control token; wrong tokens count against the address. */
export type ControlAuthorisation = (c: Context) => void;

export function controlAuthorisation(deps: AppDeps, controlToken: string): ControlAuthorisation {
  const limiter = createRateLimiter(deps);
  return (c) => {
    if (bearerMatches(c.req.header('Authorization'), controlToken)) return;
    // Guessing tokens: 30 wrong ones a minute per address, then 429.
    limiter.hit(`live-control:${clientAddress(c, deps.config.trustProxy)}`, 30);
    c.header('WWW-Authenticate', 'Bearer realm="live-director"');
    throw new ApiError(401, 'A valid control token is required (Authorization: Bearer <LIVE_CONTROL_TOKEN>).');
  };
}

interface ControlRouteParts {
  deps: AppDeps;
  broadcasts: Broadcasts;
  hubs: LiveHubs;
  authorised: ControlAuthorisation;
  /** The door's counts of the broadcast's project (issue 49), for the console. */
  checkInCounts?: CheckInCountsReader;
}

/** Mounted at /live-director/control. */
export function controlRoutes({ deps, broadcasts, hubs, authorised, checkInCounts }: ControlRouteParts): Hono {
  const app = new Hono();
  /** The event of the path, once the token is checked. */
  const authorisedEvent = async (c: Context) => {
    authorised(c);
    return (
      (await broadcasts.byEvent(idParam(c, 'eventId'))) ??
      (() => {
        throw notFound('Event');
      })()
    );
  };

  /**
   * The organiser's view: the state plus received questions, polls and quiz (with right answers),
   * live counts, and the door's counts of a project with seats on site (`checkIns`, else null).
   */
  async function controlView(info: Broadcast, state: LiveState) {
    const [items, { questions, next }, total, checkIns] = await Promise.all([
      listItems(deps.db, info.broadcast, 'all'),
      receivedQuestions(deps.db, info.broadcast),
      questionCount(deps.db, info.broadcast),
      checkInCounts ? checkInCounts(info.projectId) : null,
    ]);
    return {
      eventId: info.eventId,
      broadcast: info.broadcast,
      ...state,
      questions,
      nextQuestions: next,
      questionCount: total,
      polls: items.polls,
      quiz: items.quiz,
      // The director sees every count, revealed or not (issue 50).
      results: await pollResults(deps.db, info.broadcast, items.polls, 'withHidden'),
      leaderboard: await readLeaderboard(deps.db, info.broadcast, stoppedQuestions(items, state.activeQuiz)),
      checkIns,
    };
  }

  app.get('/:eventId', async (c) => {
    const info = await authorisedEvent(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await controlView(info, await hubs.snapshot(info)));
  });

  /** An older page of questions: `?before=` the cursor a page ended with. */
  app.get('/:eventId/questions', async (c) => {
    const info = await authorisedEvent(c);
    const page = await receivedQuestions(deps.db, info.broadcast, parseQuestionCursor(c.req.query('before')));
    c.header('Cache-Control', 'no-store');
    return c.json({ questions: page.questions, nextQuestions: page.next });
  });

  app.post('/:eventId', async (c) => {
    const info = await authorisedEvent(c);
    const patch = await jsonBody(c, LiveControlPatchSchema);
    // Only a poll or quiz question this broadcast holds can be started.
    const items = await listItems(deps.db, info.broadcast, 'all');
    const unknown = [
      !knows(items.polls, patch.activePoll) && 'activePoll',
      !knows(items.quiz, patch.activeQuiz) && 'activeQuiz',
      !knows(items.polls, patch.reveal) && 'reveal',
    ].filter(Boolean) as string[];
    if (unknown.length)
      throw new ApiError(
        400,
        `No such ${unknown.includes('activeQuiz') ? 'quiz question' : 'poll'} for this broadcast.`,
        { fields: unknown },
      );
    const row = await applyPatch(deps.db, info, patch, deps.now());
    hubs.changed(info.broadcast);
    // Issue 50: an opened or closed word cloud's counts (cloud/push.ts).
    if (patch.wordCloud !== undefined) deps.feed.publish({ kind: 'cloud', broadcast: info.broadcast });
    notifierFor(deps).liveOpened(info.projectId, info.eventId, patch);
    c.header('Cache-Control', 'no-store');
    const cloud = await openCloud(deps.db, info.broadcast, row.activeCloud);
    const state = withActiveItems(effectiveState(info, row, deps.now().getTime()), items, cloud);
    return c.json(await controlView(info, state));
  });

  // QA: cut every open stream of the broadcast in this process; clients reconnect and catch up.
  app.post('/:eventId/drop-streams', async (c) => {
    const info = await authorisedEvent(c);
    return c.json({ dropped: hubs.endStreams(info.broadcast) });
  });

  // QA: forget every one-browser claim on the broadcast (a test reusing a personal link).
  app.post('/:eventId/release-sessions', async (c) => {
    const info = await authorisedEvent(c);
    return c.json({ released: await releaseAll(deps.db, info.broadcast) });
  });

  return app;
}
