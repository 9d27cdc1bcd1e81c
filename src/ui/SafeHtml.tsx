/**
 * Organiser-supplied HTML (introduction, confirmation, page content), sanitized with DOMPurify
 * before use. DOMPurify loads as soon as this module does, beside the page, and the HTML shows
 * once it is in.
 *
 * Not the browser's HTML Sanitizer API: in Chromium 156 `Document.parseHTML`/`setHTML` with a
 * sanitizer crash the tab on some organiser HTML (`<div onstart=...>`, any element outside a
 * custom allow-list), and report every event-handler attribute they strip as a CSP violation
 * (tests/e2e/xss.spec.ts found both). One well-kept sanitizer on every browser instead.
 */
import { useEffect, useState } from 'react';

type Purify = typeof import('dompurify').default;

let purify: Promise<Purify> | undefined;
function loadPurify(): Promise<Purify> {
  purify ??= import('dompurify').then(({ default: DOMPurify }) => {
    // Organiser links that open a new tab never get a handle on this page (window.opener).
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName !== 'A' || !node.hasAttribute('target')) return;
      const rel = new Set((node.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
      rel.add('noopener');
      node.setAttribute('rel', [...rel].join(' '));
    });
    return DOMPurify;
  });
  purify.catch(() => { purify = undefined; }); // offline before it was cached: try again later
  return purify;
}
if (typeof window !== 'undefined') void loadPurify().catch(() => undefined);

export function sanitizeWithPurify(DOMPurify: Purify, html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form'] });
}

interface Props { html?: string; className?: string; as?: 'div' | 'section' }

export function SafeHtml({ html, className, as: Tag = 'div' }: Props) {
  const [clean, setClean] = useState('');
  useEffect(() => {
    let active = true;
    if (!html) setClean('');
    else loadPurify().then((DOMPurify) => { if (active) setClean(sanitizeWithPurify(DOMPurify, html)); }, (error) => console.warn('Sanitizer not loaded', error));
    return () => { active = false; };
  }, [html]);
  if (!clean) return null;
  return <Tag className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
