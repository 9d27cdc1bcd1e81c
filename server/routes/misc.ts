/** Small helpers the app calls: the client address (default phone country). */
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { clientAddress, isLocalAddress } from '../http/clientIp.ts';

export function miscRoutes(deps: AppDeps) {
  const app = new Hono();

  // Without a geo-IP database only our own addresses are known: they count as the Netherlands.
  app.get('/client-ip', (c) => {
    const clientIp = clientAddress(c, deps.config.trustProxy);
    return c.json(isLocalAddress(clientIp) ? { clientIp, country: 'NL' } : { clientIp });
  });

  return app;
}
