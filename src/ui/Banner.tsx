/**
 * The design system's banner: one line of status inside the page's flow (offline, saved for later,
 * an error), on its own surface so it reads on any theme. `alert` for errors the visitor must
 * hear at once, otherwise a polite status.
 */
import './surfaces.css';
import type { ReactNode } from 'react';

export type BannerTone = 'info' | 'success' | 'warning' | 'error';

export function Banner({
  tone = 'info',
  children,
  className,
  id,
}: {
  tone?: BannerTone;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  return (
    <div
      id={id}
      className={['banner', `banner-${tone}`, className].filter(Boolean).join(' ')}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}
