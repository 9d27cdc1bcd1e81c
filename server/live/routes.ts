/**
 * The live director's own calls under /live-director/ (README.md in this folder): the library,
 * sessions (the one-browser rule), the state stream and snapshot, the organiser's control API
 * and the test signal.
 */
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import * as v from 'valibot';
import {
  LiveControlPatchSchema,
  LiveSessionRequestSchema,
  type LiveSessionAnswer,
  type LiveState,
} from '../../src/contract/live.ts';
import { preferredEncoding } from '../cache/publicDocument.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, jsonBody, notFound } from '../http/errors.ts';
import { clientAddress } from '../http/clientIp.ts';
import { idParam } from '../http/params.ts';
import { BASE_SECURITY_HEADERS } from '../http/securityHeaders.ts';
import { createRateLimiter } from '../http/rateLimit.ts';
import { createBroadcasts, type Broadcast } from './broadcasts.ts';
import { withActiveItems } from './activeItems.ts';
import { applyPatch, effectiveState } from './controlState.ts';
import { knows } from '../../src/domain/poll.ts';
import { createLiveHubs } from './hub.ts';
import { listItems, parseQuestionCursor, pollResults, questionCount, receivedQuestions } from './interaction.ts';
import { interactionRoutes } from './interactionRoutes.ts';
import { createQnaPush } from './qna/push.ts';
import { KeySchema, keyParam } from './routeParams.ts';
import { qnaRoutes } from './qna/routes.ts';
import { createHeartbeats } from './heartbeats.ts';
import { libraryAsset } from './library.ts';
import { streamRoute } from './streamRoute.ts';
import { PAGE_TOKEN_QUERY, requirePageToken } from './pageToken.ts';
import { bearerMatches } from './secrets.ts';
import { claim, HEARTBEAT_MS, oneBrowser, release, releaseAll } from './sessions.ts';
import { isActiveRegistration, notRegistered } from './voters.ts';
import { serveTestSignal } from './testSignal.ts';
import { notifierFor } from '../push/notifier.ts';
/** @hono/node-server's marker on RESPONSE_ALREADY_SENT. */
const ALREADY_SENT_HEADER = 'x-hono-already-sent';

const HEARTBEAT_DEFAULT_MS = 15_000;
const SessionIdSchema = v.pipe(v.string(), v.uuid());
const HeartbeatSchema = v.object({
  broadcast: KeySchema,
  registrationId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100)))),
  pageToken: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
const CloseQuerySchema = v.object({
  broadcast: KeySchema,
  registrationId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
});

