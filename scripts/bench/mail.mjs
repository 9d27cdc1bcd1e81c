// Mail in a burst (issue 17): 1,000 registrations at c50 against the real server with mail off
// (no SMTP_URL) and with mail on (delivering to a local SMTP server started here). Goal: every mail
// delivered, none twice, and the registration rate with mail on within 10 % of the rate with it off.
// Alone: `node scripts/bench/mail.mjs` (BENCH_MAIL_COUNT, BENCH_MAIL_ROUNDS); npm run bench adds its row.
import autocannon from 'autocannon';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { registrationRequests, round } from './load.mjs';
import { freePort, settle, startProcess, stopAll, stopProcess } from './processes.mjs';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const COUNT = Number(process.env.BENCH_MAIL_COUNT || 1000);
const ROUNDS = Number(process.env.BENCH_MAIL_ROUNDS || 2);
const CONNECTIONS = 50;
const MAX_LOSS = 0.1;
const READY = '/frontend-api/projectevents/hybrid-summit';

/** A local SMTP server that counts every accepted message by its Message-ID. */
async function countingSmtp() {
  const seen = new Map();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk) => {
        if (head.length < 8192) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const id = /^message-id:\s*(<[^>]+>)/im.exec(head)?.[1] ?? `(none ${seen.size})`;
        seen.set(id, (seen.get(id) ?? 0) + 1);
        callback();
      });
    },
  });
  const port = await freePort(process.env.BENCH_SMTP_PORT);
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', ok);
  });
  return { port, seen, close: () => new Promise((ok) => server.close(ok)) };
}

function burst(base, tag, amount) {
  return new Promise((ok, fail) => {
    autocannon(
      { url: base, connections: CONNECTIONS, amount, timeout: 120, requests: registrationRequests(tag) },
      (err, r) => (err ? fail(err) : ok(r)),
    );
  });
}

/** One server process, a warm-up, then the timed burst. */
async function measureBurst(label, env, progress) {
  const port = await freePort();
  const server = await startProcess(`mail-${label}`, ['--import', 'tsx', 'server/main.ts'], {
    port,
    cwd: ROOT,
    readyPath: READY,
    env: { RATE_LIMIT_SCALE: '100000', DATABASE_URL: '', SMTP_URL: '', ...env },
  });
  try {
    await burst(server.base, `mailwarm${label}`, 100);
    await settle(server);
    const started = Date.now();
    const r = await burst(server.base, `mail${label}`, COUNT);
    const seconds = (Date.now() - started) / 1000;
    const ok = r.requests.total - r.non2xx;
    const run = {
      connections: CONNECTIONS,
      requests: r.requests.total,
      non2xx: r.non2xx,
      errors: r.errors,
      reqPerSec: round(ok / seconds, 1),
      p50: r.latency.p50,
      p99: r.latency.p99,
    };
    progress(`  ${label}: ${ok} registrations in ${seconds.toFixed(1)} s (${run.reqPerSec}/s, p99 ${run.p99} ms)`);
    return { server, run };
  } catch (err) {
    await stopProcess(server);
    throw err;
  }
}

/** The bench row: mail on against mail off, delivery counted at the SMTP server. */
export async function mailBenchRows(progress = (msg) => process.stderr.write(`[mail] ${msg}\n`)) {
  const smtp = await countingSmtp();
  const off = [];
  const on = [];
  let delivered = 0;
  let twice = 0;
  let expected = 0;
  try {
    for (let i = 0; i < ROUNDS; i += 1) {
      progress(`round ${i + 1} of ${ROUNDS}: ${COUNT} registrations at c${CONNECTIONS}, mail off then on`);
      const a = await measureBurst(`off${i}`, {}, progress);
      await stopProcess(a.server);
      off.push(a.run);
      const b = await measureBurst(`on${i}`, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }, progress);
      on.push(b.run);
      expected += 100 + COUNT - b.run.non2xx - b.run.errors;
      const deadline = Date.now() + 120_000;
      const sum = () => [...smtp.seen.values()].reduce((s, n) => s + n, 0);
      while (sum() < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      progress(`  delivered ${sum()} of ${expected} so far`);
      await stopProcess(b.server);
    }
  } finally {
    await smtp.close();
  }
  delivered = smtp.seen.size;
  twice = [...smtp.seen.values()].filter((n) => n > 1).length;
  const best = (runs) => runs.reduce((a, b) => (b.reqPerSec > a.reqPerSec ? b : a));
  const offBest = best(off);
  const onBest = best(on);
  const loss = round(1 - onBest.reqPerSec / offBest.reqPerSec, 2);
  const problems = [];
  if (delivered < expected) problems.push(`${expected - delivered} not delivered`);
  if (twice) problems.push(`${twice} twice`);
  if (loss > MAX_LOSS) problems.push(`${Math.round(loss * 100)} % slower`);
  if (onBest.non2xx || onBest.errors) problems.push(`${onBest.non2xx} non-2xx, ${onBest.errors} errors`);
  return [
    {
      kind: 'server',
      name:
        `mail on: ${COUNT.toLocaleString('en')} registrations in a burst c${CONNECTIONS} (mail off ` +
        `${offBest.reqPerSec}/s; ${delivered.toLocaleString('en')} of ${expected.toLocaleString('en')} ` +
        `delivered, ${twice} twice)`,
      connections: CONNECTIONS,
      reqPerSec: onBest.reqPerSec,
      p50: onBest.p50,
      p99: onBest.p99,
      floorRatio: null,
      lossVsEmpty: loss,
      goal: `≤ ${MAX_LOSS * 100} % below mail off, all delivered once`,
      pass: problems.length === 0,
      problems,
      run: onBest,
      mail: { off, on, delivered, expected, twice },
    },
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const [row] = await mailBenchRows();
    const result = row.pass ? 'pass' : `FAIL (${row.problems.join(', ')})`;
    console.log(`| ${row.name} | ${row.reqPerSec} | ${row.p50} ms | ${row.p99} ms | ${row.goal} | ${result} |`);
    if (!row.pass) process.exitCode = 1;
  } finally {
    await stopAll();
  }
}
