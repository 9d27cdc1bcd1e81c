// The reactions and word cloud rows of `npm run bench:live` (issue 50): 10,000 pages of the
// open-hybrid event open their streams on one process (PGlite), the director turns the reaction bar
// on (or opens a word cloud), and the chosen pages each send one tap (or one word) at a random moment
// of the storm: 10,000 reactions in 10 s, 10,000 words in 30 s (BENCH_LIVE_REACTIONS=10000,
// BENCH_LIVE_REACTION_SECONDS=10, BENCH_LIVE_WORDS=10000, BENCH_LIVE_WORD_SECONDS=30,
// BENCH_LIVE_AUDIENCE_PAGES=10000). Measured: each write's acknowledgement; how long after the last
// acknowledged write every page holds all of them (the sum of its reaction bursts, the cloud's total);
// the most push messages a page got; taps or words lost or doubled (the cloud's total against the
// acknowledged words); server CPU and memory. `BENCH_LIVE_ROWS=reactions` or `wordcloud` runs one alone.
import { intEnv } from './env.mjs';
import { cpuSeconds, openClients, percentile, rssBytes } from './liveClients.mjs';

const PAGES = intEnv('BENCH_LIVE_AUDIENCE_PAGES', 10000);
const RAMP = intEnv('BENCH_LIVE_STORM_RAMP', 250);
const KINDS = {
  reactions: { writes: intEnv('BENCH_LIVE_REACTIONS', 10000), seconds: intEnv('BENCH_LIVE_REACTION_SECONDS', 10) },
  words: { writes: intEnv('BENCH_LIVE_WORDS', 10000), seconds: intEnv('BENCH_LIVE_WORD_SECONDS', 30) },
};
const EVENT = 'open-hybrid';
const BROADCAST = 'campus-noord-open-dag';
/** The poll storm's goals (liveStormRows.mjs): acknowledgements and every page current within 1 s (p99). */
export const AUDIENCE_GOALS = { ackP99: 1000, currentP99: 1000 };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const round = (n, d = 0) => (Number.isFinite(n) ? Math.round(n * 10 ** d) / 10 ** d : null);
const stats = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (p) => round(percentile(sorted, p), 1);
  return { n: sorted.length, p50: at(50), p99: at(99), max: round(sorted.at(-1), 1) };
};
const sumInto = (into, from) => {
  for (const [k, n] of Object.entries(from)) into[k] = (into[k] ?? 0) + n;
  return into;
};

