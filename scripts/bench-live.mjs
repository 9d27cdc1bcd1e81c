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
//   BENCH_LIVE_ROWS=connections,storm,captions,restart,reactions,wordcloud,qna  which rows (default all but qna):
//     reactions and wordcloud (issue 50; scripts/bench/liveAudienceRows.mjs: 10,000 pages, 10,000 taps in
//     10 s or 10,000 words in 30 s, BENCH_LIVE_AUDIENCE_PAGES, BENCH_LIVE_REACTIONS, BENCH_LIVE_WORDS, ...),
//     the caption row (issue 48; scripts/bench/liveCaptionRow.mjs: BENCH_CAPTION_PAGES=10000,
//     BENCH_CAPTION_MINUTES=10, BENCH_CAPTION_PER_SECOND=3, BENCH_CAPTION_STORM_AFTER=30), the connection
//     rows above, the storm rows (issue 32;
//     scripts/bench/liveStormRows.mjs: BENCH_LIVE_POLL_PAGES=10000, BENCH_LIVE_VOTERS=8000,
//     BENCH_LIVE_VOTE_SECONDS=10, BENCH_LIVE_QUESTIONS=2000, BENCH_LIVE_QUESTION_SECONDS=30,
//     BENCH_LIVE_STORM_ONE=1 (the one-process PGlite storm; 0: skip), BENCH_LIVE_STORM_TWO=1 (the two-process
//     PostgreSQL storm; 0: skip), BENCH_LIVE_STORM_RAMP=250)
//     the audience Q&A rows (qna; scripts/bench/qna.mjs: BENCH_QNA_*)
//     and the rolling restart (restart, issue 44, about a minute; scripts/bench/restartRow.mjs says
//     what it does, its goals and its BENCH_LIVE_RESTART_* switches). A run of some rows keeps
//     the other parts of bench/live.json (with their run's meta under `earlier`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fillRegistrations, measureRow } from './bench/liveConnectionRows.mjs';
import { killClientsNow } from './bench/liveClients.mjs';
import { startPostgres } from './bench/livePostgres.mjs';
import { keepEarlier, table } from './bench/liveReport.mjs';
import {
  CHANGES,
  fdLimit,
  GOALS,
  RAMP,
  ROOT,
  ROWS,
  round,
  SIZES,
  START_MINUTE,
  STORM,
  startServer,
  stopServer,
  t0,
  TOKEN,
  TWO,
  WORKERS,
  progress,
} from './bench/liveSetup.mjs';
import { captionRows, captionTable } from './bench/liveCaptionRow.mjs';
import { stormRows, stormTable } from './bench/liveStormRows.mjs';
import { audienceRows, audienceTable } from './bench/liveAudienceRows.mjs';
import { freePort, killAllNow, stopAll } from './bench/processes.mjs';
import { runQnaRows } from './bench/qnaRows.mjs';
import { restartRow, restartTable } from './bench/restartRow.mjs';

const OUT = join(ROOT, 'bench', 'live.json');

