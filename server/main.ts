/**
 * The reference server: `node --import tsx server/main.ts`. Locks down the data folder, migrates
 * (under a lock on PostgreSQL, db/migrateLocked.ts), seeds the demo (re-timing it; not in
 * production unless DEMO_SEED=1), recounts the registration counters, listens, and on
 * SIGINT/SIGTERM stops gracefully within 10 s (ops/gracefulStop.ts).
 */
import './v8Flags.ts';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { createApp } from './app.ts';
import { createAppCache, type AppCache } from './cache/appCache.ts';
import { localChangeFeed, type ChangeFeed } from './cache/changeFeed.ts';
import { postgresChangeFeed } from './cache/postgresChangeFeed.ts';
import { configFromEnv, productionStartProblems } from './config.ts';
import { startRetentionJob } from './admin/retention.ts';
import { openDatabase, type Database } from './db/client.ts';
import { protectDataFolder, tighten } from './db/dataFolder.ts';
import { purgeIdempotencyKeys } from './http/idempotency.ts';
import { createNodeServer } from './http/nodeServer.ts';
import { backgroundSettled } from './lib/background.ts';
import { createOpenStreams } from './lib/openStreams.ts';
import { stopGracefully } from './ops/gracefulStop.ts';
import { startMailFromEnv } from './mail/start.ts';
import { ticketQrOf } from './checkin/mailQr.ts';
import { notifierFor } from './push/notifier.ts';
import { startReminders } from './reminders/dispatcher.ts';
import { scheduleAllReminders } from './reminders/schedule.ts';
import { reconcileCounters } from './services/counterSync.ts';
import { demoLinks } from './seed/demoLinks.ts';
import { demoProjects, seed } from './seed/index.ts';

/** PGlite: one process per folder, nothing to tell. PostgreSQL: other processes may share the database. */
function openChangeFeed(database: Database, databaseUrl: string | undefined): Promise<ChangeFeed> | ChangeFeed {
  if (!databaseUrl) return localChangeFeed();
  return postgresChangeFeed({
    url: databaseUrl,
    notify: async (channel, payload) => {
      await database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
  });
}

const config = configFromEnv();
console.log(
  config.production
    ? 'Mode: production (NODE_ENV=production): no /dev routes, no tokens printed' +
        (config.demoSeed ? ', demo data seeded (DEMO_SEED=1)' : ', no demo data')
    : 'Mode: demo (development pages under /dev; set NODE_ENV=production for a real deployment)',
);
for (const warning of config.deploymentNotes.warnings) console.warn(`Warning: ${warning}`);
for (const line of config.deploymentNotes.summary) console.log(line);
const refusals = productionStartProblems(config);
if (refusals.length) {
  for (const problem of refusals) console.error(`Cannot start: ${problem}`);
  process.exit(1);
}
if (config.push.loopbackForTests)
  console.log('Push: PUSH_LOOPBACK_FOR_TESTS=1, push endpoints on this machine are accepted (tests and demo only)');
let database: Database;
let cache: AppCache;
let feed: ChangeFeed;
try {
  // Before anything is created: the database files and secrets are the server user's alone.
  protectDataFolder(config.dataDir);
  const now = new Date();
  database = openDatabase(config);
  await database.migrate();
  // PGlite sets the modes of the files it unpacks into a new folder itself: take them back.
  if (!config.databaseUrl) tighten(config.dataDir);
  if (config.demoSeed) await seed(database.db, now);
  // The seed writes demo registrations and event limits directly: recount before serving.
  const corrected = await reconcileCounters(database.db);
  if (corrected) console.log(`Registration counters: ${corrected} created or corrected`);
  await purgeIdempotencyKeys(database.db, now);
  feed = await openChangeFeed(database, config.databaseUrl);
  cache = createAppCache(database.db, feed);
  // Processes already running on the same PostgreSQL hold the demo projects as they were before this seed.
  if (config.demoSeed) for (const project of demoProjects(now)) await cache.projectChanged(project.id);
} catch (err) {
  console.error(`Cannot start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}

const streams = createOpenStreams();
const app = createApp({ db: database.db, config, now: () => new Date(), cache, feed, streams });
const mail = startMailFromEnv(database.db, process.env, config.production, ticketQrOf(config));
startRetentionJob({ db: database.db, config, now: () => new Date(), cache });
// Reminder rows follow the sessions as they are now (the demo seed re-timed its own), then every
// process hands out the due ones (reminders/dispatcher.ts: each row by one process).
await scheduleAllReminders(database.db, config.reminderOffsets, new Date());
const reminders = startReminders({
  db: database.db,
  origin: config.publicUrl ?? `http://localhost:${config.port}`,
  push: notifierFor({ db: database.db, config, now: () => new Date() }),
});
// A long accept queue: at the start minute, or when every page reconnects after a restart, a short
// one overflows and the kernel drops (then resets) connections before this process can take them.
// The kernel caps it at net.core.somaxconn.
const LISTEN_BACKLOG = 65_535;
const server = createNodeServer(app.fetch, config);
server.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG }, () => {
  const info = server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const origin = `http://${host}:${info.port}`;
  const store = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`Reference server listening on ${origin} (${store}, app from ${config.distDir})`);
  if (!config.demoSeed) return;
  console.log('Demo:');
  for (const line of demoLinks(origin, config.production)) console.log(`  ${line}`);
});

server.on('error', (err: NodeJS.ErrnoException) => {
  console.error(err.code === 'EADDRINUSE' ? `Port ${config.port} is already in use; set PORT to another port.` : err);
  void database.close().finally(() => process.exit(1));
});

let stopping = false;
function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping`);
  void stopGracefully({
    server,
    streams,
    drainMs: config.stopDrainMs,
    workers: [() => reminders.stop(), async () => mail?.stop()],
    // Answered requests may still be writing (a login link's mail, lib/background.ts).
    closeAfter: [backgroundSettled, () => cache.close(), () => database.close()],
  });
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