async function controlPost(base, token, body) {
  const res = await fetch(`${base}/live-director/control/${EVENT}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`control answered ${res.status}: ${await res.text()}`);
  return res.json();
}

async function storm(server, clients, { kind, token, progress }) {
  const { writes, seconds } = KINDS[kind];
  const start = kind === 'words' ? { wordCloud: { question: 'One word for the bench?' } } : { reactions: true };
  const opened = await controlPost(server.base, token, { state: 'on-air', ...start });
  await clients.delivered(opened.version, 10_000);
  await clients.ask({ type: 'warm', bases: [server.base], count: 256 }, 'warmed');
  clients.tell({ type: 'loop-reset' });
  const cpuBefore = cpuSeconds(server.child.pid) ?? 0;
  const started = Date.now();
  const job = { kind, cloudId: opened.items?.cloud?.id, share: writes / Math.max(1, clients.open) };
  clients.tell({ type: 'audience', job: { ...job, spreadMs: seconds * 1000, repeatShare: 0.05, run: started } });
  let reports;
  do {
    await sleep(1000);
    reports = await clients.ask({ type: 'audience-report' }, 'audience-report');
  } while (reports.some((r) => r.finished < r.scheduled) && Date.now() < started + seconds * 1000 + 120_000);
  const acknowledged = reports.reduce((n, r) => n + r.acknowledged, 0);
  const sent = reports.reduce((n, r) => n + r.finished, 0);
  // Words: the server's count is the truth every page must reach (a write never answered may have
  // counted); it must lie between the acknowledged and the sent ones. Taps are not stored: a page's
  // sum must lie there itself.
  let counted = kind === 'words' ? await cloudTotal(server.base) : undefined;
  let expected = counted === undefined ? { min: acknowledged, max: sent } : { min: counted, max: counted };
  const lastAckAt = Math.max(...reports.map((r) => r.lastAckAt));
  const latency = stats(reports.flatMap((r) => r.latencies));
  progress(`  ${latency.n} ${kind} answered: p50 ${latency.p50} ms, p99 ${latency.p99} ms`);
  let final;
  const deadline = Date.now() + 15_000;
  do {
    await sleep(200);
    // A write the client gave up on may still be committed meanwhile: the server's count is read again.
    if (counted !== undefined && final) {
      counted = await cloudTotal(server.base);
      expected = { min: counted, max: counted };
    }
    const answers = await clients.ask({ type: 'audience-final', expected }, 'audience-final');
    final = {
      times: answers.flatMap((a) => a.times),
      unmatched: answers.reduce((n, a) => n + a.unmatched, 0),
      maxMessages: Math.max(...answers.map((a) => a.maxMessages)),
    };
  } while (final.unmatched > 0 && Date.now() < deadline);
  const elapsed = (Date.now() - started) / 1000;
  // The load clients' own stalls (their event loop since the storm began): a latency is only the server's
  // when the client was not stalled meanwhile.
  const loops = await clients.ask({ type: 'vote-report' }, 'vote-report');
  const cpu = (cpuSeconds(server.child.pid) ?? 0) - cpuBefore;
  const current = stats(final.times.map((t) => Math.max(0, t - lastAckAt)));
  await controlPost(server.base, token, kind === 'words' ? { wordCloud: null } : { reactions: false });
  progress(
    `  every page current on ${final.times.length} (${final.unmatched} not): p99 ${current.p99} ms after the last`,
  );
  return {
    kind,
    pages: clients.open,
    writes,
    seconds,
    scheduled: reports.reduce((n, r) => n + r.scheduled, 0),
    acknowledged,
    sent,
    statuses: reports.reduce((a, r) => sumInto(a, r.statuses), {}),
    latency,
    repeats: reports.reduce((n, r) => n + r.repeats, 0),
    repeatsDiffering: reports.reduce((n, r) => n + r.repeatsDiffering, 0),
    current: { pages: final.times.length, unmatched: final.unmatched, afterLastWrite: current },
    maxMessagesPerPage: final.maxMessages,
    // Over the storm as it ran: from its start to the last acknowledgement (a slow machine stretches it).
    messagesPerSecond: round(final.maxMessages / Math.max(seconds, (lastAckAt - started) / 1000), 1),
    counted,
    serverCpuPercent: round((cpu / elapsed) * 100),
    clientLoopMaxMs: round(Math.max(...loops.map((r) => r.loopMaxMs)), 1),
    serverRssMiB: round((rssBytes(server.child.pid) ?? 0) / 2 ** 20, 1),
  };
}

/** The open cloud's total, read off a stream's first `event: cloud`. */
async function cloudTotal(base) {
  const res = await fetch(`${base}/live-director/stream/${BROADCAST}`);
  const reader = res.body.getReader();
  let text = '';
  while (!/event: cloud\ndata: .*\n\n/.test(text)) text += new TextDecoder().decode((await reader.read()).value);
  await reader.cancel();
  return JSON.parse(/event: cloud\ndata: (.*)\n\n/.exec(text)[1]).cloud?.total ?? 0;
}

export async function audienceRows({ rows, startServer, stopServer, workers, token, progress }) {
  const kinds = [rows.includes('reactions') && 'reactions', rows.includes('wordcloud') && 'words'].filter(Boolean);
  const results = [];
  for (const kind of kinds) {
    const server = await startServer(`live-${kind}`, {});
    try {
      progress(`${kind}: opening ${PAGES} pages at ${RAMP}/s`);
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
      progress(`  ${clients.open} open, ${clients.failed} failed`);
      try {
        results.push({ ...(await storm(server, clients, { kind, token, progress })), lostStreams: 0 });
      } finally {
        const lost = await clients.stop();
        if (results.length) results.at(-1).lostStreams = lost;
      }
    } finally {
      await stopServer(server);
    }
  }
  return results;
}

const ms = (n) => (n === null || n === undefined ? '–' : `${n} ms`);
export function audienceTable(rows) {
  if (!rows.length) return '';
  const lines = [
    '',
    'Reactions and word cloud (one process, PGlite): the pages open, the director turns the bar on or opens a cloud, ' +
      'the chosen pages send one tap or word each at a random moment (a key each; 5 % of the words sent twice).',
    '',
    '| row | pages | sent in | acked | ack p50 / p99 / max | every page current after the last write (p50 / p99 / ' +
      'max) | messages per page (max; per s, start to last ack) | counted | server CPU / RSS | ' +
      'client stalls (max) | goal |',
    '|---|---:|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const c = r.current.afterLastWrite;
    const met =
      r.acknowledged === r.scheduled &&
      r.latency.p99 <= AUDIENCE_GOALS.ackP99 &&
      r.current.unmatched === 0 &&
      c.p99 <= AUDIENCE_GOALS.currentP99 &&
      (r.counted === undefined || (r.counted >= r.acknowledged && r.counted <= r.sent));
    lines.push(
      `| ${r.kind === 'words' ? 'word cloud' : 'reactions'} | ${r.pages.toLocaleString('en')} | ` +
        `${r.writes.toLocaleString('en')} in ${r.seconds} s | ${r.acknowledged.toLocaleString('en')} ` +
        `${JSON.stringify(r.statuses)} | ${ms(r.latency.p50)} / ${ms(r.latency.p99)} / ${ms(r.latency.max)} | ` +
        `${r.current.pages.toLocaleString('en')} pages (${r.current.unmatched} not): ${ms(c.p50)} / ${ms(c.p99)} / ` +
        `${ms(c.max)} | ${r.maxMessagesPerPage}; ${r.messagesPerSecond}/s | ` +
        `${r.counted === undefined ? '–' : `${r.counted} (${r.repeats} repeats, ${r.repeatsDiffering} differing)`} | ` +
        `${r.serverCpuPercent} % / ${r.serverRssMiB} MiB | ${ms(r.clientLoopMaxMs)} | ${met ? 'met' : 'MISSED'} |`,
    );
  }
  return lines.join('\n');
}