async function main() {
  // BENCH_LIVE_ROWS=qna: only the audience Q&A rows (scripts/bench/qna.mjs), into bench/qna.json.
  if (process.env.BENCH_LIVE_ROWS === 'qna') return runQnaRows({ root: ROOT, startServer, stopServer, progress });
  const limit = fdLimit();
  const meta = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    loadavgBefore: loadavg().map((n) => round(n, 2)),
    fdLimit: limit,
    workers: WORKERS,
    ramp: RAMP,
    changes: CHANGES,
    goals: GOALS,
  };
  progress(
    `load average ${meta.loadavgBefore.join(' ')} on ${meta.cpus} cores; ` +
      `open files limit ${limit ? `${limit.soft} (hard ${limit.hard})` : 'unknown'}`,
  );
  const biggest = Math.max(...SIZES, TWO);
  if (limit && limit.soft < biggest / WORKERS + 1000)
    progress(
      `WARNING: ${limit.soft} open files is too few for ${biggest} connections ` +
        '(run through npm run bench:live, which raises it)',
    );
  const rows = [];
  for (const [i, n] of (ROWS.includes('connections') ? SIZES : []).entries()) {
    const startMinute = i === SIZES.length - 1 && START_MINUTE > 0;
    const servers = [await startServer(`live-${n}`, {})];
    if (startMinute) progress(`filling ${n} registrations for the start minute`);
    const pageIds = startMinute ? await fillRegistrations(servers[0].base, n) : undefined;
    rows.push(
      await measureRow({
        servers,
        clients: n,
        perSecond: startMinute ? Math.ceil(n / START_MINUTE) : RAMP,
        pageIds,
        restart: STORM && i === SIZES.length - 1,
        label: startMinute ? `start minute, one process, ${n} personal pages` : `one process, ${n}`,
      }),
    );
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
      rows.push(
        await measureRow({
          servers: [a, b],
          clients: TWO,
          perSecond: RAMP,
          label: `two processes on PostgreSQL, ${TWO}`,
        }),
      );
      await stopServer(a);
      await stopServer(b);
    } finally {
      await stopAll();
      await database.stop();
    }
  }
  const storms = ROWS.includes('storm')
    ? await stormRows({
        root: ROOT,
        startServer,
        stopServer,
        freePort,
        stopAll,
        workers: WORKERS,
        token: TOKEN,
        progress,
      })
    : [];
  const captions = ROWS.includes('captions')
    ? await captionRows({ startServer, stopServer, workers: WORKERS, token: TOKEN, progress })
    : [];
  const restart = ROWS.includes('restart')
    ? await restartRow({
        root: ROOT,
        startServer,
        stopServer,
        freePort,
        stopAll,
        workers: WORKERS,
        token: TOKEN,
        progress,
      })
    : undefined;
  const audience = await audienceRows({
    rows: ROWS,
    startServer,
    stopServer,
    workers: WORKERS,
    token: TOKEN,
    progress,
  });
  meta.loadavgAfter = loadavg().map((n) => round(n, 2));
  meta.seconds = Math.round((Date.now() - t0) / 1000);
  mkdirSync(join(ROOT, 'bench'), { recursive: true });
  const result = keepEarlier(withAudience({ meta, rows, storms, captions, restart }, audience), OUT, ROWS);
  writeFileSync(OUT, `${JSON.stringify(result, null, 2)}\n`);
  progress(`done in ${meta.seconds} s; wrote ${OUT}`);
  if (rows.length) console.log(table(rows, GOALS));
  console.log(stormTable(storms));
  console.log(captionTable(captions));
  console.log(restartTable(restart));
  console.log(audienceTable(audience));
  if (rows.length)
    console.log(
      [
        `\nRamp ${RAMP} connections/s (the start minute: its pages over ${START_MINUTE} s);`,
        `${CHANGES} changes per row (after one uncounted warm-up change), 0.5 s apart after each is delivered;`,
        "latency from sending the control POST (to the first process) to the stream's receipt;",
        'delivered: the share of (stream, change) pairs that arrived;',
        "bytes/client: the servers' RSS (heap) growth per open stream, both after a full GC;",
        `${WORKERS} load-client processes, the servers and (two-process row) PostgreSQL share the same`,
        `${meta.cpus} cores (CPU columns: 100 % = one core).`,
        `Load average ${meta.loadavgBefore[0]} before, ${meta.loadavgAfter[0]} after.`,
      ].join(' '),
    );
}

/** The reactions and word cloud rows as their own parts of bench/live.json (keepEarlier keeps those not run). */
const withAudience = (result, audience) => ({
  ...result,
  reactions: audience.filter((r) => r.kind === 'reactions'),
  wordcloud: audience.filter((r) => r.kind === 'words'),
});

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
process.on('exit', () => {
  killClientsNow();
  killAllNow();
});

try {
  await main();
} catch (err) {
  console.error(err instanceof Error ? err.stack : err);
  process.exitCode = 1;
} finally {
  killClientsNow();
  await stopAll();
}
