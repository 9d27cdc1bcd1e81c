// The rolling-restart row of `npm run bench:live` (issue 44; BENCH_LIVE_ROWS=restart alone): two
// processes on one PostgreSQL, pages split over them with their streams open, registrations with
// an Idempotency-Key each at a steady rate (restartWrites.mjs), the director changing the live
// state every second. One process gets SIGTERM, exits, and is started again. Its pages come back
// as the app's do (liveFailover.mjs), to the other process; no balancer runs in front, the
// clients route around the stopped process themselves as one would. Then the database must hold
// every acknowledged registration exactly once, and the row says when each dropped page had the
// live state again (from the SIGTERM): at its stream's reopening when its snapshot was current,
// else at the first state its resumed stream delivered. Goals: 0 lost, 0 doubled, stop <= 10 s,
// back on live p99 <= 5 s. BENCH_LIVE_RESTART_PAGES=1000, BENCH_LIVE_RESTART_WRITES=200 (a second),
// BENCH_LIVE_RESTART_BEFORE=5 / _AFTER=5 (seconds of writing before the signal / after the
// restarted process answers), BENCH_LIVE_RESTART_HONOUR_RETRY=0 (pages wait the 0-5 s spread of a
// drop without a come-back event instead of the stop's come-back delay).
import pg from 'pg';
import { intEnv } from './env.mjs';
import { cpuSeconds, openClients, percentile } from './liveClients.mjs';
import { startPostgres } from './livePostgres.mjs';
import { stopProcess } from './processes.mjs';
import { startDirector, startProbe, startWrites } from './restartWrites.mjs';

const PAGES = intEnv('BENCH_LIVE_RESTART_PAGES', 1000);
const WRITES = intEnv('BENCH_LIVE_RESTART_WRITES', 200);
const BEFORE = intEnv('BENCH_LIVE_RESTART_BEFORE', 5);
const AFTER = intEnv('BENCH_LIVE_RESTART_AFTER', 5);
const HONOUR_RETRY = intEnv('BENCH_LIVE_RESTART_HONOUR_RETRY', 1) > 0;
const EVENT = 'hybrid-summit';
const BROADCAST = 'hybrid-health-summit-2026';
export const RESTART_GOALS = { stopMs: 10_000, backP99Ms: 5000 };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.timeOrigin + performance.now();
const round = (n, d = 0) => (Number.isFinite(n) ? Math.round(n * 10 ** d) / 10 ** d : null);

/** The latest version the director had been answered for at `t`. */
const latestAt = (versions, t) => versions.reduce((v, x) => (x.at <= t ? Math.max(v, x.version) : v), 0);

async function stored(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = (sql) => client.query(sql).then((r) => r.rows);
    return {
      registrations: await rows(
        `select email, count(*)::int as n from registrations where email like 'bench.restart.%' group by email`,
      ),
      mails: await rows(
        `select "to" as email, count(*)::int as n from mail_outbox where "to" like 'bench.restart.%' group by "to"`,
      ),
    };
  } finally {
    await client.end();
  }
}