export function liveDirectorRoutes(deps: AppDeps, controlToken: string) {
  const app = new Hono();
  const broadcasts = createBroadcasts(deps.db);
  const hubs = createLiveHubs({
    db: deps.db,
    feed: deps.feed,
    broadcasts,
    now: deps.now,
    heartbeatMs: deps.config.live.heartbeatMs ?? HEARTBEAT_DEFAULT_MS,
  });
  const library = libraryAsset();
  const heartbeat = createHeartbeats(deps.db, deps.now);
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

  const broadcastOr404 = async (key: string) =>
    (await broadcasts.byBroadcast(key)) ??
    (() => {
      throw notFound('Broadcast');
    })();
  /** The stream and snapshot of a protected broadcast carry the page token in their query (EventSource sends no headers). */
  const paths = (broadcast: string, pageToken: string | undefined) => {
    const query = pageToken ? `?${PAGE_TOKEN_QUERY}=${encodeURIComponent(pageToken)}` : '';
    return {
      streamUrl: `/live-director/stream/${encodeURIComponent(broadcast)}${query}`,
      stateUrl: `/live-director/state/${encodeURIComponent(broadcast)}${query}`,
    };
  };

  app.get('/library.js', (c) => {
    c.header('Cache-Control', 'no-cache');
    c.header('ETag', library.etag);
    if (c.req.header('If-None-Match') === library.etag) return c.body(null, 304);
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Vary', 'Accept-Encoding');
    const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return c.body(library.text);
    c.header('Content-Encoding', encoding);
    return c.body(library.encoded[encoding]);
  });

  app.post('/sessions', async (c) => {
    const body = await jsonBody(c, LiveSessionRequestSchema);
    const info = await broadcasts.byBroadcast(body.broadcast);
    if (!info) throw notFound('Broadcast');
    requirePageToken(c, deps.config, info, deps.now(), body.pageToken);
    // Tabs of one browser share its id, so they share the claim: the rule is about browsers.
    const sessionId = body.browserId ?? randomUUID();
    const exclusive = oneBrowser(info, body.registrationId);
    // A claim only for a registration of the project (issue 43: any id was stored).
    if (exclusive && !(await isActiveRegistration(deps, info.projectId, body.registrationId)))
      throw notRegistered('registrationId');
    if (
      exclusive &&
      !(await claim(deps.db, info.broadcast, body.registrationId!, sessionId, deps.now(), body.takeOver === true))
    ) {
      return c.json({ error: 'This viewing link is already open in another browser.', code: 'already-open' }, 409);
    }
    const answer: LiveSessionAnswer = {
      sessionId,
      ...paths(info.broadcast, info.protectedPage ? body.pageToken : undefined),
      heartbeatMs: exclusive ? HEARTBEAT_MS : 0,
    };
    return c.json(answer, 201);
  });

  app.post('/sessions/:sessionId/heartbeat', async (c) => {
    const sessionId = c.req.param('sessionId');
    if (!v.is(SessionIdSchema, sessionId)) throw new ApiError(400, 'Invalid session id');
    const body = await jsonBody(c, HeartbeatSchema);
    const info = await broadcastOr404(body.broadcast);
    requirePageToken(c, deps.config, info, deps.now(), body.pageToken);
    if (!oneBrowser(info, body.registrationId)) return c.body(null, 204);
    const held = await heartbeat(info.broadcast, body.registrationId!, sessionId);
    return held
      ? c.body(null, 204)
      : c.json({ error: 'This viewing link is open in another browser.', code: 'already-open' }, 409);
  });

  // close() and the page's pagehide beacon (any body or none): the link it releases is in the query.
  app.post('/sessions/:sessionId/close', async (c) => {
    const parsed = v.safeParse(SessionIdSchema, c.req.param('sessionId'));
    if (!parsed.success) throw new ApiError(400, 'Invalid session id');
    const link = v.safeParse(CloseQuerySchema, {
      broadcast: c.req.query('broadcast'),
      registrationId: c.req.query('registrationId'),
    });
    if (!link.success)
      throw new ApiError(400, 'Which link to release: broadcast and registrationId are required.', {
        fields: ['broadcast', 'registrationId'],
      });
    // The claim is kept under the broadcast's own key; the library may name it by the event id.
    const info = await broadcasts.byBroadcast(link.output.broadcast);
    if (info) await release(deps.db, parsed.output, info.broadcast, link.output.registrationId);
    return c.body(null, 204);
  });

  app.get('/state/:broadcast', async (c) => {
    const info = await broadcastOr404(keyParam(c, 'broadcast'));
    requirePageToken(c, deps.config, info, deps.now());
    c.header('Cache-Control', 'no-store');
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) c.header(name, value);
    return c.json(await hubs.snapshot(info));
  });

  streamRoute(app, { deps, hubs, broadcastOr404 });

  const limiter = createRateLimiter(deps);
  const authorised = (c: Context) => {
    if (!bearerMatches(c.req.header('Authorization'), controlToken)) {
      // Guessing tokens: 30 wrong ones a minute per address, then 429.
      limiter.hit(`live-control:${clientAddress(c, deps.config.trustProxy)}`, 30);
      c.header('WWW-Authenticate', 'Bearer realm="live-director"');
      throw new ApiError(401, 'A valid control token is required (Authorization: Bearer <LIVE_CONTROL_TOKEN>).');
    }
  };
  const eventOr404 = async (c: Context) =>
    (await broadcasts.byEvent(idParam(c, 'eventId'))) ??
    (() => {
      throw notFound('Event');
    })();

  /** The newest page of questions, the cursor of the next page and how many there are. */
  async function questionsView(info: Broadcast) {
    const [{ questions, next }, total] = await Promise.all([
      receivedQuestions(deps.db, info.broadcast),
      questionCount(deps.db, info.broadcast),
    ]);
    return { questions, nextQuestions: next, questionCount: total };
  }

  /** The organiser's view: the state plus received questions, polls and quiz (with right answers) and live counts. */
  async function controlView(info: Broadcast, state: LiveState) {
    const items = await listItems(deps.db, info.broadcast, 'all');
    return {
      eventId: info.eventId,
      broadcast: info.broadcast,
      ...state,
      ...(await questionsView(info)),
      polls: items.polls,
      quiz: items.quiz,
      results: await pollResults(deps.db, info.broadcast, items.polls),
    };
  }

  app.get('/control/:eventId', async (c) => {
    authorised(c);
    const info = await eventOr404(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await controlView(info, await hubs.snapshot(info)));
  });

  /** An older page of questions: `?before=` the cursor a page ended with. */
  app.get('/control/:eventId/questions', async (c) => {
    authorised(c);
    const info = await eventOr404(c);
    const page = await receivedQuestions(deps.db, info.broadcast, parseQuestionCursor(c.req.query('before')));
    c.header('Cache-Control', 'no-store');
    return c.json({ questions: page.questions, nextQuestions: page.next });
  });

  app.post('/control/:eventId', async (c) => {
    authorised(c);
    const info = await eventOr404(c);
    const patch = await jsonBody(c, LiveControlPatchSchema);
    // Only a poll or quiz question this broadcast holds can be started.
    const items = await listItems(deps.db, info.broadcast, 'all');
    const unknown = [
      !knows(items.polls, patch.activePoll) && 'activePoll',
      !knows(items.quiz, patch.activeQuiz) && 'activeQuiz',
    ].filter(Boolean) as string[];
    if (unknown.length)
      throw new ApiError(
        400,
        `No such ${unknown.includes('activePoll') ? 'poll' : 'quiz question'} for this broadcast.`,
        { fields: unknown },
      );
    const row = await applyPatch(deps.db, info, patch, deps.now());
    hubs.changed(info.broadcast);
    notifierFor(deps).liveOpened(info.projectId, info.eventId, patch);
    c.header('Cache-Control', 'no-store');
    return c.json(await controlView(info, withActiveItems(effectiveState(info, row, deps.now().getTime()), items)));
  });

  // QA: cut every open stream of the broadcast in this process; clients reconnect and catch up.
  app.post('/control/:eventId/drop-streams', async (c) => {
    authorised(c);
    const info = await eventOr404(c);
    return c.json({ dropped: hubs.drop(info.broadcast) });
  });

  // QA: forget every one-browser claim on the broadcast (a test reusing a personal link).
  app.post('/control/:eventId/release-sessions', async (c) => {
    authorised(c);
    const info = await eventOr404(c);
    return c.json({ released: await releaseAll(deps.db, info.broadcast) });
  });

  app.on(['GET', 'HEAD'], '/test-signal.mp4', (c) => serveTestSignal(c));

  interactionRoutes(app, deps, broadcasts, hubs);
  qnaRoutes(app, {
    deps,
    broadcasts,
    push: createQnaPush({ db: deps.db, feed: deps.feed, broadcasts, hubs }),
    authorised,
  });

  return { app, hubs };
}
