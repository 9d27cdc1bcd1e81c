// The storm rows of `npm run bench:live` (issue 32), on pages already open (liveClients.mjs):
// - poll storm: the organiser starts a poll; the share of pages that vote do so within spreadMs of
//   receiving it (a human 0..spreadMs delay each, an Idempotency-Key each, 5 % sent twice). Measured:
//   the poll's delivery to every page, each vote's acknowledgement, how long after the last
//   acknowledged vote every page's pushed counts are the final ones, lost or doubled votes (the
//   server's counts against the acknowledged votes), server CPU and memory, the clients' stalls.
// - question storm: `questions` questions over `seconds` (a key each, 5 % sent twice), while the
//   console reads its first page every second: all stored once, the console's read stays quick.
import { cpuSeconds, percentile, rssBytes } from './liveClients.mjs';
import { histogramBetween, routeHistogram } from './serverView.mjs';

/** The vote's route as the server's metrics name it (the mounted pattern). */
const VOTE_ROUTE = '/live-director/polls/:broadcast/:pollId/vote';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.timeOrigin + performance.now();
const round = (n, d = 0) => (Number.isFinite(n) ? Math.round(n * 10 ** d) / 10 ** d : null);
const stats = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: round(percentile(sorted, 50), 1),
    p99: round(percentile(sorted, 99), 1),
    max: round(sorted.at(-1), 1),
  };
};
const sumInto = (into, from) => {
  for (const [k, n] of Object.entries(from)) into[k] = (into[k] ?? 0) + n;
  return into;
};

