/**
 * The design system's card: text never sits on the organiser's gradient or image (issue 29), a
 * card (the surface colour) carries it. `as` keeps the page's landmarks right (section, article).
 * Its styles are the page frame's (ui/pages.css) and it is in the shell's chunk: a few lines
 * are not worth a script and a stylesheet of their own on the live page that shows them.
 */
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
