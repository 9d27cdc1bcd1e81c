// `BENCH_LIVE_ROWS=qna npm run bench:live`: the audience Q&A rows (qna.mjs) on one process and on
// two processes sharing PostgreSQL; prints a markdown table and writes bench/qna.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from './livePostgres.mjs';
import { freePort, stopAll } from './processes.mjs';
import { QNA_GOALS, QNA_SETTINGS, qnaRow, qnaTable } from './qna.mjs';

export async function runQnaRows({ root, startServer, stopServer, progress }) {
  const meta = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    loadavgBefore: loadavg(),
    settings: QNA_SETTINGS,
    goals: QNA_GOALS,
  };
  const rows = [];
  const one = await startServer('qna', {});
  rows.push(await qnaRow({ servers: [one], label: 'one process (PGlite)', progress }));
  await stopServer(one);
  if (QNA_SETTINGS.TWO) {
    const database = await startPostgres(root, await freePort());
    try {
      const env = { DATABASE_URL: database.url };
      const a = await startServer('qna-pg-a', env);
      const b = await startServer('qna-pg-b', env);
      rows.push(await qnaRow({ servers: [a, b], label: 'two processes on PostgreSQL', progress }));
      await stopServer(a);
      await stopServer(b);
    } finally {
      await stopAll();
      await database.stop();
    }
  }
  meta.loadavgAfter = loadavg();
  mkdirSync(join(root, 'bench'), { recursive: true });
  writeFileSync(join(root, 'bench', 'qna.json'), `${JSON.stringify({ meta, rows }, null, 2)}\n`);
  console.log(qnaTable(rows));
  console.log(
    `\n${QNA_SETTINGS.QUESTIONS} questions and ${QNA_SETTINGS.UPVOTES} upvotes over ${QNA_SETTINGS.SECONDS} s (1 % ` +
      `sent twice with the same key); write ack: request to answer; list current: from a write's answer to the ` +
      `sampled page's receipt of the first list showing it (${QNA_SETTINGS.SAMPLE} pages per load client; the worst ` +
      `client's percentiles); stale: pages whose last list is not the newest; goals: ack p99 <= ${QNA_GOALS.ackP99} ` +
      `ms, list p99 <= ${QNA_GOALS.listP99} ms, none stale, lost, doubled or missing.`,
  );
}
