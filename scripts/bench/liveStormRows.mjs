// The storm rows of `npm run bench:live` (issue 32; livePollStorm.mjs measures them): pages of the
// open-hybrid event (open registration: every page votes under its own browser id) open their
// streams, then a poll storm and a question storm, on one process (PGlite) and on two processes
// sharing one PostgreSQL. `BENCH_LIVE_ROWS=storm` runs these alone.
import { intEnv } from './env.mjs';
import { openClients } from './liveClients.mjs';
import { pollStorm, questionStorm } from './livePollStorm.mjs';
import { startPostgres } from './livePostgres.mjs';

const PAGES = intEnv('BENCH_LIVE_POLL_PAGES', 10000);
const VOTERS = intEnv('BENCH_LIVE_VOTERS', 8000);
const VOTE_SECONDS = intEnv('BENCH_LIVE_VOTE_SECONDS', 10);
const QUESTIONS = intEnv('BENCH_LIVE_QUESTIONS', 2000);
const QUESTION_SECONDS = intEnv('BENCH_LIVE_QUESTION_SECONDS', 30);
const ONE = intEnv('BENCH_LIVE_STORM_ONE', 1) > 0;
const TWO = intEnv('BENCH_LIVE_STORM_TWO', 1) > 0;
const RAMP = intEnv('BENCH_LIVE_STORM_RAMP', 250);
const EVENT = 'open-hybrid';
const BROADCAST = 'campus-noord-open-dag';
const POLL = 'poll-studie';
const OPTIONS = ['o1', 'o2', 'o3', 'o4'];
export const STORM_GOALS = { deliveryP99: 1000, voteP99: 1000, finalP99: 1000 };

async function stormOn(servers, { workers, token, progress, label }) {
  progress(`${label}: opening ${PAGES} pages at ${RAMP}/s`);
  const clients = await openClients({
    workers,
    count: PAGES,
    perSecond: RAMP,
    bases: servers.map((s) => s.base),
    broadcast: BROADCAST,
    event: EVENT,
    projectId: 'proj-open-hybrid',
    pageReads: false,
  });
  progress(`  ${clients.open} open, ${clients.failed} failed ${JSON.stringify(clients.statuses)}`);
  try {
    progress(`  poll storm: ${VOTERS} of ${clients.open} pages vote within ${VOTE_SECONDS} s`);
    const poll = await pollStorm({
      servers,
      clients,
      eventId: EVENT,
      pollId: POLL,
      options: OPTIONS,
      token,
      progress,
      share: VOTERS / Math.max(1, clients.open),
      spreadMs: VOTE_SECONDS * 1000,
    });
    progress(`  question storm: ${QUESTIONS} questions in ${QUESTION_SECONDS} s`);
    const questions =
      QUESTIONS > 0
        ? await questionStorm({
            servers,
            eventId: EVENT,
            broadcast: BROADCAST,
            token,
            questions: QUESTIONS,
            seconds: QUESTION_SECONDS,
            progress,
          })
        : undefined;
    return { label, open: clients.open, failed: clients.failed, poll, questions, lostStreams: await clients.stop() };
  } catch (err) {
    await clients.stop();
    throw err;
  }
}

/** `servers(name, env)` starts a server process; `stop(proc)` stops it. */
export async function stormRows({ root, startServer, stopServer, freePort, stopAll, workers, token, progress }) {
  if (PAGES === 0) return [];
  const rows = [];
  if (ONE) {
    const one = await startServer('live-storm', {});
    try {
      rows.push(await stormOn([one], { workers, token, progress, label: 'one process (PGlite)' }));
    } finally {
      await stopServer(one);
    }
  }
  if (!TWO) return rows;
  progress('PostgreSQL for the two-process storm');
  const database = await startPostgres(root, await freePort());
  try {
    const env = { DATABASE_URL: database.url };
    const a = await startServer('live-storm-pg-a', env);
    const b = await startServer('live-storm-pg-b', env);
    rows.push(await stormOn([a, b], { workers, token, progress, label: 'two processes (PostgreSQL)' }));
    await stopServer(a);
    await stopServer(b);
  } finally {
    await stopAll();
    await database.stop();
  }
  return rows;
}

