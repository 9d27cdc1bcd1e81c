/**
 * Organiser-supplied HTML (introduction, confirmation, page content), sanitized before use.
 * Where the browser has the HTML Sanitizer API (Chromium, Firefox) it sanitizes with the same
 * allow-list as our DOMPurify call, so DOMPurify (10 KB) is not downloaded; elsewhere DOMPurify
 * loads as soon as this module does, beside the page, and the HTML shows once it is in.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { HTML_ALLOW_LIST } from './htmlAllowList';
import { dropUnsafeUrls } from './unsafeUrls';

type Purify = typeof import('dompurify').default;

interface NativeSanitizing {
  parseHTML(html: string, options: { sanitizer: unknown }): Document;
}

const NativeSanitizer = typeof globalThis.Sanitizer === 'function' ? globalThis.Sanitizer : undefined;
const parser = typeof Document !== 'undefined' && typeof (Document as unknown as Partial<NativeSanitizing>).parseHTML === 'function'
  ? Document as unknown as NativeSanitizing
  : undefined;
const sanitizer = NativeSanitizer && parser ? nativeSanitizer(NativeSanitizer) : undefined;

function nativeSanitizer(Constructor: typeof Sanitizer): Sanitizer | undefined {
  try {
    return new Constructor(HTML_ALLOW_LIST);
  } catch (error) {
    // An implementation that refuses the configuration gets DOMPurify instead.
    console.warn('HTML Sanitizer API not usable', error);
    return undefined;
  }
}

let purify: Promise<Purify> | undefined;
function loadPurify(): Promise<Purify> {
  purify ??= import('dompurify').then((module) => module.default);
  purify.catch(() => { purify = undefined; }); // offline before it was cached: try again later
  return purify;
}
if (!sanitizer && typeof window !== 'undefined') void loadPurify().catch(() => undefined);

export function sanitizeWithPurify(DOMPurify: Purify, html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form'] });
}

interface Props { html?: string; className?: string; as?: 'div' | 'section' }

export function SafeHtml(props: Props) {
  return sanitizer && parser ? <NativeSafeHtml {...props} /> : <PurifiedHtml {...props} />;
}

/** Parsed and sanitized by the browser; the nodes are moved in, never serialised and re-parsed. */
function NativeSafeHtml({ html, className, as: Tag = 'div' }: Props) {
  const body = useMemo(() => {
    if (!html) return null;
    const parsed = parser!.parseHTML(html, { sanitizer }).body;
    dropUnsafeUrls(parsed);
    return parsed;
  }, [html]);
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (body && ref.current) ref.current.replaceChildren(...Array.from(body.childNodes, (node) => document.importNode(node, true)));
  }, [body]);
  if (!body?.hasChildNodes()) return null;
  return <Tag ref={ref as never} className={className ? `rich-text ${className}` : 'rich-text'} />;
}

function PurifiedHtml({ html, className, as: Tag = 'div' }: Props) {
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
