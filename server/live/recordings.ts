/**
 * What the page password guards (issue 27). The public document of a protected project leaves
 * out the live page content, the broadcast slug and the recording (services/projects.ts shows
 * the `password-protected` marker instead); the `/protected` answer carries them. The reference
 * server's recordings (/media/ondemand/{id}.webm|.mp4) of protected projects are served only
 * under a keyed name (pageToken.ts recordingName) that only that answer tells: the plain name,
 * which anyone could guess from the event, is a 404.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Config } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import { events, projects } from '../db/schema.ts';
import { cleanHtml } from '../services/organiserHtml.ts';
import { MEDIA_DIR } from '../http/serverPaths.ts';
import { passwordVersion, recordingName } from './pageToken.ts';

/** The protected fields of an event (stored document) for the `/protected` answer. */
export function protectedEventData(config: Config, doc: Record<string, unknown>, version = '') {
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const onDemandId = text(doc.onDemandID);
  return {
    onDemandID: onDemandId && recordingName(config, onDemandId, version),
    // Organiser HTML leaves the server clean, as in the public document.
    livePageContent: text(doc.livePageContent) && cleanHtml(text(doc.livePageContent)!),
    liveDirectorBroadcastSlug: text(doc.liveDirectorBroadcastSlug),
  };
}

const FILE = /^([A-Za-z0-9_-]{1,100})\.(webm|mp4)$/;
const KEEP_MS = 10_000;

export function recordingRoutes(deps: AppDeps) {
  const app = new Hono();
  let known: { at: number; ids: Map<string, Set<string>> } | undefined;

  /**
   * The on-demand ids of protected projects' events, each with the password versions of every
   * project that shows it (re-read every few seconds). One recording may be shown by several
   * protected projects (a copy of a project keeps its recording): each password's name serves it.
   */
  async function protectedIds(): Promise<Map<string, Set<string>>> {
    if (known && Date.now() - known.at < KEEP_MS) return known.ids;
    const rows = await deps.db
      .select({ id: sql<string>`${events.doc}->>'onDemandID'`, password: projects.pagePassword })
      .from(events)
      .innerJoin(projects, sql`${projects.id} = ${events.projectId}`)
      .where(
        sql`${projects.doc}->'security'->'passwordLivePageActive' = 'true'::jsonb and ${events.doc}->>'onDemandID' is
          not null`,
      );
    const ids = new Map<string, Set<string>>();
    for (const r of rows) ids.set(r.id, (ids.get(r.id) ?? new Set<string>()).add(passwordVersion(r.password)));
    known = { at: Date.now(), ids };
    return ids;
  }

  app.on(['GET', 'HEAD'], '/:file', async (c, next) => {
    const match = FILE.exec(c.req.param('file'));
    if (!match) return next();
    const [, name, extension] = match;
    const ids = await protectedIds();
    if (ids.has(name)) return c.json({ error: 'Not found' }, 404);
    // A keyed name: `<id>-<key>`, where the key is the one the server makes for that id.
    const keyedBy = (candidate: string) =>
      [...ids.get(candidate)!].some((version) => recordingName(deps.config, candidate, version) === name);
    const id = [...ids.keys()].find((candidate) => name.startsWith(`${candidate}-`) && keyedBy(candidate));
    if (!id) return next();
    // The stored file under its plain name, with byte ranges (seeking), sent under the keyed one.
    const res = await serveStatic({ root: MEDIA_DIR, path: `ondemand/${id}.${extension}` })(c, async () => {});
    if (!(res instanceof Response)) return c.json({ error: 'Not found' }, 404);
    res.headers.set('Cache-Control', 'private, no-store');
    return res;
  });
  return app;
}
