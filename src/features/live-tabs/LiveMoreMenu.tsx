/**
 * The "More" button at the end of the live sidebar's tab row (issue 45): the tabs that do not fit,
 * as menu items that select their tab (radix DropdownMenu: arrow keys, Enter, Escape). The chosen
 * tab then stands in the row, and the focus goes to it there. The button carries the markers of
 * the tabs it holds, so a running poll behind it is not missed.
 */
import { useLingui } from '@lingui/react/macro';
import { DropdownMenu } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import type { TabMarks } from '../../domain/liveTabs';
import { Icon } from '../../ui/icons';

interface Props<T extends string> {
  tabs: readonly T[];
  select: (tab: T) => void;
  /** Focuses the tab in the row once it is there. */
  focusTab: (tab: T) => void;
  item: (tab: T) => ReactNode;
  marks: (tab: T) => TabMarks;
  /** The ids of a tab's marker descriptions ("Active now", "New"). */
  describedBy: (tab: T) => string | undefined;
}

export function LiveMoreMenu<T extends string>({ tabs, select, focusTab, item, marks, describedBy }: Props<T>) {
  const { t } = useLingui();
  const chosen = useRef<T | null>(null);
  const live = tabs.some((tab) => marks(tab).live);
  const fresh = tabs.some((tab) => marks(tab).fresh);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="live-tab live-tab-more"
        aria-label={t`More tabs`}
        data-testid="live-tabs-more"
        data-badge={live ? 'active' : undefined}
        data-new={fresh || undefined}
        aria-describedby={describedBy(tabs.find((tab) => marks(tab).live) ?? tabs[0])}
      >
        <Icon name="more" size={18} />
        <span className="live-tab-label">{t`More`}</span>
        {live && <span className="live-tab-live" aria-hidden="true" />}
        {fresh && <span className="live-tab-new" aria-hidden="true" />}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="menu live-tabs-menu"
          align="end"
          sideOffset={6}
          onCloseAutoFocus={(event) => {
            const tab = chosen.current;
            chosen.current = null;
            if (!tab) return;
            // The chosen tab is in the row now: the focus goes there, not back to More.
            event.preventDefault();
            focusTab(tab);
          }}
        >
          {tabs.map((tab) => (
            <DropdownMenu.Item
              key={tab}
              className="menu-item"
              data-tab={tab}
              aria-describedby={describedBy(tab)}
              onSelect={() => {
                chosen.current = tab;
                select(tab);
              }}
            >
              {item(tab)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
