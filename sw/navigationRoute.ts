/**
 * The worker's route for page navigations: every one but the denylist's (routes.ts), handled by
 * navigation.ts. Apart from the worker's globals, so the tests ask this very route.
 */
import type { RouteHandler } from 'workbox-core';
import { NavigationRoute } from 'workbox-routing';
import { NAVIGATION_DENYLIST } from './routes';

export const pageNavigationRoute = (handler: RouteHandler) =>
  new NavigationRoute(handler, { denylist: [...NAVIGATION_DENYLIST] });
