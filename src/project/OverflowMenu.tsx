/**
 * The "More" menu of the bottom tab bar (radix DropdownMenu with floating-ui, about 9 KB):
 * PwaLayout loads it on the first press of its trigger, and it then opens at once.
 */
import { useLingui } from '@lingui/react/macro';
import { DropdownMenu } from 'radix-ui';
import type { PwaTab } from '../domain/tabs';
import { Icon } from '../ui/icons';
import { TabMark } from './TabMark';

export interface OverflowMenuProps {
  tabs: PwaTab[];
  active: PwaTab;
  label: (tab: PwaTab) => string;
  select: (tab: PwaTab) => void;
  /** Tabs with a new poll or quiz item: the trigger shows a red dot when any of its tabs has one. */
  badged: readonly PwaTab[];
  /** Tabs whose item runs: a calm ring (INT-01). */
  running?: readonly PwaTab[];
}

export default function OverflowMenu({ tabs, active, label, select, badged, running = [] }: OverflowMenuProps) {
  const { t } = useLingui();
  const overflowActive = tabs.includes(active);
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger
        className="bottom-tab"
        data-state={overflowActive ? 'active' : 'inactive'}
        aria-label={t`More tabs`}
      >
        <Icon name="more" />
        <span className="bottom-tab-label">{t`More`}</span>
        <TabMark
          tab="more"
          badged={tabs.some((tab) => badged.includes(tab)) ? ['more'] : []}
          running={tabs.some((tab) => running.includes(tab)) ? ['more'] : []}
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" side="top" align="end" sideOffset={8}>
          {tabs.map((tab) => (
            <DropdownMenu.Item
              key={tab}
              className="menu-item"
              data-active={tab === active || undefined}
              onSelect={() => select(tab)}
            >
              <Icon name={tab} size={20} /> {label(tab)}
              {badged.includes(tab) ? (
                <span className="menu-item-badge" aria-hidden="true" />
              ) : (
                running.includes(tab) && <span className="menu-item-badge menu-item-live" aria-hidden="true" />
              )}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
