// At the door (issue 49), against the real server: a door that was offline for 10 minutes (one scan
// a second) syncs its 600 check-ins as its outbox does, each a keyed request, OUTBOX_AT_ONCE at a
// time (goal: all in under 10 s); then 5 doors check in 2,000 attendees online, each door one scan
// after the other as fast as the server answers (goal: p99 under 300 ms). Every check-in answered once.
// Alone: `BENCH_ONLY=door npm run bench` or `node scripts/bench/door.mjs` (BENCH_DOOR_ATTENDEES).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { round } from './load.mjs';
import { freePort, settle, startProcess, stopAll, stopProcess } from './processes.mjs';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const OFFLINE = 600;
const ONLINE = Number(process.env.BENCH_DOOR_ATTENDEES || 2000);
const DOORS = 5;
const CONNECTIONS = 50;
/**
 * src/state/outboxReplay.ts ANY_ORDER_AT_ONCE: a run of check-ins goes out this many at a time
 * (BENCH_AT_ONCE=1 sends one after the other, to tell the server's part from the overlap).
 */
const OUTBOX_AT_ONCE = Number(process.env.BENCH_AT_ONCE || 4);
const GOALS = { syncSeconds: 10, p99Ms: 300 };
const TOKEN = 'bench-door-admin-token-0123456789';
const READY = '/frontend-api/projectevents/hybrid-summit';
const EXAMPLE = JSON.parse(readFileSync(resolve(ROOT, 'server/examples/project.json'), 'utf8'));
const PROJECT = 'proj-bench-door';
const EVENT = 'bench-door';

