// Reminders at scale (issue 34): 10,000 registrants of one session against the real server with
// SMTP on (a counting SMTP server started here). Goal: every reminder handed to SMTP within 60 s of
// its moment, none twice, and registrations (another project, c50) during that minute within 10 %
// of their rate in the same run without reminders.
// Alone: `BENCH_ONLY=reminders npm run bench` or `node scripts/bench/reminders.mjs`
// (BENCH_REMINDER_COUNT, BENCH_REMINDER_LOAD_SECONDS).
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fork } from 'node:child_process';
import { registrationRequests, round } from './load.mjs';
import { freePort, settle, startProcess, stopAll, stopProcess } from './processes.mjs';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const COUNT = Number(process.env.BENCH_REMINDER_COUNT || 10_000);
const LOAD_SECONDS = Number(process.env.BENCH_REMINDER_LOAD_SECONDS || 20);
const CONNECTIONS = 50;
const MAX_LOSS = 0.1;
const MAX_DELAY_S = 60;
const TOKEN = 'bench-reminders-admin-token-0123456789';
const READY = '/frontend-api/projectevents/hybrid-summit';
const EXAMPLE = JSON.parse(readFileSync(resolve(ROOT, 'server/examples/project.json'), 'utf8'));
const EVENT = EXAMPLE.events[0]._id;

/** The SMTP sink in its own process (smtpSink.mjs); `stats()` reads what arrived. */
async function timingSmtp() {
  const child = fork(fileURLToPath(new URL('./smtpSink.mjs', import.meta.url)), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise((ok) => child.once('message', (m) => ok(m.port)));
  const stats = () =>
    new Promise((ok) => {
      child.once('message', (m) =>
        ok(new Map(m.entries.map(([id, count, at, reminder]) => [id, { count, at, reminder }]))),
      );
      child.send('stats');
    });
  return {
    port,
    stats,
    close: () =>
      new Promise((ok) => {
        child.once('exit', ok);
        child.send('stop');
      }),
  };
}

const admin = (base, doc) =>
  fetch(`${base}/admin/api/projects/${doc._id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(doc),
  }).then(async (res) => {
    if (!res.ok) throw new Error(`PUT project answered ${res.status} ${await res.text()}`);
  });

/** `count` registrants of the example project's session, 50 at a time. */
async function registrants(base, count) {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const res = await fetch(`${base}/api/registrations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          event_id: EVENT,
          email: `reminded.${i}@example.com`,
          first_name: 'Rem',
          last_name: `Inder ${i}`,
          role: 'Maintainer',
          time_zone: i % 2 ? 'Europe/Amsterdam' : 'America/New_York',
        }),
      });
      await res.arrayBuffer();
      if (!res.ok) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return failed;
}

function load(base, tag, seconds) {
  return new Promise((ok, fail) => {
    autocannon(
      { url: base, connections: CONNECTIONS, duration: seconds, timeout: 120, requests: registrationRequests(tag) },
      (err, r) => {
        if (err) {
          fail(err);
          return;
        }
        const done = r.requests.total - r.non2xx;
        ok({
          connections: CONNECTIONS,
          requests: r.requests.total,
          non2xx: r.non2xx,
          errors: r.errors,
          reqPerSec: round(done / r.duration, 1),
          p50: r.latency.p50,
          p99: r.latency.p99,
        });
      },
    );
  });
}

async function drained(smtp, expected, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let seen = await smtp.stats();
  while (seen.size < expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    seen = await smtp.stats();
  }
  return seen;
}