const ms = (n) => (n === null || n === undefined ? '–' : `${n} ms`);
export function stormTable(rows) {
  if (!rows.length) return '';
  const lines = [
    '',
    `Poll storm: ${PAGES.toLocaleString('en')} pages, a poll starts, ${VOTERS.toLocaleString('en')} vote within ` +
      `${VOTE_SECONDS} s (a key each, a human 0-${VOTE_SECONDS} s delay, 5 % sent twice with the same key).`,
    '',
    '| processes | pages | poll delivered (p50 / p99) | item in the push | votes acked | vote ack p50 / p99 / max ' +
      '| final counts after the last vote (p50 / p99 / max) | lost / doubled | server CPU / RSS | CPU per vote | ' +
      'client stalls (max) | goal |',
    '|---|---:|---|---:|---:|---|---|---|---|---:|---:|---|',
  ];
  for (const r of rows) {
    const p = r.poll;
    const met =
      p.delivered === p.pages &&
      p.delivery.p99 <= STORM_GOALS.deliveryP99 &&
      p.votes.latency.p99 <= STORM_GOALS.voteP99 &&
      p.final.unmatched === 0 &&
      p.final.afterLastVote.p99 <= STORM_GOALS.finalP99 &&
      p.lost === 0 &&
      p.doubled === 0 &&
      p.votes.acknowledged === p.votes.scheduled;
    lines.push(
      `| ${r.label} | ${p.pages.toLocaleString('en')} | ${p.delivered.toLocaleString('en')}: ${ms(p.delivery.p50)} ` +
        `/ ${ms(p.delivery.p99)} | ${p.itemInPush.toLocaleString('en')} | ` +
        `${p.votes.acknowledged.toLocaleString('en')} of ${p.votes.scheduled.toLocaleString('en')} ` +
        `${JSON.stringify(p.votes.statuses)} | ${ms(p.votes.latency.p50)} / ${ms(p.votes.latency.p99)} / ` +
        `${ms(p.votes.latency.max)} | ${p.final.pages.toLocaleString('en')} pages (${p.final.unmatched} not): ` +
        `${ms(p.final.afterLastVote.p50)} / ${ms(p.final.afterLastVote.p99)} / ${ms(p.final.afterLastVote.max)} | ` +
        `${p.lost} / ${p.doubled} (${p.votes.repeats} repeats, ${p.votes.repeatsDiffering} answered differently; ` +
        `${p.retries} resent after a failure) | ${p.serverCpuPercent} % / ${p.serverRssMiB} MiB | ` +
        `${ms(p.cpuMsPerVote)} | ${ms(p.clientLoopMaxMs)} | ${met ? 'met' : 'MISSED'} |`,
    );
  }
  lines.push(
    '',
    `Question storm: ${QUESTIONS.toLocaleString('en')} questions in ${QUESTION_SECONDS} s (a key each, 5 % sent ` +
      `twice), while the console reads its first page every second.`,
    '',
    '| processes | stored | answers p50 / p99 / max | statuses | console read p50 / p99 / max | console page | ' +
      'server CPU / RSS | goal |',
    '|---|---:|---|---|---|---|---|---|',
  );
  for (const r of rows.filter((x) => x.questions)) {
    const q = r.questions;
    const met = q.stored === q.questions && q.console.newestFirst && q.console.reads.p99 <= 1000;
    lines.push(
      `| ${r.label} | ${q.stored.toLocaleString('en')} of ${q.questions.toLocaleString('en')} | ` +
        `${ms(q.latency.p50)} / ${ms(q.latency.p99)} / ${ms(q.latency.max)} | ${JSON.stringify(q.statuses)} | ` +
        `${ms(q.console.reads.p50)} / ${ms(q.console.reads.p99)} / ${ms(q.console.reads.max)} | ` +
        `${q.console.pageSize} of ${q.console.total.toLocaleString('en')}, newest first: ` +
        `${q.console.newestFirst ? 'yes' : 'NO'} | ${q.serverCpuPercent} % / ${q.serverRssMiB} MiB | ` +
        `${met ? 'met' : 'MISSED'} |`,
    );
  }
  return lines.join('\n');
}
