/** Page views and link clicks per project; `{id}-pwa` marks web-app users. */
import { desc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps.ts';
import { analyticsEvents } from '../db/schema.ts';
import { commandHandler } from '../http/commandRoute.ts';
import { notFound, parseOr400 } from '../http/errors.ts';
import { escapeHtml, htmlPage } from '../lib/html.ts';
import { idParam } from '../http/params.ts';
import type { RateLimiter } from '../http/rateLimit.ts';

/** The project of `{projectId}` or `{projectId}-pwa`, from memory. */
async function projectKey(deps: AppDeps, c: Context): Promise<{ projectId: string; pwa: boolean }> {
  const key = idParam(c, 'projectKey');
  const pwa = key.endsWith('-pwa');
  const candidates = pwa ? [key.slice(0, -4), key] : [key];
  for (const projectId of candidates) {
    if (await deps.cache.project(projectId)) return { projectId, pwa: projectId !== key };
  }
  throw notFound('Project');
}

const OK = { status: 200 as const, body: { ok: true } };

/**
 * The page-view and link-click commands of the table, mounted by routes/commands.ts. With an
 * Idempotency-Key (the app's offline outbox sends a view or click again until it gets an answer)
 * one key is recorded once.
 */
export function analyticsCommands(deps: AppDeps, limiter: RateLimiter) {
  const perIp = limiter.perIp('analytics', 600);
  return {
    pageView: commandHandler('pageView', {
      before: [perIp],
      prepare: (_body, c) => projectKey(deps, c),
      work: async (d, body, { projectId, pwa }) => {
        await d.db.insert(analyticsEvents).values({
          projectId,
          pwa,
          kind: 'page-view',
          action: body.action,
          registrationId: body.registrationId,
          payload: {},
          createdAt: d.now(),
        });
        return OK;
      },
    }),

    linkClick: commandHandler('linkClick', {
      before: [perIp],
      prepare: (_body, c) => projectKey(deps, c),
      work: async (d, { eventId, registrationId, ...rest }, { projectId, pwa }) => {
        const action = typeof rest.action === 'string' ? rest.action.slice(0, 100) : null;
        // Click data is free-form; cap what one click may store.
        const payload = JSON.stringify(rest).length <= 4000 ? rest : {};
        await d.db.insert(analyticsEvents).values({
          projectId,
          pwa,
          kind: 'link-click',
          action,
          eventId,
          registrationId,
          payload,
          createdAt: d.now(),
        });
        return OK;
      },
    }),
  };
}

const ProjectFilter = v.optional(v.pipe(v.string(), v.maxLength(100)));
const LIST_LIMIT = 500;

/**
 * `GET /dev/analytics` (demo, QA): what arrived, newest first, as an HTML table, or as JSON for
 * `Accept: application/json` or `?format=json`; `?project=<projectId>` filters.
 */
export function devAnalyticsRoutes(deps: AppDeps) {
  const app = new Hono();
  app.get('/', async (c) => {
    const project = parseOr400(ProjectFilter, c.req.query('project'), 'project filter') || undefined;
    const rows = await deps.db
      .select()
      .from(analyticsEvents)
      .where(project ? eq(analyticsEvents.projectId, project) : undefined)
      .orderBy(desc(analyticsEvents.id))
      .limit(LIST_LIMIT);
    const list = rows.map((r) => ({
      id: r.id,
      projectId: r.projectId,
      pwa: r.pwa,
      kind: r.kind,
      action: r.action,
      eventId: r.eventId,
      registrationId: r.registrationId,
      payload: r.payload,
      createdAt: r.createdAt.toISOString(),
    }));
    c.header('Cache-Control', 'no-store');
    if (c.req.query('format') === 'json' || c.req.header('accept')?.includes('application/json')) return c.json(list);
    const cells = (r: (typeof list)[number]) =>
      [
        r.createdAt,
        r.projectId + (r.pwa ? '-pwa' : ''),
        r.kind,
        r.action ?? '',
        r.eventId ?? '',
        r.registrationId ?? '',
        Object.keys(r.payload).length ? JSON.stringify(r.payload) : '',
      ]
        .map((cell) => `<td>${escapeHtml(cell)}</td>`)
        .join('');
    const table = list.length
      ? `<table><thead><tr><th>Time</th><th>Project key</th><th>Kind</th><th>Action</th><th>Event</th>
<th>Registration</th><th>Data</th></tr></thead>
<tbody>${list.map((r) => `<tr>${cells(r)}</tr>`).join('\n')}</tbody></table>`
      : '<p>Nothing recorded yet.</p>';
    return c.html(
      htmlPage(
        'Analytics',
        `<style>body { max-width: 72rem; } table { border-collapse: collapse; width: 100%; font-size: .85rem; }
th, td { border-bottom: 1px solid #d5dae4; padding: .3rem .5rem; text-align: left; vertical-align: top; }
td:last-child { word-break: break-all; }</style>
<h1>Analytics</h1>
<p class="note">Page views and link clicks the server received, newest first (at most ${LIST_LIMIT}). Filter with
<code>?project=proj-hybrid-summit</code>; as JSON with <code>?format=json</code>.</p>
${table}`,
      ),
    );
  });
  return app;
}
