/**
 * The live director's own calls under /live-director/ (README.md in this folder), mounted from
 * here: what a page loads (libraryRoutes.ts), the one-browser sessions (sessionRoutes.ts), the
 * state's snapshot and stream (streamRoute.ts), the organiser's control API (controlRoutes.ts),
 * then questions, polls and quiz (interactionRoutes.ts), the audience Q&A (qna/routes.ts) and the
 * captions (captions/routes.ts).
 * The middleware every part shares is set here, in the order it must run.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { AppDeps } from '../deps.ts';
import { createBroadcasts } from './broadcasts.ts';
import { startDemoCaptions } from './captions/demoFeed.ts';
import { createCaptionsPush } from './captions/push.ts';
import { captionRoutes } from './captions/routes.ts';
import { controlAuthorisation, controlRoutes } from './controlRoutes.ts';
import type { CheckInCountsReader } from './directorCheckIns.ts';
import { createLiveHubs, type LiveClient } from './hub.ts';
import { interactionRoutes } from './interactionRoutes.ts';
import { libraryRoutes } from './libraryRoutes.ts';
import { createCloudPush } from './cloud/push.ts';
import { createQnaPush } from './qna/push.ts';
import { createReactionsPush } from './reactions/push.ts';
import { qnaRoutes } from './qna/routes.ts';
import { sessionRoutes } from './sessionRoutes.ts';
import { streamRoutes } from './streamRoute.ts';
import { knownBroadcast } from './routeParams.ts';

/** @hono/node-server's marker on RESPONSE_ALREADY_SENT. */
const ALREADY_SENT_HEADER = 'x-hono-already-sent';
const HEARTBEAT_DEFAULT_MS = 15_000;

/** What the live director reads of other rooms, given by app.ts: the door's counts for the console (issue 49). */
export interface LiveRouteParts {
  checkInCounts?: CheckInCountsReader;
}

export function liveDirectorRoutes(deps: AppDeps, controlToken: string, parts: LiveRouteParts = {}) {
  const app = new Hono();
  const broadcasts = createBroadcasts(deps.db);
  const hubs = createLiveHubs({
    db: deps.db,
    feed: deps.feed,
    broadcasts,
    now: deps.now,
    heartbeatMs: deps.config.live.heartbeatMs ?? HEARTBEAT_DEFAULT_MS,
  });
  const broadcastOr404 = (key: string) => knownBroadcast(broadcasts, key);
  const authorised = controlAuthorisation(deps, controlToken);
  const captions = createCaptionsPush({ db: deps.db, feed: deps.feed, hubs, broadcasts });
  // Issue 50: reaction bursts and the word cloud's counts.
  const audience = {
    reactions: createReactionsPush({ feed: deps.feed, hubs }),
    cloud: createCloudPush({ db: deps.db, feed: deps.feed, hubs }),
  };
  const joined = (broadcast: string, client: LiveClient) =>
    Promise.all([captions.joined(broadcast, client), audience.cloud.joined(broadcast, client)]).then(() => {});

  const limit = bodyLimit({ maxSize: 32 * 1024, onError: (c) => c.json({ error: 'The request is too large.' }, 413) });
  app.use('/sessions', limit);
  app.use('/sessions/*', limit);
  app.use('/control/*', limit);
  // A stream written straight to the socket answers RESPONSE_ALREADY_SENT. Hono re-wraps it with
  // the CORS headers into @hono/node-server's lightweight Response, whose fast path does not know
  // the already-sent marker (it would write a second head): reading `body` makes it a full one.
  app.use('/stream/*', async (c, next) => {
    await next();
    if (c.res.headers.has(ALREADY_SENT_HEADER)) void c.res.body;
  });
  // The library's calls work from any page origin, as the production service's do (no credentials).
  const open = cors({
    origin: '*',
    allowMethods: ['GET', 'POST'],
    allowHeaders: ['Content-Type', 'Last-Event-ID'],
    maxAge: 600,
  });
  for (const path of ['/sessions', '/sessions/*', '/state/*', '/stream/*', '/library.js', '/test-signal.mp4'])
    app.use(path, open);

  app.route('/', libraryRoutes(deps.config.distDir));
  app.route('/sessions', sessionRoutes({ deps, broadcasts, broadcastOr404 }));
  app.route('/', streamRoutes({ deps, hubs, broadcastOr404, joined }));
  app.route('/control', controlRoutes({ deps, broadcasts, hubs, authorised, checkInCounts: parts.checkInCounts }));
  interactionRoutes(app, deps, broadcasts, hubs, audience);
  qnaRoutes(app, {
    deps,
    broadcasts,
    push: createQnaPush({ db: deps.db, feed: deps.feed, broadcasts, hubs }),
    authorised,
  });
  captionRoutes(app, { deps, broadcasts, push: captions, authorised });
  // The demo's captioner (not in production, nor in tests: config.demoCaptions).
  if (deps.config.demoCaptions) startDemoCaptions({ db: deps.db, broadcasts, hubs, push: captions, now: deps.now });

  return { app, hubs, audience };
}
