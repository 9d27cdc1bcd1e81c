/**
 * The external on-demand player (spec 2 section 7): its script, with data-video-id and (when
 * known) data-registration-id, goes into this page only, and is removed with it. The script
 * reports a recording it cannot play; the page says so in the visitor's language. Once ready,
 * the <video> it put in the host (the reference player's) goes to `onVideo`: the replay's captions
 * and transcript use it (issue 48).
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { config } from '../../config';

interface Props {
  videoId: string;
  registrationId: string | null;
  onVideo?(video: HTMLVideoElement | null): void;
}

export function OnDemandPlayer({ videoId, registrationId, onVideo }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    setFailed(false);
    const onError = () => setFailed(true);
    const onReady = () => onVideo?.(element.querySelector('video'));
    element.addEventListener('ondemandplayer:error', onError);
    element.addEventListener('ondemandplayer:ready', onReady);
    const script = document.createElement('script');
    script.src = config.onDemandPlayerUrl;
    script.async = true;
    script.dataset.videoId = videoId;
    if (registrationId) script.dataset.registrationId = registrationId;
    script.addEventListener('error', onError);
    element.appendChild(script);
    return () => {
      element.removeEventListener('ondemandplayer:error', onError);
      element.removeEventListener('ondemandplayer:ready', onReady);
      element.replaceChildren();
      onVideo?.(null);
    };
    // onVideo: a state setter of the page, the same function on every render.
  }, [videoId, registrationId, onVideo]);

  return (
    <div className="ondemand-player">
      <div ref={host} className="ondemand-player-host" data-testid="ondemand-player" />
      {failed && (
        <p role="alert" className="notice notice-error">
          <Trans>The recording cannot be played right now. Please try again later.</Trans>
        </p>
      )}
    </div>
  );
}
