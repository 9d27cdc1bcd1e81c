// The caption row of `npm run bench:live` (issue 48; BENCH_LIVE_ROWS=captions runs it alone): pages of
// the open-hybrid event open their streams on one process (PGlite), then a captioner posts final lines
// (3 a second, BENCH_CAPTION_PER_SECOND) for BENCH_CAPTION_MINUTES (10) with the live-control token,
// and while it does, the poll storm of the storm rows runs beside it (livePollStorm.mjs). Measured:
// from each line's POST leaving the captioner to each page's stream receiving it (p50 / p99 / max,
// over all lines and over the lines posted during the storm), the share delivered, the POSTs' own
// answers, and the votes' acknowledgement (within the poll storm's goal).
//   BENCH_CAPTION_PAGES=10000  BENCH_CAPTION_MINUTES=10  BENCH_CAPTION_PER_SECOND=3
//   BENCH_CAPTION_STORM_AFTER=30 (seconds of captioning before the poll storm starts; capped at a third of the row)
import { intEnv } from './env.mjs';
import { openClients } from './liveClients.mjs';
import { pollStorm } from './livePollStorm.mjs';
import { STORM_GOALS } from './liveStormRows.mjs';

const PAGES = intEnv('BENCH_CAPTION_PAGES', 10000);
const MINUTES = intEnv('BENCH_CAPTION_MINUTES', 10);
const PER_SECOND = intEnv('BENCH_CAPTION_PER_SECOND', 3);
const STORM_AFTER = intEnv('BENCH_CAPTION_STORM_AFTER', 30);
const VOTERS = intEnv('BENCH_LIVE_VOTERS', 8000);
const VOTE_SECONDS = intEnv('BENCH_LIVE_VOTE_SECONDS', 10);
const RAMP = intEnv('BENCH_LIVE_STORM_RAMP', 250);
const EVENT = 'open-hybrid';
const BROADCAST = 'campus-noord-open-dag';
export const CAPTION_GOALS = { p99: 500 };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.timeOrigin + performance.now();

/** p50 / p99 / max of the workers' merged 1 ms histograms. */
function merged(parts) {
  const counts = new Map();
  let n = 0;
  let over = 0;
  let max = 0;
  for (const h of parts) {
    for (const [ms, c] of h.pairs) counts.set(ms, (counts.get(ms) ?? 0) + c);
    n += h.n;
    over += h.over;
    max = Math.max(max, h.max);
  }
  const sorted = [...counts].sort((a, b) => a[0] - b[0]);
  const at = (p) => {
    const wanted = Math.ceil((p / 100) * n);
    let seen = 0;
    for (const [ms, c] of sorted) {
      seen += c;
      if (seen >= wanted) return ms;
    }
    return n ? Number.POSITIVE_INFINITY : null; // past the histogram: among the `over`
  };
  return { n, over, p50: at(50), p99: at(99), max: Math.round(max) };
}

