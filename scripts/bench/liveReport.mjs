// bench:live's report (scripts/bench-live.mjs): the connection rows' markdown table with the storm
// and start-minute lines, and what a run of some rows keeps of the previous bench/live.json.
import { readFileSync } from 'node:fs';

const ms = (n) => (n === null ? '–' : `${n} ms`);
/** The connection rows as markdown; `goals`: the live goals (p99, bytes per client, read p99). */
export function table(rows, GOALS) {
  const lines = [
    '| clients | processes | delivered | p50 | p99 | max | lost | failed | bytes/client (RSS) | heap/client | idle ' +
      'CPU | CPU in changes (server / clients) | goal |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const r of rows) {
    const pass =
      r.delivered === 1 &&
      r.p99 <= GOALS.p99 &&
      r.lost === 0 &&
      r.failed === 0 &&
      (r.processes > 1 || r.bytesPerClient <= GOALS.bytesPerClient);
    lines.push(
      `| ${r.clients.toLocaleString('en')} | ${r.processes} | ${(r.delivered * 100).toFixed(2)} % | ${ms(r.p50)} | ` +
        `${ms(r.p99)} | ${ms(r.max)} | ${r.lost} | ${r.failed} | ${(r.bytesPerClient / 1024).toFixed(1)} KiB | ` +
        `${(r.heapBytesPerClient / 1024).toFixed(1)} KiB | ${r.idleCpuPercent} % | ` +
        `${r.cpuDuringChanges.serverPercent} % / ${r.cpuDuringChanges.clientPercent} % | ${pass ? 'met' : 'MISSED'} |`,
    );
  }
  for (const r of rows.filter((x) => x.storm)) {
    const s = r.storm;
    const refused = Object.values(s.refused).reduce((a, b) => a + b, 0);
    lines.push(
      '',
      `Reconnect storm (${r.clients.toLocaleString('en')} streams, one process): the server restarted (down ` +
        `${s.downSeconds} s); ${s.open.toLocaleString('en')} of ${r.open.toLocaleString('en')} streams back ` +
        `${s.backSeconds} s after it was up (${refused} attempts refused meanwhile ${JSON.stringify(s.refused)}); ` +
        `the next change reached ${(s.changeAfter.delivered * 100).toFixed(2)} % (p99 ${ms(s.changeAfter.p99)}, max ` +
        `${ms(s.changeAfter.max)}).`,
    );
  }
  for (const r of rows.filter((x) => x.startMinute)) {
    const s = r.startMinute;
    const errors = Object.values(s.errors).reduce((a, b) => a + b, 0);
    lines.push(
      '',
      `Start minute: ${s.pages.toLocaleString('en')} personal pages in ${s.seconds} s, ` +
        `${s.requests.toLocaleString('en')} reads (project document, registration, library, live state): p50 ` +
        `${ms(s.p50)}, p99 ${ms(s.p99)}, max ${ms(s.max)}, ${errors} ` +
        `errors${errors ? ` ${JSON.stringify(s.errors)}` : ''}; ${s.heartbeats.toLocaleString('en')} one-browser ` +
        `heartbeats, ${s.heartbeatsFailed} failed; the load clients' own event loops stalled up to ` +
        `${ms(s.clientLoopMaxMs)} (p99 ${ms(s.clientLoopP99Ms)}) (goal: 0 errors, p99 ≤ ${GOALS.readP99} ms: ` +
        `${errors === 0 && s.p99 <= GOALS.readP99 ? 'met' : 'MISSED'}).`,
    );
    lines.push('', '| request | count | p50 | p99 | max |', '|---|---:|---:|---:|---:|');
    for (const [kind, k] of Object.entries(s.byKind))
      lines.push(`| ${kind} | ${k.requests.toLocaleString('en')} | ${ms(k.p50)} | ${ms(k.p99)} | ${ms(k.max)} |`);
  }
  return lines.join('\n');
}

/**
 * A run of some rows only keeps the other rows of `out` (bench/live.json), with the meta of the run that measured them.
 */
export function keepEarlier(now, out, ROWS) {
  let before;
  try {
    before = JSON.parse(readFileSync(out, 'utf8'));
  } catch {
    return now;
  }
  const kept = {
    rows: !ROWS.includes('connections'),
    storms: !ROWS.includes('storm'),
    captions: !ROWS.includes('captions'),
    restart: !ROWS.includes('restart'),
    reactions: !ROWS.includes('reactions'),
    wordcloud: !ROWS.includes('wordcloud'),
  };
  const names = Object.keys(kept).filter((k) => kept[k] && before[k] !== undefined);
  if (!names.length) return now;
  for (const k of names) now[k] = before[k];
  return { ...now, earlier: { parts: names, meta: before.earlier?.meta ?? before.meta } };
}
