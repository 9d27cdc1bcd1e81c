/**
 * Each event's web-app manifest and icons (issue 28): `GET /app-manifest/{eventId}/manifest.webmanifest`
 * and `GET /app-manifest/{eventId}/{icon-192|icon-512|icon-maskable-512}.png`. Built from the
 * cached project (cache/appManifests.ts) and revalidated by ETag, so a launcher sees a changed
 * title, colour or logo at its next check. Unknown events and icons are 404.
 */
import { Hono, type Context } from 'hono';
import { ICON_VARIANTS, MANIFEST_PREFIX, type IconVariant } from '../../src/domain/appManifest.ts';
import type { AppManifests } from '../cache/appManifests.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { idParam } from '../http/params.ts';

const notFound = (what: string) => new ApiError(404, `${what} not found`);

/** A 304 when the client holds this version already. */
function unchanged(c: Context, etag: string): boolean {
  c.header('ETag', etag);
  c.header('Cache-Control', 'no-cache');
  return c.req.header('If-None-Match') === etag;
}

export function manifestRoutes(deps: Pick<AppDeps, 'cache'>, manifests: AppManifests) {
  const app = new Hono();

  async function projectOf(c: Context) {
    const eventId = idParam(c, 'eventId');
    const entry = await deps.cache.projectByEvent(eventId);
    if (!entry) throw notFound('Event');
    return { eventId, project: entry.project };
  }

  app.get(`${MANIFEST_PREFIX}/:eventId/manifest.webmanifest`, async (c) => {
    const { eventId, project } = await projectOf(c);
    const answer = await manifests.manifest(project, eventId);
    if (!answer) throw notFound('Event');
    if (unchanged(c, answer.etag)) return c.body(null, 304);
    c.header('Content-Type', 'application/manifest+json; charset=utf-8');
    return c.body(answer.json);
  });

  app.get(`${MANIFEST_PREFIX}/:eventId/:file{[a-z0-9-]+\\.png}`, async (c) => {
    const variant = c.req.param('file').replace(/\.png$/, '') as IconVariant;
    if (!ICON_VARIANTS.includes(variant)) throw notFound('Icon');
    const { project } = await projectOf(c);
    const icon = await manifests.icon(project, variant);
    if (!icon) throw notFound('Icon');
    if (unchanged(c, icon.etag)) return c.body(null, 304);
    c.header('Content-Type', 'image/png');
    return c.body(new Uint8Array(icon.png));
  });

  return app;
}
