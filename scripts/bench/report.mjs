// Goals, pass/fail and the one markdown table the bench prints (the JSON file holds the same rows).
import { round } from './load.mjs';

export const GOALS = {
  /** JS+CSS as received: a landing page (one path segment) 100 KiB, the registration and personal pages 130. */
  pageKiB: { landing: 100, other: 130 },
  /** Issue 33: Lighthouse mobile's own timings. */
  paint: { lcpMs: 2000, tbtMs: 100, cls: 0.01 },
  offlineReloadMs: 300,
  lighthouse: { performance: 0.98, accessibility: 1, bestPractices: 1, seo: 1 },
  registrations: { floorRatio: 0.65, p99AtC10: 50, maxFillLoss: 0.2 },
  gets: { floorRatio: 0.5, p99: 20 },
  /** Keyed votes and questions (issue 31). */
  writes: { floorRatio: 0.65 },
};

const kib = (bytes) => round(bytes / 1024, 1);
const answered = (r) => r.run.requests - r.run.non2xx > 0;
const ms = (n) => (n === 0 ? '< 1 ms' : `${n} ms`);
const score = (n) => (n === null || n === undefined ? '–' : String(n));
/** Each run's value when the row is the worst of several (pages.mjs worstOf). */
const runsOf = (r, key) => (r.runs?.length > 1 ? ` (runs ${r.runs.map((run) => run[key]).join(', ')})` : '');
/** The shared Chromium's LCP beside the CLI's, while the two ways are kept (issue 47). */
const sharedLcp = (r) =>
  r.shared ? ` (shared ${(r.shared.lcpMs / 1000).toFixed(2)} s, perf ${r.shared.performance})` : '';

/**
 * Issue 14 asks personal pages to be noindex; Lighthouse's SEO category then fails its
 * is-crawlable audit and nothing else can bring it to 1.0. Such a page meets the SEO goal when
 * the server marked it noindex and is-crawlable is the only SEO audit short of full marks.
 */
const noindexByDesign = (transfer, lh) =>
  /noindex/i.test(transfer.robots ?? '') &&
  lh?.seoFailedAudits?.length === 1 &&
  lh.seoFailedAudits[0] === 'is-crawlable';

/** `lh`: Lighthouse as the CLI runs it (judged); `shared`: the same in one shared Chromium (shown beside). */
export function pageRow(transfer, lh, shared) {
  // As received: what the page's visit downloads until it is idle, or what Lighthouse counted, whichever is more.
  const kiB = kib(Math.max(transfer.totalBytes, lh?.jsCssBytes ?? 0));
  const problems = [];
  const notes = [];
  const maxKiB = transfer.path.split('/').filter(Boolean).length === 1 ? GOALS.pageKiB.landing : GOALS.pageKiB.other;
  if (kiB > maxKiB) problems.push('KiB');
  if (!lh || !(lh.lcpMs <= GOALS.paint.lcpMs)) problems.push('LCP');
  if (!lh || !(lh.tbtMs <= GOALS.paint.tbtMs)) problems.push('TBT');
  if (!lh || !(lh.cls <= GOALS.paint.cls)) problems.push('CLS');
  for (const [key, min] of Object.entries(GOALS.lighthouse)) {
    if (key === 'seo' && lh && lh.seo < min && noindexByDesign(transfer, lh))
      notes.push('seo: only is-crawlable, noindex by issue 14');
    else if (!lh || lh[key] === null || lh[key] < min) problems.push(key);
  }
  return {
    kind: 'page',
    name: transfer.path,
    kiB,
    jsKiB: kib(transfer.jsBytes),
    cssKiB: kib(transfer.cssBytes),
    lighthouse: lh
      ? { performance: lh.performance, accessibility: lh.accessibility, bestPractices: lh.bestPractices, seo: lh.seo }
      : null,
    lcpMs: lh?.lcpMs ?? null,
    tbtMs: lh?.tbtMs ?? null,
    cls: lh?.cls ?? null,
    observedLcpMs: lh?.observedLcpMs ?? null,
    lcpBreakdown: lh?.lcpBreakdown ?? null,
    lighthouseKiB: lh ? kib(lh.jsCssBytes) : null,
    runs: lh?.runs ?? null,
    shared: shared
      ? { performance: shared.performance, lcpMs: shared.lcpMs, tbtMs: shared.tbtMs, kiB: kib(shared.jsCssBytes) }
      : null,
    goal:
      `≤ ${maxKiB} KiB; ≥ ${Object.values(GOALS.lighthouse).join(' / ')}; LCP ≤ ${GOALS.paint.lcpMs / 1000} s, ` +
      `TBT ≤ ${GOALS.paint.tbtMs} ms, CLS ≤ ${GOALS.paint.cls}`,
    pass: problems.length === 0,
    problems,
    notes,
    biggestFiles: transfer.files.slice(0, 5).map((f) => ({ url: f.url, kiB: kib(f.bytes), encoding: f.encoding })),
    failedAudits: lh?.failedAudits ?? [],
  };
}

