/**
 * GET /api/deployment-settings (issue 44): the settings every page the server sends carries,
 * as a document of its own for the installed app's cached shell, which has none. The service
 * worker keeps its last answer (sw/routes.ts), so the shell opens offline with them too.
 */
import { Hono } from 'hono';
import { DEPLOYMENT_SETTINGS_PATH, type DeploymentSettings } from '../../src/contract/index.ts';
import { pageSettings } from '../config.ts';
import type { AppDeps } from '../deps.ts';

export function deploymentSettingsRoutes(deps: AppDeps) {
  const app = new Hono();
  const settings = pageSettings(deps.config) satisfies DeploymentSettings;
  app.get(DEPLOYMENT_SETTINGS_PATH, (c) => {
    // Asked again each time (a restart may change them); the worker keeps a copy for offline use.
    c.header('Cache-Control', 'no-cache');
    return c.json(settings);
  });
  return app;
}
