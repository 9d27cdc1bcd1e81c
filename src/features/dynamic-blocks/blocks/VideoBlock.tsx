/** Video block: a 16:9 player beside (left, right) or above or below (top, bottom) the text. */
import { useLingui } from '@lingui/react/macro';
import { safeUrl, videoLayout } from '../../../domain/blocks';
import { SafeHtml } from '../../../ui/SafeHtml';
import { text, type BlockProps } from '../blockProps';

export default function VideoBlock({ options }: BlockProps) {
  const { t } = useLingui();
  const layout = videoLayout(options.alignment);
  const src = safeUrl(options.url ?? options.videoUrl);
  const poster = safeUrl(options.posterUrl);
  const content = text(options.content);
  const title = text(options.title);
  return (
    <div className={`block-media block-video-${layout.alignment}`} style={{ flexDirection: layout.direction }} data-alignment={layout.alignment}>
      <div className="block-video-frame">
        {src
          ? <video className="block-video" src={src} poster={poster} controls playsInline preload="metadata" aria-label={title ?? t`Video`} />
          : <div className="block-video block-video-empty" role="img" aria-label={t`Video`} />}
      </div>
      {(title || content) && (
        <div className="block-inner block-media-text">
          {title && <h2>{title}</h2>}
          <SafeHtml html={content} />
        </div>
      )}
    </div>
  );
}
