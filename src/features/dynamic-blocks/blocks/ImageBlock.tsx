/**
 * Image block: the image above, below, left or right of the text (full-width variants run to
 * the block's edges), and an optional call-to-action button.
 */
import { imageLayout } from '../../../domain/blocks';
import { safeUrl } from '../../../domain/safeValues';
import { SafeHtml } from '../../../ui/SafeHtml';
import { text, type BlockProps } from '../blockProps';

export default function ImageBlock({ options }: BlockProps) {
  const layout = imageLayout(options.alignment);
  const src = safeUrl(options.url ?? (options.image as { url?: unknown } | undefined)?.url);
  const ctaUrl = options.enableCtaButton ? safeUrl(options.ctaButtonUrl) : undefined;
  const ctaText = text(options.ctaButtonText);
  const title = text(options.title);
  const content = text(options.content);
  const hasText = Boolean(title || content || (ctaUrl && ctaText));
  return (
    <div
      className={`block-media block-image-${layout.alignment}`}
      style={{ flexDirection: layout.direction }}
      data-alignment={layout.alignment}
    >
      {src && (
        <figure className={layout.fullWidth ? 'block-figure block-figure-full' : 'block-figure'}>
          <img src={src} alt={text(options.alt) ?? ''} loading="lazy" decoding="async" />
        </figure>
      )}
      {hasText && (
        <div className="block-inner block-media-text">
          {title && <h2>{title}</h2>}
          <SafeHtml html={content} />
          {ctaUrl && ctaText && (
            <p className="actions">
              <a className="button button-primary block-cta" href={ctaUrl} target="_blank" rel="noopener noreferrer">
                {ctaText}
              </a>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
