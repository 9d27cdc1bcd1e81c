/**
 * Before the first render: the route's page chunk and its project (then its registration)
 * load side by side, instead of one after the other as React would discover them.
 */
import type { Project } from '../contract';
import { prefetchProject } from '../project/projectQueries';
import { findRoute, routeLookupId, routeProjectSource } from './routeMatch';

/**
 * Resolves true once the route's project is loaded (its language active, its font in or given
 * up on), its registration settled and its page ready to render; false without a project.
 */
export async function preloadRoute(pathname: string): Promise<boolean> {
  const match = findRoute(pathname);
  if (!match) return false;
  // A failed chunk shows when React renders the page, as without the preload.
  const page = match.route.load();
  page.catch(() => undefined);
  const source = routeProjectSource(match.route, match.params);
  if (!source) return false;
  const prepare = async (project: Project) => (await page).prepare?.(project);
  return (await prefetchProject(source, routeLookupId(match.params), prepare)) !== null;
}
