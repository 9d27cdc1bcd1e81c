/**
 * Caption calls under /live-director/ (README.md in this folder), mounted by one line in
 * server/live/routes.ts:
 *   POST /captions/{broadcast}   { seq, lang, text, final } with the live-control token or a caption
 *                                token of this broadcast (Bearer; tokens.ts); 403 while the event's
 *                                captions are switched off (`showCaptions: false`)
 *   GET  /captions/{broadcast}   the languages and their recent lines (page token on a protected project)
 *   GET  /captions/{broadcast}/transcript?lang=   the replay's transcript of one language (page token too)
 *   GET  /captions/{broadcast}.{lang}.vtt          the replay's WebVTT track of one language (page token too)
 * The GET is open to any page origin like the library's calls; the POST is the captioner's, as
 * the control API is the organiser's (no CORS: a captioning bridge posts from a server).
 */
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import * as v from 'valibot';
import { CAPTION_TOKEN, CaptionLangSchema, CaptionPostSchema } from '../../../src/contract/captions.ts';
import { webVtt } from '../../../src/domain/captions.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError, jsonBody, notFound } from '../../http/errors.ts';
import type { Broadcast, Broadcasts } from '../broadcasts.ts';
import type { ControlAuthorisation } from '../controlRoutes.ts';
import { requirePageToken } from '../pageToken.ts';
import { keyParam, KeySchema, knownBroadcast, pageBroadcast } from '../routeParams.ts';
import type { CaptionsPush } from './push.ts';
import { recordingStartMs, transcriptOf } from './replay.ts';
import { saveCaption } from './store.ts';
import { captionTokenOpens } from './tokens.ts';

export interface CaptionRouteDeps {
  deps: AppDeps;
  broadcasts: Broadcasts;
  push: CaptionsPush;
  authorised: ControlAuthorisation;
}

/** A line is at most 500 characters: a body past a few KiB is not a caption. */
const BODY_MAX = 8 * 1024;
/** `{broadcast}.{lang}.vtt`: a broadcast key may hold dots, the language tag never does. */
const VTT_FILE = /^(.+)\.([a-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,2})\.vtt$/;

export const CAPTIONS_OFF = 'Captions are switched off for this event.';

export function captionRoutes(app: Hono, { deps, broadcasts, push, authorised }: CaptionRouteDeps) {
  /**
   * The captioner's broadcast: the control token opens every one, a caption token its own only;
   * anything else is the control API's 401 (a wrong token counts against the address there).
   */
  async function captionerBroadcast(c: Context): Promise<Broadcast> {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '')?.[1];
    if (!bearer || !CAPTION_TOKEN.test(bearer)) {
      authorised(c);
      return knownBroadcast(broadcasts, keyParam(c, 'broadcast'));
    }
    const info = await knownBroadcast(broadcasts, keyParam(c, 'broadcast'));
    if (!(await captionTokenOpens(deps.db, info.broadcast, bearer))) authorised(c);
    return info;
  }

  app.use('/captions/*', async (c, next) => {
    if (c.req.method !== 'POST') return next();
    return bodyLimit({ maxSize: BODY_MAX, onError: (cc) => cc.json({ error: 'The request is too large.' }, 413) })(
      c,
      next,
    );
  });
  app.use('/captions/*', cors({ origin: '*', allowMethods: ['GET'], maxAge: 600 }));

  app.post('/captions/:broadcast', async (c) => {
    const info = await captionerBroadcast(c);
    if (!info.captions) throw new ApiError(403, CAPTIONS_OFF, { code: 'captions-off' });
    const post = await jsonBody(c, CaptionPostSchema);
    const now = deps.now();
    const firstAt = post.start === undefined ? now : new Date((await recordingStartMs(deps.db, info)) + post.start);
    const saved = await saveCaption(deps.db, info.broadcast, post, now, firstAt);
    if (saved.changed) push.kept(info.broadcast, saved.line);
    c.header('Cache-Control', 'no-store');
    return c.json(saved);
  });

  // Before the plain GET: its key would take `x.en.vtt` whole.
  app.get('/captions/:file{.+\\.vtt}', async (c) => {
    const [, key, lang] = VTT_FILE.exec(c.req.param('file')) ?? [];
    if (!key || !lang || !v.is(KeySchema, key)) throw new ApiError(400, 'Invalid caption track', { fields: ['file'] });
    const info = await knownBroadcast(broadcasts, key);
    requirePageToken(c, deps.config, info, deps.now());
    const transcript = await transcriptOf(deps.db, info, lang);
    if (transcript.lang !== lang) throw notFound('Caption track');
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Type', 'text/vtt; charset=utf-8');
    return c.body(webVtt(transcript.cues));
  });

  app.get('/captions/:broadcast/transcript', async (c) => {
    const info = await pageBroadcast(c, deps, broadcasts);
    const lang = v.safeParse(CaptionLangSchema, c.req.query('lang'));
    c.header('Cache-Control', 'no-cache');
    return c.json(await transcriptOf(deps.db, info, lang.success ? lang.output : undefined));
  });

  app.get('/captions/:broadcast', async (c) => {
    // The captioner's tools (`npm run live -- captions`) read it with their token instead.
    const info = c.req.header('Authorization') ? await captionerBroadcast(c) : await pageBroadcast(c, deps, broadcasts);
    c.header('Cache-Control', 'no-store');
    return c.json(info.captions ? await push.snapshot(info.broadcast) : { languages: [], lines: [] });
  });
}
