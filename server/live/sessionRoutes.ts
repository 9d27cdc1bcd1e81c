/**
 * The one-browser rule of a personal link (README.md in this folder, the library's own calls): POST
 * /live-director/sessions claims the link for a browser and answers where its stream and snapshot
 * are; its heartbeat keeps the claim; close (or the page's pagehide beacon) releases it.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import { type LiveSessionAnswer, LiveSessionRequestSchema } from '../../src/contract/live.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, jsonBody, notFound } from '../http/errors.ts';
import type { Broadcast, Broadcasts } from './broadcasts.ts';
import { createHeartbeats } from './heartbeats.ts';
import { PAGE_TOKEN_QUERY, requirePageToken } from './pageToken.ts';
import { KeySchema } from './routeParams.ts';
import { claim, HEARTBEAT_MS, oneBrowser, release } from './sessions.ts';
import { isActiveRegistration, notRegistered } from './voters.ts';

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
const ALREADY_OPEN = 'already-open';

/** A protected broadcast's stream and snapshot carry the page token in their query (EventSource sends no headers). */
function streamPaths(broadcast: string, pageToken: string | undefined) {
  const query = pageToken ? `?${PAGE_TOKEN_QUERY}=${encodeURIComponent(pageToken)}` : '';
  return {
    streamUrl: `/live-director/stream/${encodeURIComponent(broadcast)}${query}`,
    stateUrl: `/live-director/state/${encodeURIComponent(broadcast)}${query}`,
  };
}

interface SessionRouteParts {
  deps: AppDeps;
  broadcasts: Broadcasts;
  broadcastOr404(key: string): Promise<Broadcast>;
}

/** Mounted at /live-director/sessions. */
export function sessionRoutes({ deps, broadcasts, broadcastOr404 }: SessionRouteParts): Hono {
  const app = new Hono();
  const heartbeat = createHeartbeats(deps.db, deps.now);

  app.post('/', async (c) => {
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
      return c.json({ error: 'This viewing link is already open in another browser.', code: ALREADY_OPEN }, 409);
    }
    const answer: LiveSessionAnswer = {
      sessionId,
      ...streamPaths(info.broadcast, info.protectedPage ? body.pageToken : undefined),
      heartbeatMs: exclusive ? HEARTBEAT_MS : 0,
    };
    return c.json(answer, 201);
  });

  app.post('/:sessionId/heartbeat', async (c) => {
    const sessionId = c.req.param('sessionId');
    if (!v.is(SessionIdSchema, sessionId)) throw new ApiError(400, 'Invalid session id');
    const body = await jsonBody(c, HeartbeatSchema);
    const info = await broadcastOr404(body.broadcast);
    requirePageToken(c, deps.config, info, deps.now(), body.pageToken);
    if (!oneBrowser(info, body.registrationId)) return c.body(null, 204);
    const held = await heartbeat(info.broadcast, body.registrationId!, sessionId);
    return held
      ? c.body(null, 204)
      : c.json({ error: 'This viewing link is open in another browser.', code: ALREADY_OPEN }, 409);
  });

  // close() and the page's pagehide beacon (any body or none): the link it releases is in the query.
  app.post('/:sessionId/close', async (c) => {
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

  return app;
}
