/**
 * The "More" menu of the bottom tab bar (radix DropdownMenu with floating-ui, about 9 KB):
 * PwaLayout loads it on the first press of its trigger, and it then opens at once.
 */
import { useLingui } from '@lingui/react/macro';
import { DropdownMenu } from 'radix-ui';
import type { PwaTab } from '../domain/tabs';
import { Icon } from '../ui/icons';

export interface OverflowMenuProps {
  tabs: PwaTab[];
  active: PwaTab;
  label: (tab: PwaTab) => string;
  select: (tab: PwaTab) => void;
}

export default function OverflowMenu({ tabs, active, label, select }: OverflowMenuProps) {
  const { t } = useLingui();
  const overflowActive = tabs.includes(active);
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger className="bottom-tab" data-state={overflowActive ? 'active' : 'inactive'} aria-label={t`More tabs`}>
        <Icon name="more" />
        <span className="bottom-tab-label">{overflowActive ? label(active) : t`More`}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" side="top" align="end" sideOffset={8}>
          {tabs.map((tab) => (
            <DropdownMenu.Item key={tab} className="menu-item" data-active={tab === active || undefined} onSelect={() => select(tab)}>
              <Icon name={tab} size={20} /> {label(tab)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
