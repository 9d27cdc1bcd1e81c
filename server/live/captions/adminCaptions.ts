/**
 * The organiser's captions (issue 48), under the admin API's token (admin/routes.ts mounts them):
 *   POST   /admin/api/projects/{id}/caption-tokens {name, event}
 *          -> 201 { id, name, event, broadcast, token, createdAt, revokedAt } (the token this once only)
 *   GET    /admin/api/projects/{id}/caption-tokens
 *          -> [{ id, name, event, broadcast, createdAt, revokedAt }] (no tokens)
 *   DELETE /admin/api/projects/{id}/caption-tokens/{tokenId}    -> 204; the token answers 401 from then on
 *   PUT    /admin/api/projects/{id}/captions/{eventId}/{lang}.vtt   the file's text (text/vtt, at most 1 MiB)
 *          -> 201 (new) or 200 (replaced) { event, broadcast, lang, cues }; 400 { error, problems } when not WebVTT
 *   GET    /admin/api/projects/{id}/captions                    -> [{ event, broadcast, lang, cues, uploadedAt }]
 *   DELETE /admin/api/projects/{id}/captions/{eventId}/{lang}.vtt   -> 204
 * A file is served at /live-director/captions/{broadcast}.{lang}.vtt and is the replay's transcript
 * of that language (replay.ts).
 */
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import {
  CAPTION_FILE_MAX_BYTES,
  CaptionLangSchema,
  CaptionTokenRequestSchema,
} from '../../../src/contract/captions.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError, jsonBody, notFound } from '../../http/errors.ts';
import { idParam } from '../../http/params.ts';
import { broadcastOf } from '../broadcasts.ts';
import { deleteCaptionFile, InvalidCaptionFile, listCaptionFiles, parseCaptionFile, saveCaptionFile } from './files.ts';
import { listCaptionTokens, makeCaptionToken, revokeCaptionToken } from './tokens.ts';

const VTT_PATH = '/projects/:projectId/captions/:eventId/:file{[^/]+\\.vtt}';

export function mountCaptionAdmin(app: Hono, deps: AppDeps): void {
  /** The project's event of the path (or of the body) and its broadcast key; 404 / 400 otherwise. */
  async function eventOf(c: Context, eventId: string, field?: string) {
    const projectId = idParam(c, 'projectId');
    const cached = await deps.cache.project(projectId);
    if (!cached) throw notFound('Project');
    const event = cached.project.events.find((e) => e.id === eventId);
    if (!event) {
      if (field) throw new ApiError(400, 'The event is not an event of this project.', { fields: [field] });
      throw notFound('Event');
    }
    return { projectId, eventId, broadcast: broadcastOf(eventId, event.doc) };
  }

  /** `{lang}.vtt` of the path. */
  function langOf(c: Context): string {
    const lang = v.safeParse(CaptionLangSchema, c.req.param('file')?.replace(/\.vtt$/, ''));
    if (!lang.success)
      throw new ApiError(400, 'The file name must be a language tag and .vtt (en.vtt).', {
        fields: ['lang'],
      });
    return lang.output;
  }

  app.post('/projects/:projectId/caption-tokens', async (c) => {
    const { name, event } = await jsonBody(c, CaptionTokenRequestSchema);
    const place = await eventOf(c, event, 'event');
    return c.json(await makeCaptionToken(deps.db, place, name, deps.now()), 201);
  });

  app.get('/projects/:projectId/caption-tokens', async (c) => {
    const projectId = idParam(c, 'projectId');
    if (!(await deps.cache.project(projectId))) throw notFound('Project');
    return c.json(await listCaptionTokens(deps.db, projectId));
  });

  app.delete('/projects/:projectId/caption-tokens/:tokenId', async (c) => {
    const revoked = await revokeCaptionToken(deps.db, idParam(c, 'projectId'), idParam(c, 'tokenId'), deps.now());
    if (!revoked) throw notFound('Caption token');
    return c.body(null, 204);
  });

  app.put(
    VTT_PATH,
    bodyLimit({
      maxSize: CAPTION_FILE_MAX_BYTES,
      onError: (c) => c.json({ error: 'The WebVTT file is larger than 1 MiB.' }, 413),
    }),
    async (c) => {
      const type = c.req.header('Content-Type') ?? '';
      if (!/^text\/(?:vtt|plain)\b/i.test(type))
        throw new ApiError(415, 'Send the WebVTT file as its text, with Content-Type: text/vtt.');
      const place = await eventOf(c, idParam(c, 'eventId'));
      const lang = langOf(c);
      let text: string;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(await c.req.arrayBuffer());
      } catch {
        throw new ApiError(400, 'The WebVTT file must be UTF-8 text.', { fields: ['file'] });
      }
      let cues: ReturnType<typeof parseCaptionFile>;
      try {
        cues = parseCaptionFile(text);
      } catch (err) {
        if (!(err instanceof InvalidCaptionFile)) throw err;
        return c.json({ error: 'The file is not valid WebVTT.', fields: ['file'], problems: err.problems }, 400);
      }
      const replaced = await saveCaptionFile(deps.db, { ...place, lang }, cues, deps.now());
      const answer = { event: place.eventId, broadcast: place.broadcast, lang, cues: cues.length };
      return c.json(answer, replaced ? 200 : 201);
    },
  );

  app.get('/projects/:projectId/captions', async (c) => {
    const projectId = idParam(c, 'projectId');
    if (!(await deps.cache.project(projectId))) throw notFound('Project');
    return c.json(await listCaptionFiles(deps.db, projectId));
  });

  app.delete(VTT_PATH, async (c) => {
    const place = await eventOf(c, idParam(c, 'eventId'));
    if (!(await deleteCaptionFile(deps.db, place.projectId, place.broadcast, langOf(c))))
      throw notFound('Caption file');
    return c.body(null, 204);
  });
}
