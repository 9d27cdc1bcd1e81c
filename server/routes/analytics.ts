/** Page views and link clicks per project; `{id}-pwa` marks web-app users. */
import { Hono, type Context } from 'hono';
import { LinkClickRequestSchema, PageViewRequestSchema } from '../../src/contract/index.ts';
import type { AppDeps } from '../deps.ts';
import { analyticsEvents } from '../db/schema.ts';
import { jsonBody, notFound } from '../http/errors.ts';
import { idParam } from '../http/params.ts';
import type { RateLimiter } from '../http/rateLimit.ts';
import { loadProject } from '../services/projects.ts';

async function projectKey(deps: AppDeps, c: Context): Promise<{ projectId: string; pwa: boolean }> {
  const key = idParam(c, 'projectKey');
  const pwa = key.endsWith('-pwa');
  const candidates = pwa ? [key.slice(0, -4), key] : [key];
  for (const projectId of candidates) {
    if (await loadProject(deps.db, projectId)) return { projectId, pwa: projectId !== key };
  }
  throw notFound('Project');
}

export function analyticsRoutes(deps: AppDeps, limiter: RateLimiter) {
  const app = new Hono();
  app.use('*', limiter.perIp('analytics', 600));

  app.post('/:projectKey/page-views', async (c) => {
    const { projectId, pwa } = await projectKey(deps, c);
    const body = await jsonBody(c, PageViewRequestSchema);
    await deps.db.insert(analyticsEvents).values({
      projectId, pwa, kind: 'page-view', action: body.action, registrationId: body.registrationId,
      payload: {}, createdAt: deps.now(),
    });
    return c.json({ ok: true });
  });

  app.post('/:projectKey/link-clicks', async (c) => {
    const { projectId, pwa } = await projectKey(deps, c);
    const { eventId, registrationId, ...rest } = await jsonBody(c, LinkClickRequestSchema);
    const action = typeof rest.action === 'string' ? rest.action.slice(0, 100) : null;
    // Click data is free-form; cap what one click may store.
    const payload = JSON.stringify(rest).length <= 4000 ? rest : {};
    await deps.db.insert(analyticsEvents).values({
      projectId, pwa, kind: 'link-click', action, eventId, registrationId, payload, createdAt: deps.now(),
    });
    return c.json({ ok: true });
  });

  return app;
}