/** Offline reload to the page's heading (median of the runs), against its goal. */
export function offlineRow(m) {
  const pass = m.medianMs <= GOALS.offlineReloadMs;
  return {
    kind: 'offline',
    name:
      `offline ${m.path.includes(' launched ') ? 'launch' : 'reload'} to heading: ${m.path} (median of ` +
      `${m.runs}, ${m.minMs}–${m.maxMs} ms)`,
    medianMs: m.medianMs,
    times: m.times,
    goal: `≤ ${GOALS.offlineReloadMs} ms`,
    pass,
    problems: pass ? [] : ['slow'],
  };
}

/** A server row: figures, ratio to the floor, and the goal checks that apply to it. */
export function serverRow({ name, run, floor, kind, empty }) {
  const raw = floor ? run.reqPerSec / floor.reqPerSec : null;
  // Shown rounded, judged unrounded: 0.647 is below a 0.65 goal even where it prints as 0.65.
  const ratio = raw === null ? null : round(raw, raw < 0.1 ? 3 : 2);
  const problems = [];
  const goal = [];
  if (run.requests - run.non2xx === 0) problems.push('no answers');
  if (run.errors || run.non2xx) problems.push(`${run.non2xx} non-2xx, ${run.errors} errors`);
  if (kind === 'registrations') {
    goal.push(`≥ ${GOALS.registrations.floorRatio}× floor`);
    if (raw < GOALS.registrations.floorRatio) problems.push('ratio');
    if (run.connections === 10) {
      goal.push(`p99 ≤ ${GOALS.registrations.p99AtC10} ms`);
      if (run.p99 > GOALS.registrations.p99AtC10) problems.push('p99');
    }
  } else if (kind === 'writes') {
    goal.push(`≥ ${GOALS.writes.floorRatio}× floor`);
    if (raw < GOALS.writes.floorRatio) problems.push('ratio');
  } else if (kind === 'get') {
    goal.push(`≥ ${GOALS.gets.floorRatio}× floor`, `p99 ≤ ${GOALS.gets.p99} ms`);
    if (raw < GOALS.gets.floorRatio) problems.push('ratio');
    if (run.p99 > GOALS.gets.p99) problems.push('p99');
  }
  let lossVsEmpty = null;
  if (empty) {
    const loss = 1 - run.reqPerSec / empty.reqPerSec;
    lossVsEmpty = round(loss, 2);
    if (kind === 'registrations' || kind === 'writes') {
      goal.push(`≤ ${GOALS.registrations.maxFillLoss * 100} % below empty`);
      if (loss > GOALS.registrations.maxFillLoss) problems.push(`${Math.round(lossVsEmpty * 100)} % below empty`);
    }
  }
  return {
    kind: kind === 'floor' ? 'floor' : 'server',
    name,
    connections: run.connections,
    reqPerSec: run.reqPerSec,
    p50: run.p50,
    p99: run.p99,
    floorRatio: ratio,
    lossVsEmpty,
    goal: kind === 'floor' ? 'reference' : goal.join(', '),
    pass: kind === 'floor' ? null : problems.length === 0,
    problems,
    run,
  };
}

export function markdownTable(rows) {
  const head = [
    '',
    'KiB JS+CSS',
    'perf / a11y / bp / seo',
    'LCP',
    'TBT',
    'req/s',
    'p50',
    'p99',
    '× floor',
    'goal',
    'result',
  ];
  const lines = [
    `| ${head.join(' | ')} |`,
    `|${head.map((_, i) => (i === 0 || i >= 9 ? ' --- ' : ' ---: ')).join('|')}|`,
  ];
  for (const r of rows) {
    const noted = r.notes?.length ? ` (${r.notes.join('; ')})` : '';
    const result = r.pass === null ? '' : r.pass ? `pass${noted}` : `FAIL (${r.problems.join(', ')})${noted}`;
    const cells =
      r.kind === 'offline'
        ? [r.name, '', '', `${r.medianMs} ms`, '', '', '', '', '', r.goal, result]
        : r.kind === 'page'
          ? [
              r.name,
              r.kiB,
              r.lighthouse ? Object.values(r.lighthouse).map(score).join(' / ') : '–',
              r.lcpMs === null ? '–' : `${(r.lcpMs / 1000).toFixed(2)} s${runsOf(r, 'lcpMs')}${sharedLcp(r)}`,
              r.tbtMs === null ? '–' : `${r.tbtMs} ms${runsOf(r, 'tbtMs')}`,
              '',
              '',
              '',
              '',
              r.goal,
              result,
            ]
          : [
              r.name,
              '',
              '',
              '',
              '',
              r.reqPerSec,
              answered(r) ? ms(r.p50) : '–',
              answered(r) ? ms(r.p99) : '–',
              r.floorRatio === null ? '' : `${r.floorRatio}×`,
              r.goal,
              result,
            ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