function controlClient(base, eventId, token) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  return {
    async post(body) {
      const res = await fetch(`${base}/live-director/control/${eventId}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`control answered ${res.status}: ${await res.text()}`);
      return res.json();
    },
    async get() {
      const res = await fetch(`${base}/live-director/control/${eventId}`, { headers });
      if (!res.ok) throw new Error(`control answered ${res.status}`);
      return res.json();
    },
  };
}

const usage = (servers) => ({
  cpu: servers.reduce((n, s) => n + (cpuSeconds(s.child.pid) ?? 0), 0),
  rss: servers.reduce((n, s) => n + (rssBytes(s.child.pid) ?? 0), 0),
});

export async function pollStorm({ servers, clients, eventId, pollId, options, token, share, spreadMs, progress }) {
  const control = controlClient(servers[0].base, eventId, token);
  const off = await control.post({ activePoll: null, visible: { polls: true } });
  await clients.delivered(off.version, 10_000);
  const initial = (await control.get()).results[pollId];
  await clients.ask(
    { type: 'warm', bases: servers.map((s) => s.base), count: Math.ceil(256 / servers.length) },
    'warmed',
  );
  clients.tell({ type: 'loop-reset' });
  const before = usage(servers);
  const votesBefore = await routeHistogram(servers, VOTE_ROUTE);
  const started = Date.now();
  const sentAt = now();
  const { version } = await control.post({ activePoll: pollId });
  clients.tell({
    type: 'vote',
    job: { pollId, version, share, spreadMs, repeatShare: 0.05, options, run: Date.now().toString(36) },
  });
  const d = await clients.delivered(version, 10_000);
  const delivery = stats(d.times.map((t) => t - sentAt));
  progress(`  poll delivered to ${d.times.length}/${d.open}: p99 ${delivery.p99} ms`);

  let reports;
  const voteDeadline = Date.now() + spreadMs + 150_000;
  do {
    await sleep(1000);
    reports = await clients.ask({ type: 'vote-report' }, 'vote-report');
  } while (reports.some((r) => r.finished < r.scheduled || r.scheduled === 0) && Date.now() < voteDeadline);
  const acknowledged = reports.reduce((all, r) => sumInto(all, r.acknowledged), {});
  const lastAckAt = Math.max(...reports.map((r) => r.lastAckAt));
  const expectedCounts = Object.fromEntries(options.map((o) => [o, (initial[o] ?? 0) + (acknowledged[o] ?? 0)]));
  const expected = JSON.stringify(expectedCounts);
  const latency = stats(reports.flatMap((r) => r.latencies));
  const slowest = reports
    .flatMap((r) => r.slowest)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([at, ms]) => `${round((at - sentAt) / 1000, 2)} s: ${round(ms)} ms`);
  progress(`  slowest votes (sent after the poll start): ${slowest.join(', ')}`);
  progress(
    `  ${latency.n} votes answered: p50 ${latency.p50} ms, p99 ${latency.p99} ms ` +
      `${JSON.stringify(reports.reduce((a, r) => sumInto(a, r.statuses), {}))}`,
  );
  const serverVotes = histogramBetween(votesBefore, await routeHistogram(servers, VOTE_ROUTE));
  progress(
    `  the server's own time for ${serverVotes.count} votes (handler to answer): p50 ≤ ${serverVotes.p50AtMostMs} ms, ` +
      `p99 ≤ ${serverVotes.p99AtMostMs} ms`,
  );

  let final;
  const finalDeadline = Date.now() + 15_000;
  do {
    await sleep(200);
    const answers = await clients.ask({ type: 'final', expected }, 'final');
    final = { times: answers.flatMap((a) => a.times), unmatched: answers.reduce((n, a) => n + a.unmatched, 0) };
  } while (final.unmatched > 0 && Date.now() < finalDeadline);
  const after = usage(servers);
  const seconds = (Date.now() - started) / 1000;
  const actual = (await control.get()).results[pollId];
  // A vote never answered may or may not count: only beyond those is a count lost or doubled.
  const unanswered = reports.reduce((all, r) => sumInto(all, r.unanswered), {});
  const lost = options.reduce((n, o) => n + Math.max(0, expectedCounts[o] - (actual[o] ?? 0)), 0);
  const doubled = options.reduce(
    (n, o) => n + Math.max(0, (actual[o] ?? 0) - expectedCounts[o] - (unanswered[o] ?? 0)),
    0,
  );
  const cpuMsPerVote =
    ((usage(servers).cpu - before.cpu) * 1000) /
    Math.max(
      1,
      Object.values(acknowledged).reduce((a, b) => a + b, 0),
    );
  const toFinal = stats(final.times.map((t) => Math.max(0, t - lastAckAt)));
  progress(
    `  final counts on ${final.times.length} pages (${final.unmatched} not): p99 ${toFinal.p99} ms after the last ` +
      `vote; lost ${lost}, doubled ${doubled}`,
  );
  await control.post({ activePoll: null });
  return {
    pages: d.open,
    processes: servers.length,
    delivered: d.times.length,
    delivery,
    itemInPush: reports.reduce((n, r) => n + r.itemsSeen, 0),
    votes: {
      scheduled: reports.reduce((n, r) => n + r.scheduled, 0),
      acknowledged: Object.values(acknowledged).reduce((a, b) => a + b, 0),
      latency,
      statuses: reports.reduce((a, r) => sumInto(a, r.statuses), {}),
      repeats: reports.reduce((n, r) => n + r.repeats, 0),
      repeatsDiffering: reports.reduce((n, r) => n + r.repeatsDiffering, 0),
    },
    final: { pages: final.times.length, unmatched: final.unmatched, afterLastVote: toFinal },
    lost,
    doubled,
    expected: expectedCounts,
    actual,
    unanswered,
    retries: reports.reduce((n, r) => n + r.retries, 0),
    cpuMsPerVote: round(cpuMsPerVote, 2),
    serverCpuPercent: round(((after.cpu - before.cpu) / seconds) * 100),
    serverRssMiB: round(after.rss / 2 ** 20, 1),
    serverVotes,
    clientLoopMaxMs: round(Math.max(...reports.map((r) => r.loopMaxMs)), 1),
    clientLoopP99Ms: round(Math.max(...reports.map((r) => r.loopP99Ms)), 1),
  };
}

export async function questionStorm({ servers, eventId, broadcast, token, questions, seconds, progress }) {
  const control = controlClient(servers[0].base, eventId, token);
  const countOf = async () => (await control.get()).questionCount;
  const before = await countOf();
  const used = usage(servers);
  const latencies = [];
  const statuses = {};
  const consoleReads = [];
  let sending = true;
  const consoleLoop = (async () => {
    while (sending) {
      const t = now();
      const view = await control.get();
      consoleReads.push({ ms: now() - t, listed: view.questions.length });
      await sleep(1000);
    }
  })();
  // Each asker's page holds the voter id the server issued it (issue 43), before the storm.
  const voterIds = [];
  for (let i = 0; i < questions; i += 50) {
    const batch = Array.from({ length: Math.min(50, questions - i) }, async (_, j) => {
      const res = await fetch(`${servers[(i + j) % servers.length].base}/live-director/voter-id`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }).catch(() => undefined);
      voterIds[i + j] = res?.ok ? (await res.json()).voterId : `bench-unissued-${i + j}`;
    });
    await Promise.all(batch);
  }
  const run = Date.now().toString(36);
  const started = now();
  const ask = async (i) => {
    const due = started + (i * seconds * 1000) / questions;
    if (due > now()) await sleep(due - now());
    const base = servers[i % servers.length].base;
    const headers = { 'content-type': 'application/json', 'idempotency-key': `bench-question-${run}-${i}` };
    const body = JSON.stringify({
      broadcastSlug: broadcast,
      eventId,
      voterId: voterIds[i],
      question: {
        name: `Visitor ${i}`,
        email: `visitor${i}@example.com`,
        type: 'content',
        message: `Question ${i} of the storm: what comes next?`,
      },
    });
    const sendOnce = async () => {
      const t = now();
      const res = await fetch(`${base}/live-director/ask-question`, { method: 'POST', headers, body }).catch((err) => ({
        status: err.cause?.code ?? 'error',
        text: async () => '',
      }));
      await res.text();
      latencies.push(now() - t);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    };
    await sendOnce();
    if (i % 20 === 0) await sendOnce(); // the outbox again with the same key
  };
  await Promise.all(Array.from({ length: questions }, (_, i) => ask(i)));
  sending = false;
  await consoleLoop;
  const after = usage(servers);
  const stored = (await countOf()) - before;
  const view = await control.get();
  const newestFirst = view.questions.every((q, i, all) => i === 0 || all[i - 1].receivedAt >= q.receivedAt);
  const latency = stats(latencies);
  const consoleMs = stats(consoleReads.map((r) => r.ms));
  progress(
    `  ${questions} questions: stored ${stored}, answers p99 ${latency.p99} ms ${JSON.stringify(statuses)}; ` +
      `console read p99 ${consoleMs.p99} ms (${view.questions.length} listed of ${view.questionCount})`,
  );
  return {
    processes: servers.length,
    questions,
    seconds,
    stored,
    latency,
    statuses,
    console: { reads: consoleMs, pageSize: view.questions.length, total: view.questionCount, newestFirst },
    serverCpuPercent: round(((after.cpu - used.cpu) / ((now() - started) / 1000)) * 100),
    serverRssMiB: round(after.rss / 2 ** 20, 1),
  };
}
