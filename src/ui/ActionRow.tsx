/**
 * Actions as rows (issue 45: "Change attendance" and "Add to calendar" were bare underlined links):
 * an icon, the label, an optional hint and a chevron, each row a real link at least 44 px high
 * (in-app addresses through the router; `plain` for addresses the browser opens itself, such as a
 * calendar feed). `ActionList` groups rows on one card under a name for screen readers.
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Icon } from './icons';
import './actionRow.css';

interface ActionRowProps {
  href: string;
  icon: string;
  children: ReactNode;
  hint?: ReactNode;
  /** An address outside the app's routes: a plain link, no client-side navigation. */
  plain?: boolean;
  'data-testid'?: string;
}

export function ActionRow({ href, icon, children, hint, plain, ...rest }: ActionRowProps) {
  const body = (
    <>
      <span className="action-row-icon"><Icon name={icon} size={22} /></span>
      <span className="action-row-text">
        <span className="action-row-label">{children}</span>
        {hint && <span className="action-row-hint">{hint}</span>}
      </span>
      <svg className="action-row-chevron" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2"
        strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false"><path d="M9 6l6 6-6 6" /></svg>
    </>
  );
  return plain
    ? <a href={href} className="action-row" {...rest}>{body}</a>
    : <Link href={href} className="action-row" {...rest}>{body}</Link>;
}

export function ActionList({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  return <nav className={`card action-list ${className}`.trim()} aria-label={label}>{children}</nav>;
}
