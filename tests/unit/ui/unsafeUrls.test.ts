import { describe, expect, it } from 'vitest';
import { dropUnsafeUrls, isAllowedAttributeValue } from '../../../src/ui/unsafeUrls';

describe('the URL rule of the native sanitizer path', () => {
  it.each([
    ['a', 'href', 'https://example.org/x', true],
    ['a', 'href', '/relative/path', true],
    ['a', 'href', '#privacy-policy', true],
    ['a', 'href', 'mailto:desk@example.org', true],
    ['a', 'href', 'tel:+31301234567', true],
    ['img', 'src', 'data:image/png;base64,AAAA', true],
    ['a', 'href', 'data:text/html,<script>XSS(1)</script>', false],
    ['a', 'href', 'javascript:XSS(2)', false],
    ['a', 'href', 'java\tscript:XSS(3)', false],
    ['a', 'href', 'vbscript:msgbox(4)', false],
    ['a', 'title', 'javascript:is just a title here', true],
    ['a', 'data-x', 'javascript:inert', true],
  ])('<%s %s="%s"> kept: %s', (tag, name, value, kept) => {
    expect(isAllowedAttributeValue(tag, name, value)).toBe(kept);
  });

  // The same result DOMPurify gives in a browser (the e2e XSS test runs both paths in Chromium).
  it('drops only the unsafe URL attributes of a fragment', () => {
    const html = '<a href="data:text/html,x">a</a><a href="https://example.org">b</a><img src="data:image/gif;base64,R0lGOD"><a href="ftp://example.org/f">c</a><a href="foo:bar">d</a>';
    const native = document.createElement('div');
    native.innerHTML = html;
    dropUnsafeUrls(native);
    const urls = (root: HTMLElement) => Array.from(root.querySelectorAll('a, img'), (el) => el.getAttribute('href') ?? el.getAttribute('src'));
    expect(urls(native)).toEqual([null, 'https://example.org', 'data:image/gif;base64,R0lGOD', 'ftp://example.org/f', null]);
  });
});
