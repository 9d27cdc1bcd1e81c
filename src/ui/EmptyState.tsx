/** Nothing to show yet (no poll running, no handouts): an icon and one calm sentence, never a blank panel. */
import './surfaces.css';
import type { ReactNode } from 'react';
import { Icon } from './icons';

export function EmptyState({
  icon = 'info',
  children,
  action,
}: {
  icon?: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="empty-state">
      <span className="empty-state-icon">
        <Icon name={icon} size={28} />
      </span>
      <p className="empty-state-text">{children}</p>
      {action}
    </div>
  );
}
