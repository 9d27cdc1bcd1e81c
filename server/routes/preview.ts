/**
 * The preview's settings, read by /{event_id}/preview-dynamic-blocks at run time so that one
 * build serves any deployment: the admin origin whose block updates it accepts (ADMIN_ORIGIN).
 */
import { Hono } from 'hono';
import type { PreviewSettings } from '../../src/contract/index.ts';
import type { AppDeps } from '../deps.ts';

export function previewRoutes(deps: AppDeps) {
  const app = new Hono();
  app.get('/preview-settings', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ adminOrigin: deps.config.adminOrigin } satisfies PreviewSettings);
  });
  return app;
}
