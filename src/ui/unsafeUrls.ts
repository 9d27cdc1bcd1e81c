/**
 * DOMPurify's URL rule, for the browser's own sanitizer: the HTML Sanitizer API removes
 * javascript: URLs but keeps other schemes (a `data:text/html` link, say), where DOMPurify keeps
 * only http(s), mailto, tel and a few more, plus data: on media sources. Applied after the
 * native sanitizer so both paths of SafeHtml give the same result (tests/e2e/xss.spec.ts).
 */

/** DOMPurify 3's IS_ALLOWED_URI: an allowed scheme, or no scheme at all. */
const ALLOWED_URI = /^(?:(?:(?:f|ht)tps?|mailto|tel|callto|sms|cid|xmpp|matrix):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
/** Attributes DOMPurify never reads as URLs. */
const URI_SAFE = new Set(['alt', 'class', 'for', 'id', 'label', 'name', 'pattern', 'placeholder', 'role', 'summary', 'title', 'value', 'style', 'xmlns']);
const DATA_URI_TAGS = new Set(['audio', 'video', 'img', 'source', 'image', 'track']);

export function isAllowedAttributeValue(tag: string, name: string, value: string): boolean {
  if (URI_SAFE.has(name) || name.startsWith('data-') || name.startsWith('aria-')) return true;
  if (ALLOWED_URI.test(value.replace(WHITESPACE, ''))) return true;
  if ((name === 'src' || name === 'href' || name === 'xlink:href') && value.startsWith('data:') && DATA_URI_TAGS.has(tag)) return true;
  return !value;
}

/** Removes every attribute whose value is a URL of a scheme DOMPurify would not keep. */
export function dropUnsafeUrls(root: ParentNode): void {
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of Array.from(element.attributes)) {
      if (!isAllowedAttributeValue(element.localName, attribute.name.toLowerCase(), attribute.value)) element.removeAttribute(attribute.name);
    }
  }
}
