/**
 * Organiser HTML stays sanitized. DOMPurify itself does not work in happy-dom (it leaves scripts
 * in), so it is replaced by a stand-in and the test checks the wiring: loaded on demand, called
 * with our profile, its output (only) rendered. The real DOMPurify meets 42 XSS payloads in
 * Chromium in tests/e2e/xss.spec.ts.
 */
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const sanitize = vi.hoisted(() => vi.fn((html: string) => (html.includes('<script>') ? '' : `<p>clean ${html.length}</p>`)));
vi.mock('dompurify', () => ({ default: { sanitize, addHook: vi.fn() } }));

const { SafeHtml } = await import('../../../src/ui/SafeHtml');

afterEach(cleanup);

describe('SafeHtml', () => {
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
