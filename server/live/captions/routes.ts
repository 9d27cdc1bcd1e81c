/**
 * Caption calls under /live-director/ (README.md in this folder), mounted by one line in
 * server/live/routes.ts:
 *   POST /captions/{broadcast}   { seq, lang, text, final } with the live-control token (Bearer)
 *   GET  /captions/{broadcast}   the languages and their recent lines (page token on a protected project)
 * The GET is open to any page origin like the library's calls; the POST is the captioner's, as
 * the control API is the organiser's (no CORS: a captioning bridge posts from a server).
 */
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { CaptionPostSchema } from '../../../src/contract/captions.ts';
import type { AppDeps } from '../../deps.ts';
import { jsonBody, notFound } from '../../http/errors.ts';
import type { Broadcasts } from '../broadcasts.ts';
import type { ControlAuthorisation } from '../controlRoutes.ts';
import { requirePageToken } from '../pageToken.ts';
import { keyParam } from '../routeParams.ts';
import type { CaptionsPush } from './push.ts';
import { saveCaption } from './store.ts';

export interface CaptionRouteDeps {
  deps: AppDeps;
  broadcasts: Broadcasts;
  push: CaptionsPush;
  authorised: ControlAuthorisation;
}

/** A line is at most 500 characters: a body past a few KiB is not a caption. */
const BODY_MAX = 8 * 1024;

export function captionRoutes(app: Hono, { deps, broadcasts, push, authorised }: CaptionRouteDeps) {
  const broadcastOf = async (c: Context) =>
    (await broadcasts.byBroadcast(keyParam(c, 'broadcast'))) ??
    (() => {
      throw notFound('Broadcast');
    })();

  app.use('/captions/*', async (c, next) => {
    if (c.req.method !== 'POST') return next();
    return bodyLimit({ maxSize: BODY_MAX, onError: (cc) => cc.json({ error: 'The request is too large.' }, 413) })(
      c,
      next,
    );
  });
  app.use('/captions/*', cors({ origin: '*', allowMethods: ['GET'], maxAge: 600 }));

  app.post('/captions/:broadcast', async (c) => {
    authorised(c);
    const info = await broadcastOf(c);
    const post = await jsonBody(c, CaptionPostSchema);
    const saved = await saveCaption(deps.db, info.broadcast, post, deps.now());
    if (saved.changed) push.publish(info.broadcast);
    c.header('Cache-Control', 'no-store');
    return c.json(saved);
  });

  app.get('/captions/:broadcast', async (c) => {
    const info = await broadcastOf(c);
    requirePageToken(c, deps.config, info, deps.now());
    c.header('Cache-Control', 'no-store');
    return c.json(await push.snapshot(info.broadcast));
  });
}
