// The connection rows of bench:live (scripts/bench-live.mjs): N live pages on one or two server
// processes, their memory and CPU, the controller changes' delivery, the start minute's reads and
// the reconnect storm after a restart.
import { cpuSeconds, openClients, percentile } from './liveClients.mjs';
import { registrationBody } from './load.mjs';
import { stopProcess } from './processes.mjs';
import {
  metric,
  CHANGES,
  EVENT,
  IDLE,
  PROJECT_ID,
  progress,
  READ_KINDS,
  round,
  sleep,
  startServer,
  TOKEN,
  WORKERS,
} from './liveSetup.mjs';

/** Registrations for the start minute's personal pages, through the API; answers their ids. */
export async function fillRegistrations(base, amount) {
  const ids = [];
  let next = 0;
  const started = Date.now();
  const one = async () => {
    while (next < amount) {
      next += 1;
      const res = await fetch(`${base}/api/registrations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: registrationBody('live'),
      });
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
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
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
    perChange.push({
      version,
      received: d.times.length,
      open: d.open,
      complete: d.complete,
      allMs: round(mine.at(-1), 1),
    });
    progress(
      `  change ${i + 1}/${count}: ${d.times.length}/${d.open} in ${round(mine.at(-1), 1)} ms ` +
        `(p50 ${round(percentile(mine, 50), 1)} ms)`,
    );
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
  progress(
    `  ${report.open}/${clients.open} streams back ${backSeconds} s after the restart; ` +
      `refused on the way: ${JSON.stringify(report.refused)}`,
  );
  const after = await sendChanges(fresh.base, clients, 1, { warmUp: false });
  return {
    downSeconds: round(downSeconds, 1),
    backSeconds,
    reconnected: report.reconnected,
    open: report.open,
    refused: report.refused,
    changeAfter: {
      delivered: round(after.deliveries / Math.max(1, after.expected), 4),
      p99: round(percentile(after.latencies, 99), 1),
      max: round(after.latencies.at(-1), 1),
    },
  };
}

/** One row: servers already started; `pageIds` given for the start minute. */
export async function measureRow({ servers, clients: n, perSecond, pageIds, label, restart = false }) {
  const pids = servers.map((s) => s.child.pid);
  await sleep(1000);
  const before = await Promise.all(servers.map((s) => s.inspector.memory()));
  progress(`${label}: opening ${n} connections at ${perSecond}/s over ${WORKERS} client processes`);
  let shown = 0;
  const rampCpu0 = pids.map(cpuSeconds);
  const rampStart = Date.now();
  const clients = await openClients({
    workers: WORKERS,
    count: n,
    perSecond,
    bases: servers.map((s) => s.base),
    broadcast: 'hybrid-health-summit-2026',
    event: EVENT,
    projectId: PROJECT_ID,
    pageReads: !!pageIds,
    registrationIds: pageIds,
    onProgress: (open) => {
      if (open - shown >= n / 5) {
        shown = open;
        progress(`  ${open} open`);
      }
    },
  });
  const rampCpuSeconds = pids.reduce((n, pid, i) => n + cpuSeconds(pid) - rampCpu0[i], 0);
  const rampCpu = rampCpuSeconds / ((Date.now() - rampStart) / 1000);
  progress(
    `  ${clients.open} open, ${clients.failed} failed in ${clients.rampSeconds.toFixed(1)} s ` +
      `${JSON.stringify(clients.statuses)}; server CPU ${Math.round(rampCpu * 100)} %`,
  );
  if (clients.failed) for (const s of servers) progress(`  ${s.name} said:\n${s.log.slice(-1500)}`);
  await sleep(3000);
  const after = await Promise.all(servers.map((s) => s.inspector.memory()));
  const serverCount = (await Promise.all(servers.map((s) => metric(s.base, 'eventhall_live_connections')))).reduce(
    (a, b) => a + (b ?? 0),
    0,
  );
  const sum = (list) => list.reduce((a, b) => a + b, 0);
  const perClient = (key) =>
    (sum(after.map((m) => m[key])) - sum(before.map((m) => m[key]))) / Math.max(1, clients.open);
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
  const byKind =
    reads &&
    Object.fromEntries(
      Object.entries(reads.latencies).map(([kind, list]) => {
        const sorted = list.sort((a, b) => a - b);
        return [
          kind,
          {
            requests: sorted.length,
            p50: round(percentile(sorted, 50), 1),
            p99: round(percentile(sorted, 99), 1),
            max: round(sorted.at(-1), 1),
          },
        ];
      }),
    );

  return {
    clients: n,
    processes: servers.length,
    delivered: round(changes.deliveries / Math.max(1, changes.expected), 4),
    p50: round(percentile(changes.latencies, 50), 1),
    p99: round(percentile(changes.latencies, 99), 1),
    max: round(changes.latencies.at(-1), 1),
    bytesPerClient: Math.round(bytesPerClient),
    open: clients.open,
    failed: clients.failed,
    lost,
    serverCount,
    statuses: clients.statuses,
    rampPerSecond: perSecond,
    rampSeconds: round(clients.rampSeconds, 1),
    heapBytesPerClient: Math.round(heapPerClient),
    rssMiB: round(sum(after.map((m) => m.rss)) / 2 ** 20, 1),
    idleCpuPercent: round(idleCpu * 100, 1),
    cpuDuringChanges: { serverPercent: round(serverCpu * 100), clientPercent: round(clientCpu * 100) },
    serverCpuDuringRampPercent: round(rampCpu * 100),
    // Work, not wall time: comparable on a busy machine. Per change: the fan-out, the control POST,
    // heartbeats meanwhile.
    serverCpuMsPerChange: round((serverCpuSeconds * 1000) / (CHANGES + 1), 1),
    serverCpuMsPerConnect: round((rampCpuSeconds * 1000) / Math.max(1, n), 2),
    changes: changes.perChange,
    ...(storm ? { storm } : {}),
    ...(reads
      ? {
          startMinute: {
            pages: n,
            seconds: round(clients.rampSeconds, 1),
            requests: readLat.length,
            p50: round(percentile(readLat, 50), 1),
            p99: round(percentile(readLat, 99), 1),
            max: round(readLat.at(-1), 1),
            byKind,
            errors: reads.readErrors,
            heartbeats: reads.heartbeats,
            heartbeatsFailed: reads.heartbeatsFailed,
            clientLoopMaxMs: round(reads.clientLoopMaxMs, 1),
            clientLoopP99Ms: round(reads.clientLoopP99Ms, 1),
          },
        }
      : {}),
  };
}
