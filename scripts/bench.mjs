// `npm run bench`: what a first visit downloads and how Lighthouse scores it, and how many
// registrations and GETs per second the production server takes, empty and after a fill, beside a
// floor (a bare Hono + PGlite server measured in the same run). Builds nothing: run `npm run build`
// first. Prints one markdown table (stdout; progress goes to stderr) and writes bench-results.json.
//   BENCH_FILL=100000     registrations in the database for the "filled" runs
//   BENCH_DURATION=5      seconds per load run (after a 1 s warm-up)
//   BENCH_ONLY=pages|server|offline|reminders   one part only (while developing)
//   BENCH_PORT, BENCH_FLOOR_PORT, DIST_DIR, CHROME_PATH
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { intEnv } from './bench/env.mjs';
import { BENCH_ADMIN_TOKEN, exportRow, measureExport } from './bench/export.mjs';
import { fill, getRequests, measure, registrationRequests } from './bench/load.mjs';
import { measureOfflineReloads } from './bench/offline.mjs';
import { prepareLiveWrites, questionRequests, voteRequests } from './bench/writes.mjs';
import { lighthouseScores, measureTransfers } from './bench/pages.mjs';
import { freePort, killAllNow, settle, startProcess, stopAll, stopProcess } from './bench/processes.mjs';
import { GOALS, markdownTable, offlineRow, pageRow, serverRow } from './bench/report.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const DIST = resolve(ROOT, process.env.DIST_DIR ?? 'dist');
const OUT = join(ROOT, 'bench-results.json');
const FILL = intEnv('BENCH_FILL', 100_000);
const DURATION = intEnv('BENCH_DURATION', 5);
const ONLY = process.env.BENCH_ONLY ?? '';
if (!['', 'pages', 'server', 'offline', 'reminders'].includes(ONLY)) throw new Error(`BENCH_ONLY is pages, server, offline or reminders, got ${ONLY}`);
// The pages a visitor reloads offline after one visit (issue 13): the on-site web-app page and the landing.
// And the installed app started from the home screen at its manifest's start_url (issue 28).
const OFFLINE_PAGES = ['/hybrid-summit/demoRegistrationHybrid01', '/hybrid-summit', { visit: '/hybrid-summit/demoRegistrationHybrid01', launch: '/hybrid-summit/app?source=pwa' }];
const PAGES = ['/hybrid-summit', '/hybrid-summit/registration', '/hybrid-summit/demoRegistrationHybrid01', '/webinar/registration'];
const PROJECT = 'hybrid-summit';
const PROJECT_ID = 'proj-hybrid-summit';
const DOC = `/frontend-api/projectevents/${PROJECT}`;
const BENCH_LIVE_TOKEN = 'bench-live-control-token-0123456789';
const COUNT = `/api/registrations/${PROJECT_ID}/count-on-site-viewers`;
/** The reads every visitor makes, and the server-rendered public pages (issue 33: HTML from memory), against the floor's cached GET. */
const GET_ROWS = [
  ['GET project document', `GET ${DOC}`, DOC],
  ['GET count-on-site-viewers', 'GET …/count-on-site-viewers', COUNT],
  ['GET landing page', `GET /${PROJECT} (server-rendered HTML)`, `/${PROJECT}`],
  ['GET registration page', `GET /${PROJECT}/registration (server-rendered HTML)`, `/${PROJECT}/registration`],
];
const LEVELS = [10, 50];
const FLOOR_GET = '/frontend-api/projectevents/floor';
/** The write rows: the run's label, the row's name and its goals (report.mjs). */
const WRITE_ROWS = [
  ['registrations', 'POST /api/registrations with Idempotency-Key', 'registrations'],
  ['votes', 'POST …/polls/…/vote with Idempotency-Key', 'writes'],
  ['questions', 'POST …/ask-question with Idempotency-Key', 'writes'],
  ['keyless registrations', 'POST /api/registrations without a key', 'registrations'],
];


const t0 = Date.now();
const progress = (msg) => process.stderr.write(`[bench ${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${msg}\n`);

async function registrationsInProject(base) {
  const res = await fetch(`${base}/api/registrations/${PROJECT_ID}/count-each-event`);
  if (!res.ok) throw new Error(`count-each-event answered ${res.status}`);
  return (await res.json()).reduce((sum, e) => sum + e.regsCount, 0);
}

