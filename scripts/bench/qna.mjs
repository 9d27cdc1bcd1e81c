// The audience Q&A rows of `npm run bench:live` (issue 35), alone with BENCH_LIVE_ROWS=qna:
// BENCH_QNA_PAGES open pages on open-hybrid's broadcast (open questions mode), then
// BENCH_QNA_QUESTIONS questions and BENCH_QNA_UPVOTES upvotes spread over BENCH_QNA_SECONDS (each
// with an Idempotency-Key; 1 % of them sent twice), on one process (PGlite) and on two processes
// sharing PostgreSQL (BENCH_QNA_TWO=0 skips it). Measures each write's acknowledgement, and per
// sampled page (BENCH_QNA_SAMPLE per load client) when its pushed list first showed each write;
// then that every page holds the last list, and that the server counted every question and
// upvote once. Upvotes go to the ten newest questions (pushed with every list), by distinct voters.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { intEnv } from './env.mjs';

const PAGES = intEnv('BENCH_QNA_PAGES', 10000);
const QUESTIONS = intEnv('BENCH_QNA_QUESTIONS', 2000);
const UPVOTES = intEnv('BENCH_QNA_UPVOTES', 20000);
const SECONDS = intEnv('BENCH_QNA_SECONDS', 600);
const TWO = intEnv('BENCH_QNA_TWO', 1) > 0;
const SAMPLE = intEnv('BENCH_QNA_SAMPLE', 50);
const WORKERS = intEnv('BENCH_LIVE_WORKERS', 2);
const RAMP = intEnv('BENCH_LIVE_RAMP', 250);
const BROADCAST = 'campus-noord-open-dag';
export const QNA_GOALS = { ackP99: 1000, listP99: 1000 };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : null);
const voter = (n) => `benchvoter${String(n).padStart(12, '0')}`;

function message(child, type) {
  return new Promise((resolve, reject) => {
    const on = (msg) => {
      if (msg.type === type) {
        child.off('message', on);
        resolve(msg);
      }
    };
    child.on('message', on);
    child.once('exit', (code) => reject(new Error(`Q&A load client exited (${code})`)));
  });
}

async function post(base, path, body, key) {
  const started = performance.timeOrigin + performance.now();
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  const ackAt = performance.timeOrigin + performance.now();
  return { status: res.status, json, ackAt, ms: ackAt - started };
}

/** The writes: questions and upvotes evenly over SECONDS, interleaved; answers what each one should show. */
async function writeAll(bases, progress) {
  const total = QUESTIONS + UPVOTES;
  const writes = [];
  const acks = [];
  const byKind = {};
  const timeline = {}; // per kind: [sent at (ms into the run), ack ms], to tell a start-up wait from a steady one
  const statuses = {};
  const asked = []; // question ids (from the pushed list's markers we would not know them: read them back)
  let q = 0;
  let u = 0;
  const started = Date.now();
  const pending = [];
  for (let n = 0; n < total; n++) {
    const wait = started + (n * SECONDS * 1000) / total - Date.now();
    if (wait > 1) await sleep(wait);
    const base = bases[n % bases.length];
    const twice = n % 100 === 0;
    const askNow = asked.length < 10 || q * total < (n + 1) * QUESTIONS ? q < QUESTIONS : u >= UPVOTES;
    const run = askNow
      ? (async (i) => {
          const body = {
            broadcastSlug: BROADCAST,
            voterId: voter(900000 + i),
            question: { name: 'Bench', email: 'bench@example.com', type: 'content', message: `bench-q-${i}` },
          };
          const key = randomUUID();
          const res = await post(base, '/live-director/ask-question', body, key);
          if (twice) await post(bases[(n + 1) % bases.length], '/live-director/ask-question', body, key);
          return { res, write: { kind: 'question', marker: i, ackAt: res.ackAt } };
        })(q++)
      : (async (j) => {
          while (!asked.length) await sleep(50); // the first questions' answers are still on their way
          const id = asked[asked.length - 1 - (j % Math.min(10, asked.length))];
          const body = { voterId: voter(j), up: true };
          const key = randomUUID();
          const res = await post(base, `/live-director/qna/${BROADCAST}/${id}/upvote`, body, key);
          if (twice)
            await post(bases[(n + 1) % bases.length], `/live-director/qna/${BROADCAST}/${id}/upvote`, body, key);
          return { res, write: { kind: 'upvote', id, votes: res.json.votes, ackAt: res.ackAt } };
        })(u++);
    pending.push(
      run.then(
        async ({ res, write }) => {
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          acks.push(res.ms);
          byKind[write.kind] ??= [];
          byKind[write.kind].push(res.ms);
          timeline[write.kind] ??= [];
          timeline[write.kind].push([res.ackAt - res.ms - started, res.ms]);
          if (res.status < 300) writes.push(write);
          if (write.kind === 'question' && res.status === 201) {
            // The new question's id, for the upvotes that follow (the newest one of the list).
            const snap = await (await fetch(`${base}/live-director/qna/${BROADCAST}`)).json();
            const found = snap.list.questions.find((x) => x.message === `bench-q-${write.marker}`);
            if (found) asked.push(found.id);
          }
        },
        (err) => {
          statuses[err.code ?? err.message] = (statuses[err.code ?? err.message] ?? 0) + 1;
        },
      ),
    );
    if (n % 1000 === 0 && n) progress(`  ${n} of ${total} writes`);
  }
  await Promise.all(pending);
  for (const [kind, list] of Object.entries(byKind)) {
    list.sort((a, b) => a - b);
    progress(
      `  ${kind}: ${list.length} acknowledged, p50 ${Math.round(pct(list, 0.5))} ms, p99 ` +
        `${Math.round(pct(list, 0.99))} ms`,
    );
    const early = timeline[kind]
      .filter(([at]) => at < 10_000)
      .map(([, ms]) => ms)
      .sort((a, b) => a - b);
    const later = timeline[kind]
      .filter(([at]) => at >= 10_000)
      .map(([, ms]) => ms)
      .sort((a, b) => a - b);
    progress(
      `    sent in the first 10 s: ${early.length}, p99 ${Math.round(pct(early, 0.99) ?? 0)} ms; after: ` +
        `${later.length}, p99 ${Math.round(pct(later, 0.99) ?? 0)} ms`,
    );
  }
  // The first seconds, second by second: one stall (every write waiting at once) or a slow start.
  const all = Object.values(timeline).flat();
  for (let second = 0; second < 15; second++) {
    const inSecond = all
      .filter(([at]) => at >= second * 1000 && at < (second + 1) * 1000)
      .map(([, ms]) => ms)
      .sort((a, b) => a - b);
    if (inSecond.length)
      progress(
        `    second ${second}: ${inSecond.length} writes, p50 ${Math.round(pct(inSecond, 0.5))} ms, max ` +
          `${Math.round(inSecond.at(-1))} ms`,
      );
  }
  return { writes, acks: acks.sort((a, b) => a - b), statuses, questions: q, upvotes: u };
}