/** Posts `total` lines at `perSecond`; `duringStorm()` says whether the storm is on. */
async function caption({ base, token, clients, total, perSecond, duringStorm }) {
  const run = (Date.now() % 1_000_000) * 1000; // a seq range of its own per run
  const statuses = {};
  const answers = [];
  const started = now();
  const posts = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / perSecond;
    if (due > now()) await sleep(due - now());
    const seq = run + i;
    const at = now();
    clients.tell({ type: 'caption-sent', key: `en:${seq}:1`, at, storm: duringStorm() });
    const body = JSON.stringify({
      seq,
      lang: 'en',
      text: `Line ${i} of the caption row, as a captioner types it.`,
      final: true,
    });
    posts.push(
      fetch(`${base}/live-director/captions/${BROADCAST}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      })
        .then(async (res) => {
          await res.arrayBuffer();
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          answers.push(now() - at);
        })
        .catch((err) => {
          statuses[err.cause?.code ?? 'error'] = (statuses[err.cause?.code ?? 'error'] ?? 0) + 1;
        }),
    );
  }
  await Promise.all(posts);
  answers.sort((a, b) => a - b);
  return { statuses, answerP99: Math.round(answers[Math.ceil(answers.length * 0.99) - 1] ?? 0) };
}

export async function captionRows({ startServer, stopServer, workers, token, progress }) {
  if (PAGES === 0 || MINUTES === 0) return [];
  const server = await startServer('live-captions', {});
  try {
    progress(`captions: opening ${PAGES} pages at ${RAMP}/s`);
    const clients = await openClients({
      workers,
      count: PAGES,
      perSecond: RAMP,
      bases: [server.base],
      broadcast: BROADCAST,
      event: EVENT,
      projectId: 'proj-open-hybrid',
      pageReads: false,
    });
    progress(`  ${clients.open} open, ${clients.failed} failed ${JSON.stringify(clients.statuses)}`);
    try {
      const total = MINUTES * 60 * PER_SECOND;
      let storming = false;
      progress(`  captioning: ${total} lines, ${PER_SECOND} a second for ${MINUTES} min; the poll storm beside it`);
      const posting = caption({
        base: server.base,
        token,
        clients,
        total,
        perSecond: PER_SECOND,
        duringStorm: () => storming,
      });
      await sleep(Math.min(STORM_AFTER, (MINUTES * 60) / 3) * 1000);
      storming = true;
      const poll = await pollStorm({
        servers: [server],
        clients,
        eventId: EVENT,
        pollId: 'poll-studie',
        options: ['o1', 'o2', 'o3', 'o4'],
        token,
        progress,
        share: VOTERS / Math.max(1, clients.open),
        spreadMs: VOTE_SECONDS * 1000,
      });
      storming = false;
      const posts = await posting;
      await sleep(2000); // the last lines' way to every page
      const reports = await clients.ask({ type: 'caption-report' }, 'caption-report');
      const all = merged(reports.map((r) => r.all));
      const storm = merged(reports.map((r) => r.storm));
      const open = reports.reduce((n, r) => n + r.open, 0);
      progress(`  captions: ${all.n} of ${open * total} received, p99 ${all.p99} ms (${storm.p99} ms in the storm)`);
      return [{ pages: open, lines: total, minutes: MINUTES, perSecond: PER_SECOND, posts, all, storm, poll }];
    } finally {
      await clients.stop();
    }
  } finally {
    await stopServer(server);
  }
}

const ms = (n) => (n === null || n === undefined ? '–' : `${n} ms`);
export function captionTable(rows) {
  if (!rows.length) return '';
  const lines = [
    '',
    `Captions: pages open on one process (PGlite); a captioner posts ${PER_SECOND} final lines a second for ` +
      `${MINUTES} min (BENCH_CAPTION_MINUTES, default 10) with the poll storm beside it ` +
      `(${VOTERS.toLocaleString('en')} votes within ${VOTE_SECONDS} s). Latency: from the POST leaving the ` +
      "captioner to the page's stream.",
    '',
    '| pages | lines | delivered | POST to page p50 / p99 / max | during the poll storm p50 / p99 | POST answers ' +
      '(p99) | votes acked | vote ack p99 | goal |',
    '|---:|---:|---:|---|---|---|---:|---|---|',
  ];
  for (const r of rows) {
    const expected = r.pages * r.lines;
    const p = r.poll;
    const met =
      r.all.n === expected &&
      r.all.p99 <= CAPTION_GOALS.p99 &&
      r.storm.p99 <= CAPTION_GOALS.p99 &&
      p.votes.latency.p99 <= STORM_GOALS.voteP99 &&
      p.votes.acknowledged === p.votes.scheduled;
    lines.push(
      `| ${r.pages.toLocaleString('en')} | ${r.lines.toLocaleString('en')} (${r.minutes} min) | ` +
        `${((r.all.n / Math.max(1, expected)) * 100).toFixed(2)} % | ${ms(r.all.p50)} / ${ms(r.all.p99)} / ` +
        `${ms(r.all.max)} | ${ms(r.storm.p50)} / ${ms(r.storm.p99)} (${r.storm.n.toLocaleString('en')} receipts) | ` +
        `${JSON.stringify(r.posts.statuses)} (${ms(r.posts.answerP99)}) | ` +
        `${p.votes.acknowledged.toLocaleString('en')} of ${p.votes.scheduled.toLocaleString('en')} | ` +
        `${ms(p.votes.latency.p99)} (goal ≤ ${STORM_GOALS.voteP99} ms) | ` +
        `p99 ≤ ${CAPTION_GOALS.p99} ms: ${met ? 'met' : 'MISSED'} |`,
    );
  }
  return lines.join('\n');
}