export async function restartRow({ root, startServer, stopServer, freePort, stopAll, workers, token, progress }) {
  const database = await startPostgres(root, await freePort());
  try {
    const env = { DATABASE_URL: database.url };
    const servers = [await startServer('restart-a', env), await startServer('restart-b', env)];
    const bases = servers.map((s) => s.base);
    progress(`rolling restart: ${PAGES} pages over two processes, ${WRITES} registrations/s`);
    const clients = await openClients({
      workers,
      count: PAGES,
      perSecond: 250,
      bases,
      broadcast: BROADCAST,
      event: EVENT,
      projectId: 'proj-hybrid-summit',
      pageReads: false,
    });
    progress(`  ${clients.open} open, ${clients.failed} failed ${JSON.stringify(clients.statuses)}`);
    clients.tell({ type: 'failover', job: { bases, spreadMs: 5000, honourRetry: HONOUR_RETRY } });
    const director = startDirector(servers, token, EVENT);
    const writer = startWrites({ bases, perSecond: WRITES });
    const cpu0 = servers.map((s) => cpuSeconds(s.child.pid));
    await sleep(BEFORE * 1000);
    // The servers' CPU while writing, before the signal (100 % = one core): whether they keep up.
    const cpuBefore = servers.map((s, i) => round(((cpuSeconds(s.child.pid) - cpu0[i]) / BEFORE) * 100));

    const [old] = servers;
    progress(`  SIGTERM to ${old.name} (${writer.sent} writes sent so far)`);
    old.inspector.close();
    const signalAt = now();
    const probe = startProbe(servers[1].base, BROADCAST, () => signalAt);
    await stopProcess(old, { keepData: true, killAfterMs: 15_000 });
    const stop = {
      ms: round(now() - signalAt),
      code: old.child.exitCode,
      signal: old.child.signalCode,
      said: old.log.split('\n').filter((l) => /Stop/.test(l)),
    };
    progress(`  ${old.name} exited (${stop.code ?? stop.signal}) ${stop.ms} ms after the signal; starting it again`);
    servers[0] = await startServer(old.name, env, { port: old.port, dataDir: old.dataDir });
    const restartedMs = round(now() - signalAt);
    progress(`  ${old.name} back ${(restartedMs / 1000).toFixed(1)} s after the signal; writing ${AFTER} s more`);
    await sleep(AFTER * 1000);
    const w = await writer.stop();
    const survivor = await probe.stop();

    let report;
    for (const deadline = Date.now() + 40_000; ; ) {
      report = await clients.ask({ type: 'failover-report' }, 'failover-report');
      const pages = report.flatMap((r) => r.pages);
      if (pages.every((p) => p.reopenAt !== undefined) || Date.now() > deadline) break;
      await sleep(500);
    }
    await director.stop();
    const finalVersion = await director.change(0);
    const final = await clients.delivered(finalVersion, 10_000);

    const pages = report.flatMap((r) => r.pages);
    const refused = {};
    for (const r of report) for (const [k, n] of Object.entries(r.refused)) refused[k] = (refused[k] ?? 0) + n;
    // Where the time went, per dropped page (ms after the signal, p50 / p99 / max).
    const spread = (list) => {
      const sorted = list.filter(Number.isFinite).sort((a, b) => a - b);
      return [50, 99, 100].map((q) => round(percentile(sorted, q)));
    };
    const since = (key) => spread(pages.map((p) => p[key] - signalAt));
    const timeline = {
      dropped: since('droppedAt'),
      snapshot: since('snapshotAt'),
      reopened: since('reopenAt'),
      firstState: since('firstStateAt'),
    };
    // Current at the reopening: the version the page held (its Last-Event-ID, or the snapshot it
    // read) is the latest the director had made by then, so the stream had nothing to send it.
    const heldAtReopen = (p) => Math.max(p.snapshotVersion ?? -1, p.before ?? -1);
    const back = pages
      .map((p) => {
        const current = heldAtReopen(p) >= latestAt(director.versions, p.reopenAt);
        const at = p.reopenAt === undefined ? undefined : current ? p.reopenAt : p.firstStateAt;
        return at === undefined ? Infinity : at - signalAt;
      })
      .sort((a, b) => a - b);

    const db = await stored(database.url);
    const rows = new Map(db.registrations.map((r) => [r.email, r.n]));
    const mails = new Map(db.mails.map((r) => [r.email, r.n]));
    const acked = w.writes.filter((x) => x.status >= 200 && x.status < 300);
    const ackedEmails = new Set(acked.map((x) => x.email));
    const result = {
      pages: PAGES,
      open: clients.open,
      failed: clients.failed,
      processes: 2,
      honourRetry: HONOUR_RETRY,
      writes: {
        perSecond: WRITES,
        sent: w.writes.length,
        seconds: round(w.seconds, 1),
        achievedPerSecond: round(acked.length / w.seconds, 1),
        acknowledged: acked.length,
        statuses: Object.fromEntries([...Map.groupBy(w.writes, (x) => x.status)].map(([k, list]) => [k, list.length])),
        attempts: w.attempts,
        retried: w.writes.filter((x) => x.tries > 1).length,
        replayed: acked.filter((x) => x.replayed).length,
        sendingSeconds: round(w.sending, 1),
        ack: spread(acked.map((x) => x.ms)),
        // Per second of sending (from the SIGTERM): how many started, the slowest answer (ms).
        bySecond: Object.entries(
          w.writes.reduce((o, x) => {
            const k = Math.floor((x.started - signalAt) / 1000);
            o[k] = [(o[k]?.[0] ?? 0) + 1, Math.max(o[k]?.[1] ?? 0, round(x.ms))];
            return o;
          }, {}),
        ).sort((a, b) => a[0] - b[0]),
        lost: acked.filter((x) => !rows.has(x.email)).length,
        doubled: [...rows.values()].filter((n) => n > 1).length + [...mails.values()].filter((n) => n > 1).length,
        storedUnacknowledged: [...rows.keys()].filter((e) => !ackedEmails.has(e)).length,
        withoutMail: acked.filter((x) => !mails.has(x.email)).length,
      },
      stop: { ...stop, restartedMs },
      serverCpuPercentBefore: cpuBefore,
      survivorSnapshotRead: survivor,
      streams: {
        dropped: pages.length,
        toldToComeBack: pages.filter((p) => p.retryMs !== undefined).length,
        retryMs: pages.length
          ? [Math.min(...pages.map((p) => p.retryMs ?? Infinity)), Math.max(...pages.map((p) => p.retryMs ?? -1))]
          : [],
        back: back.filter(Number.isFinite).length,
        refused,
        timeline,
        backBySnapshot: pages.filter((p) => p.snapshotVersion >= latestAt(director.versions, p.reopenAt)).length,
        currentAtReopen: pages.filter(
          (p) => p.reopenAt !== undefined && heldAtReopen(p) >= latestAt(director.versions, p.reopenAt),
        ).length,
        backP50Ms: round(percentile(back, 50)),
        backP99Ms: round(percentile(back, 99)),
        backMaxMs: round(back.at(-1)),
        finalChange: { version: finalVersion, received: final.times.length, open: final.open },
      },
    };
    progress(`  streams ${JSON.stringify(result.streams)}; the stopped process said ${JSON.stringify(stop.said)}`);
    await clients.stop();
    for (const s of servers) await stopServer(s);
    return result;
  } finally {
    await stopAll();
    await database.stop();
  }
}

