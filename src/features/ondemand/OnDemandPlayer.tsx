/**
 * The external on-demand player (spec 2 section 7): its script, with data-video-id and (when
 * known) data-registration-id, goes into this page only, and is removed with it. The script
 * reports a recording it cannot play; the page says so in the visitor's language.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { config } from '../../config';

export function OnDemandPlayer({ videoId, registrationId }: { videoId: string; registrationId: string | null }) {
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    setFailed(false);
    const onError = () => setFailed(true);
    element.addEventListener('ondemandplayer:error', onError);
    const script = document.createElement('script');
    script.src = config.onDemandPlayerUrl;
    script.async = true;
    script.dataset.videoId = videoId;
    if (registrationId) script.dataset.registrationId = registrationId;
    script.addEventListener('error', onError);
    element.appendChild(script);
    return () => {
      element.removeEventListener('ondemandplayer:error', onError);
      element.replaceChildren();
    };
  }, [videoId, registrationId]);

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
