// The server rows of `npm run bench` (scripts/bench.mjs): registrations, votes, questions and the
// reads per second at c10 and c50, empty and after a fill, beside the floor (a bare Hono + PGlite
// server measured right before each phase), then the registrations export of the filled project.
import { join } from 'node:path';
import { BENCH_LIVE_TOKEN, DOC, DURATION, FILL, PROJECT, PROJECT_ID, progress, ROOT } from './benchSetup.mjs';
import { measureExport } from './export.mjs';
import { fill, getRequests, measure, registrationRequests } from './load.mjs';
import { freePort, settle, startProcess, stopProcess } from './processes.mjs';
import { serverRow } from './report.mjs';
import { prepareLiveWrites, questionRequests, voteRequests } from './writes.mjs';

const COUNT = `/api/registrations/${PROJECT_ID}/count-on-site-viewers`;
/**
 * The reads every visitor makes, and the server-rendered public pages (issue 33: HTML from memory),
 * against the floor's cached GET.
 */
export const GET_ROWS = [
  ['GET project document', `GET ${DOC}`, DOC],
  ['GET count-on-site-viewers', 'GET …/count-on-site-viewers', COUNT],
  ['GET landing page', `GET /${PROJECT} (server-rendered HTML)`, `/${PROJECT}`],
  ['GET registration page', `GET /${PROJECT}/registration (server-rendered HTML)`, `/${PROJECT}/registration`],
];
export const LEVELS = [10, 50];
const FLOOR_GET = '/frontend-api/projectevents/floor';
/** The write rows: the run's label, the row's name and its goals (report.mjs). */
const WRITE_ROWS = [
  ['registrations', 'POST /api/registrations with Idempotency-Key', 'registrations'],
  ['votes', 'POST …/polls/…/vote with Idempotency-Key', 'writes'],
  ['questions', 'POST …/ask-question with Idempotency-Key', 'writes'],
  ['keyless registrations', 'POST /api/registrations without a key', 'registrations'],
];

async function registrationsInProject(base) {
  const res = await fetch(`${base}/api/registrations/${PROJECT_ID}/count-each-event`);
  if (!res.ok) throw new Error(`count-each-event answered ${res.status}`);
  return (await res.json()).reduce((sum, e) => sum + e.regsCount, 0);
}

/** One load run, once the process has worked off what the previous run left queued. */
async function run(proc, label, requests, connections) {
  const waited = await settle(proc);
  const queue = waited > 1000 ? ` (waited ${(waited / 1000).toFixed(1)} s for the last run's queue)` : '';
  progress(`${label} at c${connections}${queue}`);
  return measure(proc.base, requests, { connections, duration: DURATION });
}

/** The floor's runs: one insert per POST, the cached GET. */
async function floorRuns(floor, phase) {
  const runs = {};
  for (const c of LEVELS)
    runs[`registrations c${c}`] = await run(
      floor,
      `${phase}: floor POST (one insert)`,
      registrationRequests(`floor${phase}${c}`),
      c,
    );
  for (const c of LEVELS) runs[`GET c${c}`] = await run(floor, `${phase}: floor cached GET`, getRequests(FLOOR_GET), c);
  return runs;
}

/**
 * The writes as the page sends them (registrations, votes, questions, each with an
 * Idempotency-Key), registrations without a key, then both GETs; each at c10 and c50.
 */
async function serverRuns(server, phase, voters) {
  const runs = {};
  for (const c of LEVELS)
    runs[`registrations c${c}`] = await run(
      server,
      `${phase}: registrations (keyed)`,
      registrationRequests(`${phase}${c}`),
      c,
    );
  for (const c of LEVELS) runs[`votes c${c}`] = await run(server, `${phase}: votes (keyed)`, voteRequests(voters), c);
  for (const c of LEVELS)
    runs[`questions c${c}`] = await run(server, `${phase}: questions (keyed)`, questionRequests(voters), c);
  for (const c of LEVELS) {
    runs[`keyless registrations c${c}`] = await run(
      server,
      `${phase}: registrations (no key)`,
      registrationRequests(`${phase}nokey${c}`, { keyed: false }),
      c,
    );
  }
  for (const [label, , path] of GET_ROWS) {
    for (const c of LEVELS) runs[`${label} c${c}`] = await run(server, `${phase}: ${label}`, getRequests(path), c);
  }
  return runs;
}

/** The server's runs and rows into `result` and `rows`, against `server` (the production server, started). */
export async function serverBench({ server, result, rows }) {
  const docBytes = Buffer.byteLength(await (await fetch(server.base + DOC)).text());
  const floorPort = await freePort(process.env.BENCH_FLOOR_PORT);
  progress(`starting the floor on 127.0.0.1:${floorPort} (cached GET of ${docBytes} bytes)`);
  const floor = await startProcess('floor', [join(ROOT, 'scripts/bench/floor.mjs')], {
    port: floorPort,
    readyPath: FLOOR_GET,
    env: { FLOOR_DOC_BYTES: String(docBytes) },
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
      if (secs - lastReport >= 10 || done >= total) {
        lastReport = secs;
        progress(`  fill ${done} / ${total} (${Math.round(done / secs)}/s)`);
      }
    },
  });
  await settle(server);
  result.registrationsAfterFill = await registrationsInProject(server.base);
  progress(`filled: ${result.registrationsAfterFill} registrations in ${PROJECT} (${result.fillRun.seconds} s)`);

  result.floor.filled = await floorRuns(floor, 'filled');
  result.filled = await serverRuns(server, 'filled', voters);
  await stopProcess(floor);
  rows.push(...(await (await import('./mail.mjs')).mailBenchRows(progress))); // issue 17: mail in a burst
  await settle(server);
  progress('registrations export (CSV) of the filled project');
  result.export = await measureExport(server, PROJECT_ID);

  for (const phase of ['empty', 'filled']) {
    const n = phase === 'empty' ? 'empty' : `${result.registrationsAfterFill.toLocaleString('en')} regs`;
    const floorRun = result.floor[phase];
    for (const c of LEVELS)
      rows.push(
        serverRow({
          name: `floor: POST (one insert) c${c}, before the ${phase} runs`,
          run: floorRun[`registrations c${c}`],
          kind: 'floor',
        }),
      );
    for (const c of LEVELS)
      rows.push(
        serverRow({
          name: `floor: cached GET c${c}, before the ${phase} runs`,
          run: floorRun[`GET c${c}`],
          kind: 'floor',
        }),
      );
    for (const [label, name, kind] of WRITE_ROWS) {
      for (const c of LEVELS) {
        rows.push(
          serverRow({
            name: `${name} c${c}, ${n}`,
            run: result[phase][`${label} c${c}`],
            floor: floorRun[`registrations c${c}`],
            kind,
            empty: phase === 'filled' ? result.empty[`${label} c${c}`] : undefined,
          }),
        );
      }
    }
    for (const [label, short] of GET_ROWS) {
      for (const c of LEVELS) {
        rows.push(
          serverRow({
            name: `${short} c${c}, ${n}`,
            run: result[phase][`${label} c${c}`],
            floor: floorRun[`GET c${c}`],
            kind: 'get',
            empty: phase === 'filled' ? result.empty[`${label} c${c}`] : undefined,
          }),
        );
      }
    }
  }
}
