/**
 * The reads every attendee makes, again and again: the project document and the two seat counts.
 * They are mounted ahead of every middleware and answered whole from memory: status, body and a
 * plain object of headers (the base security headers included), which @hono/node-server writes
 * as it is. Through the middleware stack each answer grew a fetch `Headers` object, was copied
 * back into Node's headers, passed compression and ETag checks and hashed its metric labels:
 * together more than twice the work of the answer itself (see server/README.md, "Hot reads").
 *
 * Only the common answer is built here. Anything else (an unknown or malformed id, a project not
 * in memory yet) passes on with `next()` to the regular routes, which answer it with the full
 * middleware stack, errors included.
 */
import { Hono, type Context, type Next } from 'hono';
import type { CachedProject } from '../cache/appCache.ts';
import { preferredEncoding, type PublicDocument } from '../cache/publicDocument.ts';
import type { AppDeps } from '../deps.ts';
import { BASE_SECURITY_HEADERS } from '../http/securityHeaders.ts';
import { isSafeId, timeZoneQuery } from '../http/params.ts';
import type { WholeAnswerMetrics } from '../http/metrics.ts';

const JSON_TYPE = 'application/json; charset=UTF-8';

/** The weak comparison of If-None-Match that hono's etag middleware makes (RFC 9110, 13.1.2). */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const tag = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag);
}

/**
 * The kept document as a whole answer: 304 when the client has it, else brotli or gzip as the
 * client accepts (else plain JSON), with its ETag. Also used by the regular company-preview route.
 */
export async function documentAnswer(c: Context, document: PublicDocument): Promise<Response> {
  const common = { ...BASE_SECURITY_HEADERS, ETag: document.etag, Vary: 'Accept-Encoding' };
  if (notModified(c.req.header('If-None-Match'), document.etag))
    return new Response(null, { status: 304, headers: common });
  const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
  if (!encoding) return new Response(document.json, { status: 200, headers: { ...common, 'Content-Type': JSON_TYPE } });
  const body = await document.encoded(encoding);
  return new Response(body, {
    status: 200,
    headers: { ...common, 'Content-Type': JSON_TYPE, 'Content-Encoding': encoding },
  });
}

/** The answers of the two counting calls (also sent by the regular routes, registrationQueries.ts). */
export const eachEventCounts = ({ project, counts }: CachedProject) =>
  project.events.map((e) => ({ event: e.id, regsCount: counts.registrationsOf(e.id) }));
export const onSiteCount = ({ counts }: CachedProject) => ({ onSiteViewers: counts.onSiteViewers() });

/** A small JSON answer (under the compression threshold) with the base headers. */
const jsonAnswer = (value: unknown) =>
  new Response(JSON.stringify(value), {
    status: 200,
    headers: { ...BASE_SECURITY_HEADERS, 'Content-Type': 'application/json' },
  });

export function hotReadRoutes(deps: AppDeps, metrics: WholeAnswerMetrics) {
  const app = new Hono();

  /** Answers with `answer(c, cached, id)` when the project is in memory; else the regular routes do. */
  const fromMemory =
    (
      route: string,
      param: string,
      find: (id: string) => Promise<CachedProject | undefined>,
      answer: (c: Context, cached: CachedProject, id: string) => Response | Promise<Response>,
    ) =>
    async (c: Context, next: Next) => {
      const started = performance.now();
      const id = c.req.param(param);
      if (!isSafeId(id)) return next();
      const cached = await find(id);
      if (!cached) return next();
      const res = await answer(c, cached, id);
      metrics.record(c.req.method, route, res.status, started);
      return res;
    };

  const projectEvents = '/frontend-api/projectevents/:eventID';
  app.get(
    projectEvents,
    fromMemory(
      projectEvents,
      'eventID',
      (id) => deps.cache.projectByEvent(id),
      (c, cached, eventId) => documentAnswer(c, deps.cache.document(cached, eventId, timeZoneQuery(c))),
    ),
  );

  const eachEvent = '/api/registrations/:projectID/count-each-event';
  app.get(
    eachEvent,
    fromMemory(
      eachEvent,
      'projectID',
      (id) => deps.cache.project(id),
      (_c, cached) => jsonAnswer(eachEventCounts(cached)),
    ),
  );

  const onSite = '/api/registrations/:projectID/count-on-site-viewers';
  app.get(
    onSite,
    fromMemory(
      onSite,
      'projectID',
      (id) => deps.cache.project(id),
      (_c, cached) => jsonAnswer(onSiteCount(cached)),
    ),
  );

  return app;
}
