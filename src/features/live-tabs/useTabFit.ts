/**
 * Measures a tab row for fitTabs (src/domain/tabFit.ts): the row's room and each tab's width, read
 * from a hidden copy of the row that holds every tab (as wide as when selected) and the More
 * button. A ResizeObserver on both follows the window, the sidebar, the locale and late fonts.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { fitTabs, type TabFit } from '../../domain/tabFit';

interface Sizes {
  room: number;
  widths: number[];
  more: number;
  gap: number;
}

export function useTabFit<T>(
  tabs: readonly T[],
  active: T,
  enabled: boolean,
): {
  fit: TabFit<T>;
  bar: RefObject<HTMLDivElement | null>;
  measure: RefObject<HTMLDivElement | null>;
} {
  const bar = useRef<HTMLDivElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  const [sizes, setSizes] = useState<Sizes | null>(null);
  const key = tabs.join(' ');

  // biome-ignore lint/correctness/useExhaustiveDependencies(key): other tabs are measured again
  useLayoutEffect(() => {
    const row = bar.current;
    const copy = measure.current;
    if (!enabled || !row || !copy) return;
    const read = () => {
      const style = getComputedStyle(row);
      const room = row.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const items = [...copy.children] as HTMLElement[];
      const width = (el: HTMLElement) => el.getBoundingClientRect().width;
      const next = {
        room,
        widths: items.slice(0, -1).map(width),
        more: width(items[items.length - 1]),
        gap: parseFloat(style.columnGap) || 0,
      };
      // Only a real change renders again (the observer also reports the row it just laid out).
      setSizes((old) => (old && JSON.stringify(old) === JSON.stringify(next) ? old : next));
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(row);
    observer.observe(copy);
    return () => observer.disconnect();
  }, [enabled, key]);

  // The row stays as it is while the selection moves within it (arrow keys go where the visitor
  // sees tabs); it is laid out again when the selected tab is not in it, or the sizes change.
  const last = useRef<{ basis: string; fit: TabFit<T> } | null>(null);
  const basis = `${key}|${JSON.stringify(sizes)}`;
  let fit: TabFit<T>;
  if (!enabled || !sizes || sizes.widths.length !== tabs.length) {
    // Before the first measure (and in the server's rendering) every tab is in the row, which clips.
    fit = { shown: [...tabs], more: [] };
  } else if (last.current?.basis === basis && last.current.fit.shown.includes(active)) {
    fit = last.current.fit;
  } else {
    fit = fitTabs(tabs, sizes.widths, sizes.room, sizes.more, active, sizes.gap);
  }
  useLayoutEffect(() => {
    last.current = { basis, fit };
  });
  return { fit, bar, measure };
}