async function call(base, path, { method = 'GET', body, headers = {} } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

const admin = { authorization: `Bearer ${TOKEN}` };

/** `count` on-site registrants and their tickets' codes, CONNECTIONS at a time. */
async function attendees(base, count) {
  const codes = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const { registrationID } = await call(base, '/api/registrations', {
        method: 'POST',
        body: {
          event_id: EVENT,
          email: `door.${i}@example.com`,
          first_name: 'Door',
          last_name: `Guest ${i}`,
          role: 'Maintainer',
          on_site_viewer: 1,
          time_zone: 'Europe/Amsterdam',
        },
      });
      codes[i] = (await call(base, `/api/registrations/${PROJECT}/${registrationID}/ticket`)).code;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return codes;
}

let keys = 0;
/** One scan as a door sends it (an outbox item: its own Idempotency-Key); answers its time in ms. */
async function scan(base, door, code, scannedAt) {
  const start = performance.now();
  const answer = await call(base, `/api/check-in/${PROJECT}`, {
    method: 'POST',
    body: { door, code, scannedAt },
    headers: { 'Idempotency-Key': `bench-door-${process.pid}-${++keys}-0000` },
  });
  if (answer.result !== 'checked-in') throw new Error(`a first scan answered ${answer.result}`);
  return performance.now() - start;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

export async function doorBenchRows(progress = (msg) => process.stderr.write(`[door] ${msg}\n`)) {
  const port = await freePort();
  const server = await startProcess('door', ['--import', 'tsx', 'server/main.ts'], {
    port,
    cwd: ROOT,
    readyPath: READY,
    env: { RATE_LIMIT_SCALE: '100000', DATABASE_URL: '', SMTP_URL: '', ADMIN_TOKEN: TOKEN, PUBLIC_URL: '' },
  });
  try {
    const doc = {
      ...EXAMPLE,
      _id: PROJECT,
      projectType: 'hybrid',
      expectedOnSiteViewers: OFFLINE + ONLINE + 100,
      live: {},
      events: [
        {
          ...EXAMPLE.events[0],
          _id: EVENT,
          startTime: Math.floor(Date.now() / 1000) - 600,
          durationInMinutes: 240,
          registrationsCountLimit: null,
        },
      ],
      registration: {
        ...EXAMPLE.registration,
        fields: [
          ...EXAMPLE.registration.fields,
          {
            id: 'f-on-site',
            name: 'on_site_viewer',
            label: 'How will you attend?',
            required: true,
            type: 'on-site-viewer',
            options: [
              { id: '0', text: 'Online' },
              { id: '1', text: 'On site' },
            ],
          },
        ],
      },
    };
    delete doc.pagePassword;
    await call(server.base, `/admin/api/projects/${PROJECT}`, { method: 'PUT', body: doc, headers: admin });
    progress(`registering ${(OFFLINE + ONLINE).toLocaleString('en')} on-site attendees and reading their tickets`);
    const codes = await attendees(server.base, OFFLINE + ONLINE);
    const doors = [];
    for (let d = 0; d <= DOORS; d++)
      doors.push(
        (
          await call(server.base, `/admin/api/projects/${PROJECT}/doors`, {
            method: 'POST',
            body: { name: `Door ${d + 1}` },
            headers: admin,
          })
        ).token,
      );
    await settle(server);

    progress(`a door back online sends its ${OFFLINE} check-ins of 10 minutes, ${OUTBOX_AT_ONCE} at a time`);
    const since = Date.now() - OFFLINE * 1000;
    const syncStart = performance.now();
    let next = 0;
    const lane = async () => {
      while (next < OFFLINE) {
        const i = next++;
        await scan(server.base, doors[DOORS], codes[i], since + i * 1000);
      }
    };
    await Promise.all(Array.from({ length: OUTBOX_AT_ONCE }, lane));
    const syncSeconds = round((performance.now() - syncStart) / 1000, 1);
    progress(`  ${syncSeconds} s`);
    await settle(server);

    progress(`${DOORS} doors check in ${ONLINE.toLocaleString('en')} attendees online`);
    const times = [];
    const rest = codes.slice(OFFLINE);
    const onlineStart = performance.now();
    await Promise.all(
      doors.slice(0, DOORS).map(async (door, d) => {
        for (let i = d; i < rest.length; i += DOORS) times.push(await scan(server.base, door, rest[i], Date.now()));
      }),
    );
    const seconds = (performance.now() - onlineStart) / 1000;
    times.sort((a, b) => a - b);
    const p50 = round(percentile(times, 0.5), 1);
    const p99 = round(percentile(times, 0.99), 1);
    progress(`  ${times.length} in ${seconds.toFixed(1)} s, p50 ${p50} ms, p99 ${p99} ms`);
    const syncProblems = syncSeconds < GOALS.syncSeconds ? [] : [`${syncSeconds} s`];
    const onlineProblems = p99 < GOALS.p99Ms ? [] : [`p99 ${p99} ms`];
    const row = (name, goal, problems, extra) => ({
      kind: 'server',
      name,
      connections: 1,
      reqPerSec: '',
      p50: null,
      p99: null,
      floorRatio: null,
      lossVsEmpty: null,
      goal,
      pass: problems.length === 0,
      problems,
      run: { requests: 0, non2xx: 0 },
      ...extra,
    });
    return [
      row(
        `door sync: ${OFFLINE} offline check-ins sent as the outbox does (${OUTBOX_AT_ONCE} at a time) in ${syncSeconds} s`,
        `< ${GOALS.syncSeconds} s`,
        syncProblems,
        { door: { syncSeconds } },
      ),
      {
        ...row(
          `doors online: ${DOORS} doors, ${ONLINE.toLocaleString('en')} check-ins, each door one scan at a time`,
          `p99 < ${GOALS.p99Ms} ms`,
          onlineProblems,
          { door: { p50, p99, seconds: round(seconds, 1) } },
        ),
        connections: DOORS,
        reqPerSec: round(times.length / seconds, 1),
        p50,
        p99,
        run: { requests: times.length, non2xx: 0 },
      },
    ];
  } finally {
    await stopProcess(server);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const rows = await doorBenchRows();
    for (const r of rows) console.log(r.name, '—', r.pass ? 'pass' : `FAIL (${r.problems.join(', ')})`);
  } finally {
    await stopAll();
  }
}
