/**
 * The reference live director, mounted with one line in server/app.ts: /live-director/*,
 * POST /api/jitsi-jwt and the e-learning query string, protected recordings under /media/ondemand,
 * and the director console /live-director/console/{eventId}. In the demo only (not with
 * NODE_ENV=production): the meeting and chat stand-ins /dev/jitsi/* and /dev/chat/*, and
 * /dev/director/{eventId}, which redirects to the console. See README.md in this folder.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { chatStandInRoutes } from './chatStandIn.ts';
import { directorConsoleRedirect, directorConsoleRoutes } from './director.ts';
import { elearningRoutes } from './elearning.ts';
import { jitsiJwtRoutes, jitsiStandInRoutes } from './jitsi.ts';
import { recordingRoutes } from './recordings.ts';
import { type LiveRouteParts, liveDirectorRoutes } from './routes.ts';
import { CONTROL_TOKEN_FILE, ELEARNING_SECRET_FILE, JITSI_SECRET_FILE, secretFromFolder } from './secrets.ts';

export function liveRoutes(deps: AppDeps, parts: LiveRouteParts = {}): Hono {
  const { live, dataDir, production } = deps.config;
  const controlToken = live.controlToken ?? secretFromFolder(dataDir, CONTROL_TOKEN_FILE);
  if (!live.controlToken && dataDir) {
    const file = `${dataDir.replace(/\/?$/, '/')}${CONTROL_TOKEN_FILE}`;
    // Production logs are read by more people than the token is meant for: only its file is named.
    console.log(
      production
        ? `Live control token: in ${file} (or set LIVE_CONTROL_TOKEN)`
        : `Live control token (LIVE_CONTROL_TOKEN unset; kept in ${file}): ${controlToken}`,
    );
  }
  const jitsiSecret = live.jitsiAppSecret ?? secretFromFolder(dataDir, JITSI_SECRET_FILE);
  const elearningSecret = live.elearningSecret ?? secretFromFolder(dataDir, ELEARNING_SECRET_FILE);

  const app = new Hono();
  // The console page holds no data: every call it makes needs the control token.
  app.route('/live-director/console', directorConsoleRoutes(deps.config.distDir));
  app.route('/live-director', liveDirectorRoutes(deps, controlToken, parts).app);
  app.route('/api', jitsiJwtRoutes(deps, jitsiSecret));
  app.route('/api', elearningRoutes(deps, elearningSecret));
  // Before the static /media: protected recordings only under their keyed names.
  app.route('/media/ondemand', recordingRoutes(deps));
  if (!production) {
    app.route('/dev/jitsi', jitsiStandInRoutes());
    app.route('/dev/chat', chatStandInRoutes());
    app.route('/dev/director', directorConsoleRedirect());
  }
  return app;
}