/** What the server holds at the end: questions listed and upvotes counted (every page of the list). */
async function counted(base) {
  let votes = 0;
  let total = 0;
  for (let offset = 0; ; offset += 50) {
    const page = await (
      await fetch(`${base}/live-director/qna/${BROADCAST}/page?section=open&sort=newest&offset=${offset}&limit=50`)
    ).json();
    total = page.total;
    votes += page.questions.filter((x) => x.message.startsWith('bench-q-')).reduce((n, x) => n + x.votes, 0);
    if (!page.questions.length) break;
  }
  return { questions: total, votes };
}

export async function qnaRow({ servers, label, progress }) {
  const bases = servers.map((s) => s.base);
  const procs = Array.from({ length: WORKERS }, () =>
    fork(new URL('./qnaClient.mjs', import.meta.url), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
  );
  try {
    const share = Math.ceil(PAGES / WORKERS);
    progress(`${label}: opening ${PAGES} pages`);
    const opened = await Promise.all(
      procs.map((child, w) => {
        const answer = message(child, 'opened');
        child.send({
          type: 'open',
          job: {
            bases,
            broadcast: BROADCAST,
            count: Math.min(share, PAGES - w * share),
            offset: w * share,
            perSecond: RAMP / WORKERS,
            sample: SAMPLE,
            localAddresses: Array.from({ length: 4 }, (_, k) => `127.0.${w + 11}.${k + 1}`),
          },
        });
        return answer;
      }),
    );
    progress(
      `  ${opened.reduce((n, o) => n + o.open, 0)} open; ${QUESTIONS} questions and ${UPVOTES} upvotes over ` +
        `${SECONDS} s`,
    );
    const run = await writeAll(bases, progress);
    await sleep(2000); // the last push (at most 250 ms) and its fan-out
    const results = await Promise.all(
      procs.map((child) => {
        const answer = message(child, 'evaluated');
        child.send({ type: 'evaluate', writes: run.writes });
        return answer;
      }),
    );
    const server = await counted(bases[0]);
    const listP99 = Math.max(...results.map((r) => r.p99 ?? 0));
    const row = {
      label,
      pages: PAGES,
      open: results.reduce((n, r) => n + r.open, 0),
      lost: results.reduce((n, r) => n + r.lost, 0),
      questions: run.questions,
      upvotes: run.upvotes,
      acknowledged: run.writes.length,
      seconds: SECONDS,
      statuses: run.statuses,
      ackP50: pct(run.acks, 0.5),
      ackP99: pct(run.acks, 0.99),
      ackMax: run.acks.at(-1),
      listP50: Math.max(...results.map((r) => r.p50 ?? 0)),
      listP99,
      listMax: Math.max(...results.map((r) => r.max ?? 0)),
      measured: results.reduce((n, r) => n + r.measured, 0),
      unseen: results.reduce((n, r) => n + r.unseen, 0),
      stale: results.reduce((n, r) => n + r.stale, 0),
      counted: server,
    };
    row.met =
      row.ackP99 <= QNA_GOALS.ackP99 &&
      row.listP99 <= QNA_GOALS.listP99 &&
      row.stale === 0 &&
      row.lost === 0 &&
      server.questions === QUESTIONS &&
      server.votes === run.writes.filter((w) => w.kind === 'upvote').length;
    return row;
  } finally {
    for (const child of procs) if (child.connected) child.send({ type: 'stop' });
  }
}

export function qnaTable(rows) {
  const ms = (n) => (n == null ? '-' : `${Math.round(n)} ms`);
  const lines = [
    '| row | pages open | questions | upvotes | write ack p50 / p99 | list current p50 / p99 / max | stale pages | ' +
      'lost | counted (questions, votes) | goal |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.label} | ${r.open.toLocaleString('en')} | ${r.questions} | ${r.upvotes} | ${ms(r.ackP50)} / ` +
        `${ms(r.ackP99)} | ${ms(r.listP50)} / ${ms(r.listP99)} / ${ms(r.listMax)} | ${r.stale} | ${r.lost} | ` +
        `${r.counted.questions}, ${r.counted.votes} | ${r.met ? 'met' : 'MISSED'} |`,
    );
  }
  return lines.join('\n');
}

export const QNA_SETTINGS = { PAGES, QUESTIONS, UPVOTES, SECONDS, TWO, SAMPLE };
