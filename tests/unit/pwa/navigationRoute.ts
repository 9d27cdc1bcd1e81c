/**
 * Whether the service worker answers a navigation with its page handler, asked of the route it
 * registers (sw/navigationRoute.ts: workbox's NavigationRoute with the denylist), as workbox asks it.
 */
import type { RouteMatchCallbackOptions } from 'workbox-core';

/** Workbox reads `self` when it loads; under Node the global object stands in for the worker's. */
export async function navigationDenied(): Promise<(pathAndSearch: string) => boolean> {
  (globalThis as { self?: unknown }).self ??= globalThis;
  const { pageNavigationRoute } = await import('../../../sw/navigationRoute');
  const route = pageNavigationRoute(async () => Response.error());
  return (pathAndSearch) =>
    !route.match({
      url: new URL(pathAndSearch, 'https://events.example.test'),
      request: { mode: 'navigate' } as Request,
      sameOrigin: true,
    } as unknown as RouteMatchCallbackOptions);
}
