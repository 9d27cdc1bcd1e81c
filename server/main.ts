/**
 * The reference server: `node --import tsx server/main.ts`. Migrates, seeds (re-timing the demo),
 * listens, and on SIGINT/SIGTERM closes the HTTP server and the database before exiting.
 */
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { purgeIdempotencyKeys } from './http/idempotency.ts';
import { demoLinks } from './seed/demoLinks.ts';
import { seed } from './seed/index.ts';

const config = configFromEnv();
let database: Database;
try {
  database = openDatabase(config);
  await database.migrate();
  await seed(database.db, new Date());
  await purgeIdempotencyKeys(database.db, new Date());
} catch (err) {
  console.error(`Cannot start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}

const app = createApp({ db: database.db, config, now: () => new Date() });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const origin = `http://${host}:${info.port}`;
  const store = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`Reference server listening on ${origin} (${store}, app from ${config.distDir})`);
  console.log('Demo:');
  for (const line of demoLinks(origin)) console.log(`  ${line}`);
});

server.on('error', (err: NodeJS.ErrnoException) => {
  console.error(err.code === 'EADDRINUSE' ? `Port ${config.port} is already in use; set PORT to another port.` : err);
  void database.close().finally(() => process.exit(1));
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping`);
  // Give open requests a moment, then cut keep-alive connections so close() can finish.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  setTimeout(() => (server as { closeAllConnections?: () => void }).closeAllConnections?.(), 2000).unref();
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  await closed;
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
