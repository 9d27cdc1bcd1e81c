/**
 * The Node HTTP server around the app (main.ts and the tests that need a real socket): the
 * transport headers every answer gets (strictTransport.ts) and the keep-alive timeouts a load
 * balancer in front expects. `serverOptions` (TLS key and certificate) makes it an https server.
 */
import { createServer as createHttpsServer, type ServerOptions } from 'node:https';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import type { Config } from '../config.ts';
import { sendStrictTransport } from './strictTransport.ts';

type Fetch = Parameters<typeof createAdaptorServer>[0]['fetch'];

export function createNodeServer(
  fetch: Fetch,
  config: Pick<Config, 'host' | 'trustProxy' | 'publicUrl'>,
  tls?: ServerOptions,
): Server {
  const server = (
    tls
      ? createAdaptorServer({ fetch, hostname: config.host, createServer: createHttpsServer, serverOptions: tls })
      : createAdaptorServer({ fetch, hostname: config.host })
  ) as Server;
  sendStrictTransport(server, config);
  // Live streams stay open for hours (the SSE route switches off their idle timeout itself). Between
  // requests a keep-alive connection waits longer than the usual 60 s idle timeout of a load
  // balancer in front, so the balancer, not this server, closes it (no race on a reused socket).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
