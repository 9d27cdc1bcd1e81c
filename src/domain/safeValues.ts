/**
 * Organiser values that reach CSS or a link (spec 2 section 9): only safe ones pass. A module of
 * their own, because the layout every page loads needs the address check and not the block rules.
 */
/** A link or media address an organiser may give: http(s), mailto, or a path on this site. */
export function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: an address holding a control character is refused
  if (!url || /[\u0000-\u001f\\]/.test(url)) return undefined;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^(https?:\/\/[^\s"'<>]+|mailto:[^\s"'<>]+)$/i.test(url) ? url : undefined;
}

/** A colour as CSS accepts it, with nothing that could end the declaration. */
export function safeColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const color = value.trim();
  if (/^#[0-9a-f]{3,8}$/i.test(color) || /^[a-z]{3,30}$/i.test(color)) return color;
  return /^(rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/+-]+\)$/i.test(color) ? color : undefined;
}

/** A CSS gradient of colours, positions and angles only (no url(), no declarations). */
export function safeGradient(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const gradient = value.trim();
  if (!/^(repeating-)?(linear|radial|conic)-gradient\(.*\)$/i.test(gradient)) return undefined;
  if (/url\s*\(|expression|[;{}<>"'\\]/i.test(gradient)) return undefined;
  return /^[\w\s#%.,()/+-]+$/.test(gradient) ? gradient : undefined;
}
