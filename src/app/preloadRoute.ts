/**
 * Before the first render: the route's page chunk and its project (then its registration)
 * load side by side, instead of one after the other as React would discover them.
 */
import { prefetchProject } from '../project/projectQueries';
import { findRoute, routeLookupId, routeProjectSource } from './routeMatch';

/** Resolves true once the route's project is loaded (and its language active). */
export async function preloadRoute(pathname: string): Promise<boolean> {
  const match = findRoute(pathname);
  if (!match) return false;
  // A failed chunk shows when React renders the page, as without the preload.
  match.route.load().catch(() => undefined);
  const source = routeProjectSource(match.route, match.params);
  if (!source) return false;
  return (await prefetchProject(source, routeLookupId(match.params))) !== null;
}
