/**
 * The design system's card: text never sits on the organiser's gradient or image (issue 29), a
 * card (the surface colour) carries it. `as` keeps the page's landmarks right (section, article).
 */
import './surfaces.css';
import type { HTMLAttributes, ReactNode } from 'react';

interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article' | 'aside';
  /** A compact card (live widgets, over the video). */
  compact?: boolean;
  children: ReactNode;
}

export function Card({ as: Tag = 'div', compact, className, children, ...rest }: CardProps) {
  const classes = ['card', compact && 'card-compact', className].filter(Boolean).join(' ');
  return (
    <Tag className={classes} {...rest}>
      {children}
    </Tag>
  );
}
