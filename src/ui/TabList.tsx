/**
 * A row of tabs (WAI-ARIA tabs pattern, manual activation): arrow keys, Home and End move the
 * focus (round the ends), Enter, Space or a click select; only one tab is in the Tab order.
 * Written out rather than radix Tabs, whose collection and roving-focus parts weighed about 7 KB
 * on the first load of the on-site page, for this one bar.
 */
import type { KeyboardEvent, ReactNode } from 'react';

interface Props<T extends string> {
  tabs: T[];
  active: T;
  onSelect: (tab: T) => void;
  /** Ids tie each tab to the panel it controls. */
  tabId: (tab: T) => string;
  panelId: (tab: T) => string;
  className?: string;
  tabClassName?: string;
  /** The id of a description (e.g. "active now") for a tab that has one. */
  describedBy?: (tab: T) => string | undefined;
  children: (tab: T) => ReactNode;
}

const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_, last) => last,
};

export function TabList<T extends string>({
  tabs,
  active,
  onSelect,
  tabId,
  panelId,
  className,
  tabClassName,
  describedBy,
  children,
}: Props<T>) {
  const focusable = tabs.includes(active) ? active : tabs[0];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (!move || index < 0) return;
    event.preventDefault();
    buttons[move(index, buttons.length - 1)]?.focus();
  };
  return (
    <div role="tablist" aria-orientation="horizontal" className={className} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={tabId(tab)}
          className={tabClassName}
          aria-selected={tab === active}
          aria-describedby={describedBy?.(tab)}
          aria-controls={tab === active ? panelId(tab) : undefined}
          data-state={tab === active ? 'active' : 'inactive'}
          tabIndex={tab === focusable ? 0 : -1}
          onClick={() => onSelect(tab)}
        >
          {children(tab)}
        </button>
      ))}
    </div>
  );
}
