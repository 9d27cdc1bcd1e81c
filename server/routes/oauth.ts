/** The development sign-in providers, under /dev/oauth (DECISIONS.md). */
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { linkedinRoutes } from './oauthLinkedin.ts';
import { publisherRoutes } from './oauthPublisher.ts';

export function oauthRoutes(deps: AppDeps) {
  const app = new Hono();
  app.route('/linkedin', linkedinRoutes(deps));
  app.route('/publisher', publisherRoutes(deps));
  return app;
}