const ms = (n) => (n === null || n === undefined ? '–' : n === Infinity ? 'never' : `${(n / 1000).toFixed(2)} s`);
export function restartTable(r) {
  if (!r) return '';
  const w = r.writes;
  const s = r.streams;
  const missed = Object.entries({
    lost: w.lost > 0,
    doubled: w.doubled > 0,
    stop: r.stop.code !== 0 || r.stop.ms > RESTART_GOALS.stopMs,
    'not back': s.back < s.dropped,
    p99: !(s.backP99Ms <= RESTART_GOALS.backP99Ms),
    'next change': s.finalChange.received < r.open,
  })
    .filter(([, bad]) => bad)
    .map(([name]) => name);
  return [
    '',
    `Rolling restart (issue 44): two processes on PostgreSQL, ${r.pages.toLocaleString('en')} open pages split ` +
      `over them, ${w.perSecond} registrations/s with an Idempotency-Key each (a failed send goes again, same key, ` +
      `to the other process); one process gets SIGTERM, exits, starts again; writing goes on ${AFTER} s after. ` +
      `Achieved: acknowledged writes over the time until the last answer. Back on live: from the SIGTERM until a ` +
      `dropped page holds the current state on a reopened stream (pages wait as the app's do: 0-5 ` +
      `s${r.honourRetry ? ', or the retry: line' : ''}). Goal: 0 lost, 0 doubled, stop ≤ 10 s, p99 ≤ 5 s.`,
    '',
    '| pages | writes/s (achieved) | acknowledged | ack p50 / p99 | lost | doubled | retried elsewhere (replayed) ' +
      '| stop (exit code) | streams ended (told to come back) | back on live p50 / p99 / max | next change reached | ' +
      'goal |',
    '|---:|---:|---:|---|---:|---:|---:|---:|---:|---|---:|---|',
    `| ${r.open.toLocaleString('en')} | ${w.perSecond} (${w.achievedPerSecond}) | ` +
      `${w.acknowledged.toLocaleString('en')} of ${w.sent.toLocaleString('en')} | ${ms(w.ack[0])} / ${ms(w.ack[1])} ` +
      `| ${w.lost} | ${w.doubled} | ${w.retried} (${w.replayed}) | ${ms(r.stop.ms)} ` +
      `(${r.stop.code ?? r.stop.signal}) | ${s.dropped} (${s.toldToComeBack}) | ${ms(s.backP50Ms)} / ` +
      `${ms(s.backP99Ms)} / ${ms(s.backMaxMs)} | ${s.finalChange.received} of ${s.finalChange.open} | ` +
      `${missed.length ? `MISSED: ${missed.join(', ')}` : 'met'} |`,
  ].join('\n');
}
