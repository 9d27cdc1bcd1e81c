/**
 * Video block: a 16:9 player beside (left, right) or above or below (top, bottom) the text. An
 * `onDemandId` plays through the on-demand player (its external script's contract, served by the
 * reference server with the demo recordings); a plain `url` plays in a video element.
 */
import { useLingui } from '@lingui/react/macro';
import { videoLayout } from '../../../domain/blocks';
import { safeUrl } from '../../../domain/safeValues';
import { useShell } from '../../../project/shellContext';
import { SafeHtml } from '../../../ui/SafeHtml';
import { OnDemandPlayer } from '../../ondemand/OnDemandPlayer';
import { text, type BlockProps } from '../blockProps';

const VIDEO_ID = /^[A-Za-z0-9_-]{1,100}$/;

export default function VideoBlock({ options, preview }: BlockProps) {
  const { t } = useLingui();
  const { registrationId } = useShell();
  const layout = videoLayout(options.alignment);
  const videoId =
    typeof options.onDemandId === 'string' && VIDEO_ID.test(options.onDemandId) ? options.onDemandId : undefined;
  const src = safeUrl(options.url ?? options.videoUrl);
  const content = text(options.content);
  const title = text(options.title);
  return (
    <div
      className={`block-media block-video-${layout.alignment}`}
      style={{ flexDirection: layout.direction }}
      data-alignment={layout.alignment}
    >
      <div className="block-video-frame">
        {videoId ? (
          <OnDemandPlayer videoId={videoId} registrationId={preview ? null : registrationId} />
        ) : src ? (
          // biome-ignore lint/a11y/useMediaCaption: the block has no captions file
          <video
            className="block-video"
            src={src}
            controls
            playsInline
            preload="metadata"
            aria-label={title ?? t`Video`}
          />
        ) : (
          <div className="block-video block-video-empty" role="img" aria-label={t`Video`} />
        )}
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
