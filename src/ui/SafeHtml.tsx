/**
 * Organiser HTML (introduction, confirmation, page content, block texts) as the project document
 * brings it: the server cleaned it with DOMPurify and the contract's policy when it built the
 * document (src/contract/organiserHtml.ts), so it renders at once, without a sanitizer download.
 * HTML that reaches the page another way (the organiser's preview blocks) is cleaned in the
 * browser with the same policy before it gets here (dynamic-blocks/cleanPreviewBlocks.ts).
 * The page's Content-Security-Policy (nonces, no inline handlers) is the second wall.
 */
interface Props {
  html?: string;
  className?: string;
  as?: 'div' | 'section';
}

export function SafeHtml({ html, className, as: Tag = 'div' }: Props) {
  if (!html) return null;
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned before it comes here (see above)
    <Tag className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