/** One load run, once the process has worked off what the previous run left queued. */
async function run(proc, label, requests, connections) {
  const waited = await settle(proc);
  progress(`${label} at c${connections}${waited > 1000 ? ` (waited ${(waited / 1000).toFixed(1)} s for the last run's queue)` : ''}`);
  return measure(proc.base, requests, { connections, duration: DURATION });
}

/** The floor's runs: one insert per POST, the cached GET. */
async function floorRuns(floor, phase) {
  const runs = {};
  for (const c of LEVELS) runs[`registrations c${c}`] = await run(floor, `${phase}: floor POST (one insert)`, registrationRequests(`floor${phase}${c}`), c);
  for (const c of LEVELS) runs[`GET c${c}`] = await run(floor, `${phase}: floor cached GET`, getRequests(FLOOR_GET), c);
  return runs;
}

/**
 * The writes as the page sends them (registrations, votes, questions, each with an
 * Idempotency-Key), registrations without a key, then both GETs; each at c10 and c50.
 */
async function serverRuns(server, phase, voters) {
  const runs = {};
  for (const c of LEVELS) runs[`registrations c${c}`] = await run(server, `${phase}: registrations (keyed)`, registrationRequests(`${phase}${c}`), c);
  for (const c of LEVELS) runs[`votes c${c}`] = await run(server, `${phase}: votes (keyed)`, voteRequests(voters), c);
  for (const c of LEVELS) runs[`questions c${c}`] = await run(server, `${phase}: questions (keyed)`, questionRequests(voters), c);
  for (const c of LEVELS) {
    runs[`keyless registrations c${c}`] = await run(server, `${phase}: registrations (no key)`, registrationRequests(`${phase}nokey${c}`, { keyed: false }), c);
  }
  for (const [label, , path] of GET_ROWS) {
    for (const c of LEVELS) runs[`${label} c${c}`] = await run(server, `${phase}: ${label}`, getRequests(path), c);
  }
  return runs;
}

async function main() {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.error(`No build in ${DIST}: run \`npm run build\` first (the bench measures the build, it builds nothing).`);
    process.exit(1);
  }
  const meta = {
    date: new Date().toISOString(), commit: git('rev-parse', '--short', 'HEAD'), node: process.version,
    cpus: cpus().length, loadavgBefore: loadavg().map((n) => Number(n.toFixed(2))),
    fill: FILL, durationSeconds: DURATION, concurrency: LEVELS, goals: GOALS,
  };
  progress(`load average ${meta.loadavgBefore.join(' ')} on ${meta.cpus} cores (other work on the machine makes figures noisy)`);
  // Issue 34: 10,000 registrants' reminders at their moment, on a server of its own (bench/reminders.mjs).
  const reminderRows = ONLY === '' || ONLY === 'reminders' ? await (await import('./bench/reminders.mjs')).reminderBenchRows(progress) : [];
  if (ONLY === 'reminders') {
    console.log(markdownTable(reminderRows));
    return;
  }

  const port = await freePort(process.env.BENCH_PORT);
  progress(`starting the server on 127.0.0.1:${port} (throwaway DATA_DIR)`);
  const server = await startProcess('server', ['--import', 'tsx', 'server/main.ts'], {
    port, cwd: ROOT, readyPath: DOC,
    env: { RATE_LIMIT_SCALE: '100000', DIST_DIR: DIST, SMTP_URL: '', DATABASE_URL: '', ADMIN_TOKEN: BENCH_ADMIN_TOKEN, LIVE_CONTROL_TOKEN: BENCH_LIVE_TOKEN },
  });
  /**
   * The on-site personal page is live: one browser per link (server/live/README.md). Each step
   * visits it from a new browser, and a browser that goes away without its pagehide beacon
   * (Lighthouse's Chrome, a closed context) holds the link for 30 s; the next step would then
   * measure the 'already open in a different browser' page. The QA call frees the link first.
   */
  const freeLiveLinks = async () => {
    const res = await fetch(`${server.base}/live-director/control/${PROJECT}/release-sessions`, {
      method: 'POST', headers: { authorization: `Bearer ${BENCH_LIVE_TOKEN}` },
    });
    if (!res.ok) throw new Error(`release-sessions answered ${res.status}`);
  };

  const rows = [];
  const result = { meta, pages: [], offline: [], floor: {}, empty: {}, filled: {}, rows };

  if (ONLY === '' || ONLY === 'pages') {
    progress(`first-visit transfers of ${PAGES.length} pages (service worker blocked)`);
    result.pages = await measureTransfers(server.base, PAGES);
    await freeLiveLinks();
    progress('Lighthouse mobile, one run per page');
    const scores = await lighthouseScores(server.base, PAGES, (r) => progress(`  ${r.path}: perf ${r.performance}, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}`));
    result.pages.forEach((t, i) => rows.push(pageRow(t, scores[i])));
  }

  if (ONLY === '' || ONLY === 'offline') {
    progress(`offline reload to heading of ${OFFLINE_PAGES.length} pages (one visit online, then offline)`);
    await freeLiveLinks();
    result.offline = await measureOfflineReloads(server.base, OFFLINE_PAGES);
    for (const m of result.offline) progress(`  ${m.path}: median ${m.medianMs} ms (${m.times.join(', ')})`);
    rows.push(...result.offline.map(offlineRow));
  }

  if (ONLY === '' || ONLY === 'server') {
    const docBytes = Buffer.byteLength(await (await fetch(server.base + DOC)).text());
    const floorPort = await freePort(process.env.BENCH_FLOOR_PORT);
    progress(`starting the floor on 127.0.0.1:${floorPort} (cached GET of ${docBytes} bytes)`);
    const floor = await startProcess('floor', [join(ROOT, 'scripts/bench/floor.mjs')], {
      port: floorPort, readyPath: FLOOR_GET, env: { FLOOR_DOC_BYTES: String(docBytes) },
    });
    // The floor runs right before each phase of the server's runs, so both see the same machine.
    result.floor.empty = await floorRuns(floor, 'empty');
    const voters = await prepareLiveWrites(server.base, PROJECT, BENCH_LIVE_TOKEN);
    result.empty = await serverRuns(server, 'empty', voters);

    const before = await registrationsInProject(server.base);
    const toAdd = Math.max(0, FILL - before);
    progress(`filling: ${before} registrations, adding ${toAdd} through the API at c50`);
    let lastReport = 0;
    result.fillRun = await fill(server.base, toAdd, {
      onProgress: (done, total, secs) => {
        if (secs - lastReport >= 10 || done >= total) { lastReport = secs; progress(`  fill ${done} / ${total} (${Math.round(done / secs)}/s)`); }
      },
    });
    await settle(server);
    result.registrationsAfterFill = await registrationsInProject(server.base);
    progress(`filled: ${result.registrationsAfterFill} registrations in ${PROJECT} (${result.fillRun.seconds} s)`);

    result.floor.filled = await floorRuns(floor, 'filled');
    result.filled = await serverRuns(server, 'filled', voters);
    await stopProcess(floor);
    rows.push(...(await (await import('./bench/mail.mjs')).mailBenchRows(progress))); // issue 17: mail in a burst
    await settle(server);
    progress('registrations export (CSV) of the filled project');
    result.export = await measureExport(server, PROJECT_ID);

    for (const phase of ['empty', 'filled']) {
      const n = phase === 'empty' ? 'empty' : `${result.registrationsAfterFill.toLocaleString('en')} regs`;
      const floorRun = result.floor[phase];
      for (const c of LEVELS) rows.push(serverRow({ name: `floor: POST (one insert) c${c}, before the ${phase} runs`, run: floorRun[`registrations c${c}`], kind: 'floor' }));
      for (const c of LEVELS) rows.push(serverRow({ name: `floor: cached GET c${c}, before the ${phase} runs`, run: floorRun[`GET c${c}`], kind: 'floor' }));
      for (const [label, name, kind] of WRITE_ROWS) {
        for (const c of LEVELS) {
          rows.push(serverRow({
            name: `${name} c${c}, ${n}`, run: result[phase][`${label} c${c}`], floor: floorRun[`registrations c${c}`],
            kind, empty: phase === 'filled' ? result.empty[`${label} c${c}`] : undefined,
          }));
        }
      }
      for (const [label, short] of GET_ROWS) {
        for (const c of LEVELS) {
          rows.push(serverRow({
            name: `${short} c${c}, ${n}`, run: result[phase][`${label} c${c}`], floor: floorRun[`GET c${c}`],
            kind: 'get', empty: phase === 'filled' ? result.empty[`${label} c${c}`] : undefined,
          }));
        }
      }
    }
  }

  if (result.export) rows.push(exportRow(result.export));
  rows.push(...reminderRows);
  await stopProcess(server);
  meta.loadavgAfter = loadavg().map((n) => Number(n.toFixed(2)));
  meta.seconds = Math.round((Date.now() - t0) / 1000);
  writeFileSync(OUT, `${JSON.stringify(result, null, 2)}\n`);
  progress(`done in ${meta.seconds} s; load average now ${meta.loadavgAfter.join(' ')}; wrote ${OUT}`);
  console.log(markdownTable(rows));
  const failed = rows.filter((r) => r.pass === false).length;
  if (result.fillRun) {
    const f = result.fillRun;
    console.log(`\nFill: ${f.ok.toLocaleString('en')} registrations through the API at c50 in ${f.seconds} s (${Math.round(f.ok / Math.max(f.seconds, 0.1))}/s${f.non2xx || f.errors ? `; ${f.non2xx} non-2xx, ${f.errors} errors` : ''}), ${result.registrationsAfterFill.toLocaleString('en')} in ${PROJECT} afterwards.`);
  }
  console.log(`${rows.filter((r) => r.pass !== null).length - failed} of ${rows.filter((r) => r.pass !== null).length} rows meet their goal; ${DURATION} s per run after a 1 s warm-up; Accept-Encoding as a browser sends it; load average ${meta.loadavgBefore[0]} before, ${meta.loadavgAfter[0]} after on ${meta.cpus} cores.`);
}

function git(...args) {
  try { return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim(); } catch { return null; }
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    progress(`${signal}: stopping the processes the bench started`);
    stopAll().finally(() => process.exit(130));
  });
}
process.on('exit', killAllNow);

try {
  await main();
} catch (err) {
  console.error(err instanceof Error ? err.stack : err);
  process.exitCode = 1;
} finally {
  await stopAll();
}
