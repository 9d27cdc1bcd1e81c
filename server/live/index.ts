/**
 * The reference live director, mounted with one line in server/app.ts: /live-director/*,
 * POST /api/jitsi-jwt and the e-learning query string, protected recordings under /media/ondemand, the dev meeting stand-in /dev/jitsi/* and the director console
 * /dev/director/{eventId}. See README.md in this folder.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { chatStandInRoutes } from './chatStandIn.ts';
import { directorConsoleRoutes } from './director.ts';
import { elearningRoutes } from './elearning.ts';
import { jitsiJwtRoutes, jitsiStandInRoutes } from './jitsi.ts';
import { recordingRoutes } from './recordings.ts';
import { liveDirectorRoutes } from './routes.ts';
import { CONTROL_TOKEN_FILE, ELEARNING_SECRET_FILE, JITSI_SECRET_FILE, secretFromFolder } from './secrets.ts';

export function liveRoutes(deps: AppDeps): Hono {
  const { live, dataDir } = deps.config;
  const controlToken = live.controlToken ?? secretFromFolder(dataDir, CONTROL_TOKEN_FILE);
  if (!live.controlToken && dataDir) {
    console.log(`Live control token (LIVE_CONTROL_TOKEN unset; kept in ${dataDir.replace(/\/?$/, '/')}${CONTROL_TOKEN_FILE}): ${controlToken}`);
  }
  const jitsiSecret = live.jitsiAppSecret ?? secretFromFolder(dataDir, JITSI_SECRET_FILE);
  const elearningSecret = live.elearningSecret ?? secretFromFolder(dataDir, ELEARNING_SECRET_FILE);

  const app = new Hono();
  app.route('/live-director', liveDirectorRoutes(deps, controlToken).app);
  app.route('/api', jitsiJwtRoutes(deps, jitsiSecret));
  app.route('/api', elearningRoutes(deps, elearningSecret));
  // Before the static /media: protected recordings only under their keyed names.
  app.route('/media/ondemand', recordingRoutes(deps));
  app.route('/dev/jitsi', jitsiStandInRoutes());
  app.route('/dev/chat', chatStandInRoutes());
  app.route('/dev/director', directorConsoleRoutes());
  return app;
}
