/** Every app route opens from the precached shell, online or not; the denylist goes to the network. */
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NAVIGATION_DENYLIST } from './routes';

export function setupNavigation(): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [...NAVIGATION_DENYLIST],
  }));
}
