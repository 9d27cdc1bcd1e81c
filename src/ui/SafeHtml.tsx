/** Organiser-supplied HTML (introduction, confirmation, page content), sanitized before use. */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form'] });
}

export function SafeHtml({ html, className, as: Tag = 'div' }: { html?: string; className?: string; as?: 'div' | 'section' }) {
  const clean = useMemo(() => (html ? sanitizeHtml(html) : ''), [html]);
  if (!clean) return null;
  return <Tag className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
