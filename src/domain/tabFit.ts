/**
 * Which tabs of a one-row tab strip stay in the row and which go into its "More" menu (issue 45):
 * as many as fit, in order, but the selected tab always in the row. The widths are measured by the
 * page (ResizeObserver); this rule only does the sums, so it is tested without a browser.
 */

export interface TabFit<T> {
  /** In the row, in their order. */
  shown: T[];
  /** In the More menu, in their order (empty: no More button). */
  more: T[];
}

/**
 * `widths`: each tab's width in px (same order as `tabs`); `room`: the row's width; `moreWidth`:
 * the More button's; `gap`: the space between two items of the row. A tab that does not fit alone
 * (the active one on a very narrow row) is still shown: the row then cuts its label, not the choice.
 */
export function fitTabs<T>(
  tabs: readonly T[],
  widths: readonly number[],
  room: number,
  moreWidth: number,
  active: T | undefined,
  gap = 0,
): TabFit<T> {
  const width = (i: number) => widths[i] ?? 0;
  const total = tabs.reduce((sum, _tab, i) => sum + width(i) + (i ? gap : 0), 0);
  if (total <= room + 0.5) return { shown: [...tabs], more: [] };

  // Not all fit: the More button takes its place at the end of the row.
  const budget = room - moreWidth - gap;
  const activeAt = active === undefined ? -1 : tabs.indexOf(active);
  let used = activeAt >= 0 ? width(activeAt) : 0;
  const kept = new Set<number>(activeAt >= 0 ? [activeAt] : []);
  // The others in order, each while it still fits beside the selected one.
  for (let i = 0; i < tabs.length; i++) {
    if (i === activeAt) continue;
    const next = used + (kept.size ? gap : 0) + width(i);
    if (next > budget + 0.5) break;
    kept.add(i);
    used = next;
  }
  return {
    shown: tabs.filter((_tab, i) => kept.has(i)),
    more: tabs.filter((_tab, i) => !kept.has(i)),
  };
}
