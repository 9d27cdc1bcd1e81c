/**
 * Actions as rows (issue 45: "Change attendance" and "Add to calendar" were bare underlined links):
 * an icon, the label, an optional hint and a chevron, each row a real link at least 44 px high
 * (in-app addresses through the router; `plain` for addresses the browser opens itself, such as a
 * calendar feed). `ActionList` groups rows on one card under a name for screen readers.
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import './actionRow.css';

/** The rows' icons: here, not in icons.tsx, which every page (the landing page too) downloads. */
const ACTION_ICONS = {
  swap: 'M4 8h15l-4-4M20 16H5l4 4',
  'calendar-add': 'M4 5h16v15H4zM4 9h16M8 3v4m8-4v4M12 12v5m-2.5-2.5h5',
  feed: 'M5 11a8 8 0 0 1 8 8M5 5a14 14 0 0 1 14 14M6 19h.01',
  leave: 'M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10',
  ticket: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM15 7v10',
  chevron: 'M9 6l6 6-6 6',
} as const;

const Glyph = ({ d, size, className }: { d: string; size: number; className?: string }) => (
  <svg
    className={className}
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={d} />
  </svg>
);

interface ActionRowProps {
  href: string;
  icon: Exclude<keyof typeof ACTION_ICONS, 'chevron'>;
  children: ReactNode;
  hint?: ReactNode;
  /** An address outside the app's routes: a plain link, no client-side navigation. */
  plain?: boolean;
  'data-testid'?: string;
}

export function ActionRow({ href, icon, children, hint, plain, ...rest }: ActionRowProps) {
  const body = (
    <>
      <span className="action-row-icon">
        <Glyph d={ACTION_ICONS[icon]} size={22} />
      </span>
      <span className="action-row-text">
        <span className="action-row-label">{children}</span>
        {hint && <span className="action-row-hint">{hint}</span>}
      </span>
      <Glyph d={ACTION_ICONS.chevron} size={18} className="action-row-chevron" />
    </>
  );
  return plain ? (
    <a href={href} className="action-row" {...rest}>
      {body}
    </a>
  ) : (
    <Link href={href} className="action-row" {...rest}>
      {body}
    </Link>
  );
}

export function ActionList({
  label,
  children,
  className = '',
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <nav className={`card action-list ${className}`.trim()} aria-label={label}>
      {children}
    </nav>
  );
}
