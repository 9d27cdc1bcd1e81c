/**
 * Operating the server: request metrics around every route, GET /healthz (open), GET /metrics and
 * the organiser's API under /admin/api (both behind the organiser token). Mounted first in
 * app.ts, so the metrics middleware sees every request.
 */
import { Hono } from 'hono';
import { adminRoutes } from '../admin/routes.ts';
import { adminToken, requireToken } from '../admin/token.ts';
import type { AppDeps } from '../deps.ts';
import { healthAnswer } from './health.ts';
import type { createMetrics } from '../http/metrics.ts';

export function operationsRoutes(deps: AppDeps, metrics: ReturnType<typeof createMetrics>) {
  const app = new Hono();
  const token = adminToken(deps.config);

  app.use('*', metrics.middleware);
  app.get('/healthz', (c) => healthAnswer(deps.db, c, deps.streams.stopping));
  app.get('/metrics', requireToken(token), async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', metrics.registry.contentType);
    return c.body(await metrics.registry.metrics());
  });
  app.route('/admin/api', adminRoutes(deps, token));
  return app;
}