export async function reminderBenchRows(progress = (msg) => process.stderr.write(`[reminders] ${msg}\n`)) {
  const smtp = await timingSmtp();
  const port = await freePort();
  const server = await startProcess('reminders', ['--import', 'tsx', 'server/main.ts'], {
    port,
    cwd: ROOT,
    readyPath: READY,
    env: {
      RATE_LIMIT_SCALE: '100000',
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      ADMIN_TOKEN: TOKEN,
      REMINDER_OFFSETS: 'off',
      PUBLIC_URL: '',
    },
  });
  try {
    // The session two hours ahead, reminders off while its registrants come in.
    const startMs = Math.ceil((Date.now() + 2 * 3600_000) / 60_000) * 60_000;
    const doc = {
      ...EXAMPLE,
      events: [
        { ...EXAMPLE.events[0], startTime: startMs / 1000, durationInMinutes: 60, registrationsCountLimit: null },
      ],
      reminderOffsets: [],
    };
    delete doc.pagePassword;
    await admin(server.base, doc);
    progress(`registering ${COUNT.toLocaleString('en')} visitors for one session`);
    const t0 = Date.now();
    const failed = await registrants(server.base, COUNT);
    progress(`  ${COUNT - failed} in ${((Date.now() - t0) / 1000).toFixed(1)} s; waiting for their confirmations`);
    let expected = COUNT - failed;
    await drained(smtp, expected, 300_000);
    await settle(server);
    progress(`baseline: registrations at c${CONNECTIONS} for ${LOAD_SECONDS} s without reminders`);
    const without = await load(server.base, 'remindbase', LOAD_SECONDS);
    expected += without.requests - without.non2xx - without.errors;
    await drained(smtp, expected, 300_000);
    await settle(server);
    // Whole minutes (the organiser document's unit): the moment falls 15-75 s from now.
    const offset = Math.floor((startMs - Date.now() - 15_000) / 60_000);
    const dueMs = startMs - offset * 60_000;
    await admin(server.base, { ...doc, reminderOffsets: [offset] });
    progress(
      `the reminder is due in ${((dueMs - Date.now()) / 1000).toFixed(0)} s; registrations at c${CONNECTIONS} ` +
        `start with it`,
    );
    await new Promise((r) => setTimeout(r, Math.max(0, dueMs - Date.now())));
    const during = await load(server.base, 'reminddue', LOAD_SECONDS);
    expected += COUNT - failed + during.requests - during.non2xx - during.errors;
    const seen = await drained(smtp, expected, 120_000);
    const reminders = [...seen.values()].filter((e) => e.reminder);
    const delays = reminders.map((e) => (e.at - dueMs) / 1000).sort((a, b) => a - b);
    const twice = [...seen.values()].filter((e) => e.count > 1).length;
    const late = delays.filter((d) => d > MAX_DELAY_S).length;
    const lossRaw = 1 - during.reqPerSec / without.reqPerSec;
    const loss = round(lossRaw, 2);
    const last = delays.at(-1) ?? Infinity;
    progress(
      `  ${reminders.length} reminders, first after ${delays[0]?.toFixed(1)} s, last after ${last.toFixed(1)} s; ` +
        `registrations ${without.reqPerSec}/s without, ${during.reqPerSec}/s during`,
    );
    const problems = [];
    if (reminders.length < COUNT - failed) problems.push(`${COUNT - failed - reminders.length} reminders missing`);
    if (late) problems.push(`${late} later than ${MAX_DELAY_S} s`);
    if (twice) problems.push(`${twice} mails twice`);
    if (lossRaw > MAX_LOSS) problems.push(`registrations ${Math.round(loss * 100)} % slower`);
    return [
      {
        kind: 'server',
        name:
          `reminders: ${(COUNT - failed).toLocaleString('en')} registrants of one session, ` +
          `${reminders.length.toLocaleString('en')} handed to SMTP, last ${last.toFixed(1)} s after the moment ` +
          `(p50 ${delays[Math.floor(delays.length / 2)]?.toFixed(1)} s), ${twice} twice; registrations ` +
          `c${CONNECTIONS} during it (${without.reqPerSec}/s without)`,
        connections: CONNECTIONS,
        reqPerSec: during.reqPerSec,
        p50: during.p50,
        p99: during.p99,
        floorRatio: null,
        lossVsEmpty: loss,
        goal: `all within ${MAX_DELAY_S} s, none twice, ≤ ${MAX_LOSS * 100} % below without`,
        pass: problems.length === 0,
        problems,
        run: during,
        reminders: {
          count: reminders.length,
          expected: COUNT - failed,
          lastSeconds: round(last, 1),
          twice,
          late,
          without,
          during,
        },
      },
    ];
  } finally {
    await stopProcess(server);
    await smtp.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const [row] = await reminderBenchRows();
    const result = row.pass ? 'pass' : `FAIL (${row.problems.join(', ')})`;
    console.log(`| ${row.name} | ${row.reqPerSec} | ${row.p50} ms | ${row.p99} ms | ${row.goal} | ${result} |`);
    if (!row.pass) process.exitCode = 1;
  } finally {
    await stopAll();
  }
}
