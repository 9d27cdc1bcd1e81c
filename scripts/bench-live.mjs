// `npm run bench:live` (issue 15): live connections at scale, loopback only, bounded, stops by itself.
// For N = 1,000, 5,000 and 10,000 connections on one server process (PGlite, throwaway DATA_DIR),
// then 10,000 split over two processes on one PostgreSQL: opens the connections the way the app does
// (POST /live-director/sessions, then the SSE stream), measures the server's memory per connection
// and its CPU while idle, sends controller changes through the control API and measures, per change,
// when each connection received it. The 10,000 single-process row is the start minute: 10,000
// personal pages opening within one minute (project document, registration, library, live state,
// then the session with its one-browser heartbeat and the stream), with the reads' latency.
// Prints one markdown table and writes bench/live.json.
//   BENCH_LIVE_SIZES=1000,5000,10000   single-process rows (the last one is the start minute)
//   BENCH_LIVE_TWO=10000               connections of the two-process row (0: skip it)
//   BENCH_LIVE_RAMP=250                new connections per second (the start minute: N / 60 s)
//   BENCH_LIVE_START_MINUTE=60         seconds over which the start minute's pages open (0: plain row)
//   BENCH_LIVE_CHANGES=10              controller changes per row
//   BENCH_LIVE_WORKERS=2               load-client processes
//   BENCH_LIVE_IDLE=15                 seconds of idle CPU measurement (one heartbeat period)
//   BENCH_LIVE_STORM=1                 restart the last single-process row's server: a reconnect storm (0: skip)
//   BENCH_DATABASE_URL / TEST_DATABASE_URL   a PostgreSQL to use (else a throwaway cluster)
//   BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"   extra Node options for the servers (investigations)
//   BENCH_LIVE_ROWS=connections,storm,restart,qna  which rows (default connections,storm,restart): the connection rows above, the storm rows (issue 32;
//     scripts/bench/liveStormRows.mjs: BENCH_LIVE_POLL_PAGES=10000, BENCH_LIVE_VOTERS=8000,
//     BENCH_LIVE_VOTE_SECONDS=10, BENCH_LIVE_QUESTIONS=2000, BENCH_LIVE_QUESTION_SECONDS=30,
//     BENCH_LIVE_STORM_ONE=1 (the one-process PGlite storm; 0: skip), BENCH_LIVE_STORM_TWO=1 (the two-process
//     PostgreSQL storm; 0: skip), BENCH_LIVE_STORM_RAMP=250)
//     the audience Q&A rows (qna; scripts/bench/qna.mjs: BENCH_QNA_*)
//     and the rolling restart (restart, issue 44, about a minute; scripts/bench/restartRow.mjs says
//     what it does, its goals and its BENCH_LIVE_RESTART_* switches). A run of some rows keeps
//     the other parts of bench/live.json (with their run's meta under `earlier`).
import { mkdirSync, writeFileSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { intEnv, listEnv } from './bench/env.mjs';
import { cpuSeconds, killClientsNow, openClients, percentile } from './bench/liveClients.mjs';
import { inspectorOf } from './bench/inspect.mjs';
import { startPostgres } from './bench/livePostgres.mjs';
import { stormRows, stormTable } from './bench/liveStormRows.mjs';
import { freePort, killAllNow, startProcess, stopAll, stopProcess } from './bench/processes.mjs';
import { registrationBody } from './bench/load.mjs';
import { runQnaRows } from './bench/qnaRows.mjs';
import { keepEarlier, table } from './bench/liveReport.mjs';
import { restartRow, restartTable } from './bench/restartRow.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const OUT = join(ROOT, 'bench', 'live.json');
const TOKEN = 'bench-live-control-token';
const ADMIN_TOKEN = 'bench-live-admin-token-0123456789';
const EVENT = 'hybrid-summit';
const PROJECT_ID = 'proj-hybrid-summit';
const SIZES = listEnv('BENCH_LIVE_SIZES', [1000, 5000, 10000]);
const TWO = intEnv('BENCH_LIVE_TWO', 10000);
const RAMP = intEnv('BENCH_LIVE_RAMP', 250);
const START_MINUTE = intEnv('BENCH_LIVE_START_MINUTE', 60);
const CHANGES = intEnv('BENCH_LIVE_CHANGES', 10);
const WORKERS = intEnv('BENCH_LIVE_WORKERS', 2);
const IDLE = intEnv('BENCH_LIVE_IDLE', 15);
const STORM = intEnv('BENCH_LIVE_STORM', 1) > 0;
const ROWS = (process.env.BENCH_LIVE_ROWS || 'connections,storm,restart').split(',').map((s) => s.trim());
const READ_KINDS = ['project', 'registration', 'library', 'state'];
const GOALS = { p99: 1000, bytesPerClient: 20 * 1024, readP99: 100 };


const t0 = Date.now();
const progress = (msg) => process.stderr.write(`[bench:live ${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${msg}\n`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const round = (n, d = 0) => (Number.isFinite(n) ? Math.round(n * 10 ** d) / 10 ** d : null);

/** The fd limit this process (and its children) got: the script raised the soft one to the hard one. */
function fdLimit() {
  try {
    const m = /Max open files\s+(\d+)\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'));
    return m ? { soft: Number(m[1]), hard: Number(m[2]) } : undefined;
  } catch {
    return undefined;
  }
}

async function startServer(name, env, { port, dataDir } = {}) {
  port ??= await freePort();
  const inspectPort = await freePort();
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const proc = await startProcess(name, [...extra, `--inspect=127.0.0.1:${inspectPort}`, '--import', 'tsx', 'server/main.ts'], {
    port, cwd: ROOT, readyPath: '/healthz', dataDir,
    env: {
      RATE_LIMIT_SCALE: '100000', DIST_DIR: join(ROOT, '.no-dist'), SMTP_URL: '', DATABASE_URL: '',
      LIVE_CONTROL_TOKEN: TOKEN, ADMIN_TOKEN, ...env,
    },
  });
  proc.inspector = await inspectorOf(inspectPort);
  return proc;
}

async function stopServer(proc) {
  proc.inspector.close();
  await stopProcess(proc);
}

async function metric(base, name) {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  const m = new RegExp(`^${name} (\\S+)$`, 'm').exec(await res.text());
  return m ? Number(m[1]) : undefined;
}

/** Registrations for the start minute's personal pages, through the API; answers their ids. */
async function fillRegistrations(base, amount) {
  const ids = [];
  let next = 0;
  const started = Date.now();
  const one = async () => {
    while (next < amount) {
      next += 1;
      const res = await fetch(`${base}/api/registrations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: registrationBody('live') });
      if (res.ok) ids.push((await res.json()).registrationID);
      if (ids.length % 2000 === 0 && res.ok) progress(`  ${ids.length} registrations`);
    }
  };
  await Promise.all(Array.from({ length: 16 }, one));
  progress(`  ${ids.length} registrations in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return ids;
}

/** Changes through the control API of `controlBase`; per change the delivery times to every stream. */
async function sendChanges(controlBase, clients, count, { warmUp = true } = {}) {
  const latencies = [];
  let deliveries = 0;
  let expected = 0;
  const perChange = [];
  for (let i = warmUp ? -1 : 0; i < count; i++) {
    const sentAt = performance.timeOrigin + performance.now();
    const res = await fetch(`${controlBase}/live-director/control/${EVENT}`, {
      method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ visible: { chat: i % 2 === 0 } }),
    });
    if (!res.ok) throw new Error(`control answered ${res.status}: ${await res.text()}`);
    const { version } = await res.json();
    const d = await clients.delivered(version, 10_000);
    const mine = d.times.map((t) => t - sentAt).sort((a, b) => a - b);
    if (i < 0) {
      progress(`  warm-up change: ${d.times.length}/${d.open} in ${round(mine.at(-1), 1)} ms (not counted)`);
      await sleep(500);
      continue;
    }
    latencies.push(...mine);
    deliveries += d.times.length;
    expected += d.open;
    perChange.push({ version, received: d.times.length, open: d.open, complete: d.complete, allMs: round(mine.at(-1), 1) });
    progress(`  change ${i + 1}/${count}: ${d.times.length}/${d.open} in ${round(mine.at(-1), 1)} ms (p50 ${round(percentile(mine, 50), 1)} ms)`);
    await sleep(500);
  }
  latencies.sort((a, b) => a - b);
  return { latencies, deliveries, expected, perChange };
}

/**
 * The server restarts (SIGTERM: it closes every stream, then a new process on the same port and
 * data) while every client holds a stream; they come back as the app's do (random 0-5 s, the
 * snapshot, Last-Event-ID). Then one change must reach all of them again.
 */
async function reconnectStorm(servers, clients) {
  const [old] = servers;
  progress(`  reconnect storm: restarting ${old.name} with ${clients.open} streams open`);
  clients.startStorm();
  const started = Date.now();
  old.inspector.close();
  await stopProcess(old, { keepData: true });
  const fresh = await startServer(old.name, {}, { port: old.port, dataDir: old.dataDir });
  servers[0] = fresh;
  const readyAt = performance.timeOrigin + performance.now();
  const downSeconds = (Date.now() - started) / 1000;
  progress(`  back after ${downSeconds.toFixed(1)} s; waiting for the pages`);
  let report;
  const deadline = Date.now() + 90_000;
  do {
    await sleep(500);
    report = await clients.stormReport();
  } while (report.open < clients.open && Date.now() < deadline);
  const backSeconds = report.reconnected ? round((report.lastAt - readyAt) / 1000, 1) : null;
  progress(`  ${report.open}/${clients.open} streams back ${backSeconds} s after the restart; refused on the way: ${JSON.stringify(report.refused)}`);
  const after = await sendChanges(fresh.base, clients, 1, { warmUp: false });
  return {
    downSeconds: round(downSeconds, 1), backSeconds, reconnected: report.reconnected, open: report.open, refused: report.refused,
    changeAfter: { delivered: round(after.deliveries / Math.max(1, after.expected), 4), p99: round(percentile(after.latencies, 99), 1), max: round(after.latencies.at(-1), 1) },
  };
}

/** One row: servers already started; `pageIds` given for the start minute. */
async function measureRow({ servers, clients: n, perSecond, pageIds, label, restart = false }) {
  const pids = servers.map((s) => s.child.pid);
  await sleep(1000);
  const before = await Promise.all(servers.map((s) => s.inspector.memory()));
  progress(`${label}: opening ${n} connections at ${perSecond}/s over ${WORKERS} client processes`);
  let shown = 0;
  const rampCpu0 = pids.map(cpuSeconds);
  const rampStart = Date.now();
  const clients = await openClients({
    workers: WORKERS, count: n, perSecond,
    bases: servers.map((s) => s.base), broadcast: 'hybrid-health-summit-2026', event: EVENT, projectId: PROJECT_ID,
    pageReads: !!pageIds, registrationIds: pageIds,
    onProgress: (open) => { if (open - shown >= n / 5) { shown = open; progress(`  ${open} open`); } },
  });
  const rampCpuSeconds = pids.reduce((n, pid, i) => n + cpuSeconds(pid) - rampCpu0[i], 0);
  const rampCpu = rampCpuSeconds / ((Date.now() - rampStart) / 1000);
  progress(`  ${clients.open} open, ${clients.failed} failed in ${clients.rampSeconds.toFixed(1)} s ${JSON.stringify(clients.statuses)}; server CPU ${Math.round(rampCpu * 100)} %`);
  if (clients.failed) for (const s of servers) progress(`  ${s.name} said:\n${s.log.slice(-1500)}`);
  await sleep(3000);
  const after = await Promise.all(servers.map((s) => s.inspector.memory()));
  const serverCount = (await Promise.all(servers.map((s) => metric(s.base, 'eventhall_live_connections')))).reduce((a, b) => a + (b ?? 0), 0);
  const sum = (list) => list.reduce((a, b) => a + b, 0);
  const perClient = (key) => (sum(after.map((m) => m[key])) - sum(before.map((m) => m[key]))) / Math.max(1, clients.open);
  const bytesPerClient = perClient('rss');
  const heapPerClient = perClient('heapUsed');

  progress(`  idle for ${IDLE} s (CPU of the server processes)`);
  const cpu0 = pids.map(cpuSeconds);
  await sleep(IDLE * 1000);
  const idleCpu = sum(pids.map((pid, i) => cpuSeconds(pid) - cpu0[i])) / IDLE;

  const clientCpu0 = clients.pids.map(cpuSeconds);
  const serverCpu0 = pids.map(cpuSeconds);
  const changeStart = Date.now();
  const changes = await sendChanges(servers[0].base, clients, CHANGES);
  const changeSecs = (Date.now() - changeStart) / 1000;
  const clientCpu = sum(clients.pids.map((pid, i) => cpuSeconds(pid) - clientCpu0[i])) / changeSecs;
  const serverCpuSeconds = sum(pids.map((pid, i) => cpuSeconds(pid) - serverCpu0[i]));
  const serverCpu = serverCpuSeconds / changeSecs;
  const reads = pageIds ? await clients.reads() : undefined;
  const storm = restart ? await reconnectStorm(servers, clients) : undefined;
  const lost = await clients.stop();
  // The page's four reads make the goal; the session POST and the stream's answer are shown beside them.
  const readLat = reads && READ_KINDS.flatMap((kind) => reads.latencies[kind] ?? []).sort((a, b) => a - b);
  const byKind = reads && Object.fromEntries(Object.entries(reads.latencies).map(([kind, list]) => {
    const sorted = list.sort((a, b) => a - b);
    return [kind, { requests: sorted.length, p50: round(percentile(sorted, 50), 1), p99: round(percentile(sorted, 99), 1), max: round(sorted.at(-1), 1) }];
  }));

  return {
    clients: n, processes: servers.length,
    delivered: round(changes.deliveries / Math.max(1, changes.expected), 4),
    p50: round(percentile(changes.latencies, 50), 1), p99: round(percentile(changes.latencies, 99), 1), max: round(changes.latencies.at(-1), 1),
    bytesPerClient: Math.round(bytesPerClient),
    open: clients.open, failed: clients.failed, lost, serverCount, statuses: clients.statuses,
    rampPerSecond: perSecond, rampSeconds: round(clients.rampSeconds, 1),
    heapBytesPerClient: Math.round(heapPerClient), rssMiB: round(sum(after.map((m) => m.rss)) / 2 ** 20, 1),
    idleCpuPercent: round(idleCpu * 100, 1),
    cpuDuringChanges: { serverPercent: round(serverCpu * 100), clientPercent: round(clientCpu * 100) },
    serverCpuDuringRampPercent: round(rampCpu * 100),
    // Work, not wall time: comparable on a busy machine. Per change: the fan-out, the control POST, heartbeats meanwhile.
    serverCpuMsPerChange: round((serverCpuSeconds * 1000) / (CHANGES + 1), 1),
    serverCpuMsPerConnect: round((rampCpuSeconds * 1000) / Math.max(1, n), 2),
    changes: changes.perChange,
    ...(storm ? { storm } : {}),
    ...(reads ? {
      startMinute: {
        pages: n, seconds: round(clients.rampSeconds, 1), requests: readLat.length,
        p50: round(percentile(readLat, 50), 1), p99: round(percentile(readLat, 99), 1), max: round(readLat.at(-1), 1),
        byKind, errors: reads.readErrors, heartbeats: reads.heartbeats, heartbeatsFailed: reads.heartbeatsFailed,
        clientLoopMaxMs: round(reads.clientLoopMaxMs, 1), clientLoopP99Ms: round(reads.clientLoopP99Ms, 1),
      },
    } : {}),
  };
}

async function main() {
  // BENCH_LIVE_ROWS=qna: only the audience Q&A rows (scripts/bench/qna.mjs), into bench/qna.json.
  if (process.env.BENCH_LIVE_ROWS === 'qna') return runQnaRows({ root: ROOT, startServer, stopServer, progress });
  const limit = fdLimit();
  const meta = { date: new Date().toISOString(), node: process.version, cpus: cpus().length, loadavgBefore: loadavg().map((n) => round(n, 2)), fdLimit: limit, workers: WORKERS, ramp: RAMP, changes: CHANGES, goals: GOALS };
  progress(`load average ${meta.loadavgBefore.join(' ')} on ${meta.cpus} cores; open files limit ${limit ? `${limit.soft} (hard ${limit.hard})` : 'unknown'}`);
  const biggest = Math.max(...SIZES, TWO);
  if (limit && limit.soft < biggest / WORKERS + 1000) progress(`WARNING: ${limit.soft} open files is too few for ${biggest} connections (run through npm run bench:live, which raises it)`);
  const rows = [];
  for (const [i, n] of (ROWS.includes('connections') ? SIZES : []).entries()) {
    const startMinute = i === SIZES.length - 1 && START_MINUTE > 0;
    const servers = [await startServer(`live-${n}`, {})];
    const pageIds = startMinute ? await (progress(`filling ${n} registrations for the start minute`), fillRegistrations(servers[0].base, n)) : undefined;
    rows.push(await measureRow({
      servers, clients: n, perSecond: startMinute ? Math.ceil(n / START_MINUTE) : RAMP, pageIds, restart: STORM && i === SIZES.length - 1,
      label: startMinute ? `start minute, one process, ${n} personal pages` : `one process, ${n}`,
    }));
    await stopServer(servers[0]);
  }
  if (TWO > 0 && ROWS.includes('connections')) {
    progress('PostgreSQL for two processes');
    const pgPort = await freePort();
    const database = await startPostgres(ROOT, pgPort);
    try {
      const env = { DATABASE_URL: database.url };
      // One after the other: the first migrates and seeds, the second finds it done.
      const a = await startServer('live-pg-a', env);
      const b = await startServer('live-pg-b', env);
      rows.push(await measureRow({ servers: [a, b], clients: TWO, perSecond: RAMP, label: `two processes on PostgreSQL, ${TWO}` }));
      await stopServer(a);
      await stopServer(b);
    } finally {
      await stopAll();
      await database.stop();
    }
  }
  const storms = ROWS.includes('storm')
    ? await stormRows({ root: ROOT, startServer, stopServer, freePort, stopAll, workers: WORKERS, token: TOKEN, progress })
    : [];
  const restart = ROWS.includes('restart')
    ? await restartRow({ root: ROOT, startServer, stopServer, freePort, stopAll, workers: WORKERS, token: TOKEN, progress })
    : undefined;
  meta.loadavgAfter = loadavg().map((n) => round(n, 2));
  meta.seconds = Math.round((Date.now() - t0) / 1000);
  mkdirSync(join(ROOT, 'bench'), { recursive: true });
  writeFileSync(OUT, `${JSON.stringify(keepEarlier({ meta, rows, storms, restart }, OUT, ROWS), null, 2)}\n`);
  progress(`done in ${meta.seconds} s; wrote ${OUT}`);
  if (rows.length) console.log(table(rows, GOALS));
  console.log(stormTable(storms));
  console.log(restartTable(restart));
  if (rows.length) console.log(`\nRamp ${RAMP} connections/s (the start minute: its pages over ${START_MINUTE} s); ${CHANGES} changes per row (after one uncounted warm-up change), 0.5 s apart after each is delivered; latency from sending the control POST (to the first process) to the stream's receipt; delivered: the share of (stream, change) pairs that arrived; bytes/client: the servers' RSS (heap) growth per open stream, both after a full GC; ${WORKERS} load-client processes, the servers and (two-process row) PostgreSQL share the same ${meta.cpus} cores (CPU columns: 100 % = one core). Load average ${meta.loadavgBefore[0]} before, ${meta.loadavgAfter[0]} after.`);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    progress(`${signal}: stopping`);
    killClientsNow();
    stopAll().finally(() => process.exit(130));
  });
}
process.on('exit', () => { killClientsNow(); killAllNow(); });

try {
  await main();
} catch (err) {
  console.error(err instanceof Error ? err.stack : err);
  process.exitCode = 1;
} finally {
  killClientsNow();
  await stopAll();
}
