/**
 * Organiser HTML stays sanitized. happy-dom has no HTML Sanitizer API, so SafeHtml takes the
 * DOMPurify path here (the one Safari takes). DOMPurify itself does not work in happy-dom (it
 * leaves scripts in), so it is replaced by a stand-in and the test checks the wiring: loaded on
 * demand, called with our profile, its output (only) rendered. The browser path applies the
 * same allow-list (htmlAllowList), checked below.
 */
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const sanitize = vi.hoisted(() => vi.fn((html: string) => (html.includes('<script>') ? '' : `<p>clean ${html.length}</p>`)));
vi.mock('dompurify', () => ({ default: { sanitize } }));

const { SafeHtml } = await import('../../../src/ui/SafeHtml');
const { HTML_ALLOW_LIST } = await import('../../../src/ui/htmlAllowList');

afterEach(cleanup);

describe('SafeHtml without the browser sanitizer', () => {
  it('renders what DOMPurify returns, with our profile (html, target allowed, style and form out)', async () => {
    const html = '<p onclick="x()">Hi</p>';
    const { container } = render(<SafeHtml className="card" as="section" html={html} />);
    await waitFor(() => expect(container.querySelector('section.rich-text.card')).not.toBeNull());
    expect(container.querySelector('section')!.innerHTML).toBe(`<p>clean ${html.length}</p>`);
    expect(sanitize).toHaveBeenCalledWith(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form'] });
  });

  it('renders nothing for empty or fully stripped HTML', async () => {
    const { container } = render(<><SafeHtml html="" /><SafeHtml html="<script>alert(1)</script>" /></>);
    await waitFor(() => expect(sanitize).toHaveBeenCalledWith('<script>alert(1)</script>', expect.anything()));
    expect(container.innerHTML).toBe('');
  });
});

describe('the allow-list for the browser sanitizer', () => {
  it('mirrors our DOMPurify call: html profile, target allowed, style and form out, no script', () => {
    expect(HTML_ALLOW_LIST.elements).toEqual(expect.arrayContaining(['p', 'a', 'img', 'ul', 'li', 'h2', 'table', 'strong']));
    expect(HTML_ALLOW_LIST.elements.filter((name) => ['style', 'form', 'script', 'iframe', 'object', 'embed', 'svg', 'math'].includes(name))).toEqual([]);
    expect(HTML_ALLOW_LIST.attributes).toEqual(expect.arrayContaining(['href', 'src', 'alt', 'target', 'class', 'style', 'aria-label']));
    expect(HTML_ALLOW_LIST.attributes.filter((name) => name.startsWith('on'))).toEqual([]);
    expect(HTML_ALLOW_LIST.replaceWithChildrenElements).toEqual(['form']);
  });
});
