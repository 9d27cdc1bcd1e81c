/**
 * Project, registration, counts and participants: the network when it answers within 3 s, else the
 * last answer seen (stamped with the time it was stored). Only GET is routed (workbox's default),
 * so POST/PUT are never cached.
 */
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { SW_CACHE } from '../src/state/storageKeys';
import { cachePlugins } from './plugins';
import { isProjectDataPath } from './routes';
import { stampPlugin } from './stamp';

/** Also asked by the worker itself (deploymentSettings.ts): the same cache, the same freshness. */
export const projectDataStrategy = new NetworkFirst({
  cacheName: SW_CACHE.projectData,
  networkTimeoutSeconds: 3,
  plugins: [...cachePlugins(80, 14), stampPlugin],
});

export function setupProjectData(): void {
  registerRoute(
    // Any origin: the API prefixes are configurable and may point at another host.
    ({ url }) => isProjectDataPath(url.pathname),
    projectDataStrategy,
    'GET',
  );
}
