/**
 * The reference player: the live director's looping test signal as a muted, autoplaying
 * <video>, kept in step with the broadcast clock (`onAirAt`), so every viewer sees the same
 * moment. The visitor can unmute. Loaded only with the live page (and the test page).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { config } from '../../config';
import { needsSeek, playerPosition } from '../../domain/live';
import { LiveIcon } from './liveIcons';

const SYNC_EVERY_MS = 5000;

/** `children`: what lies over the video (the captions, features/captions). */
export function LivePlayer({
  onAirAt,
  src = config.live.testSignalUrl,
  children,
}: {
  onAirAt: string | null;
  src?: string;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const sync = () => {
      const duration = element.duration;
      if (!onAirAt) return; // no broadcast clock (the test page): play freely
      if (!Number.isFinite(duration) || duration <= 0) return;
      const target = playerPosition(onAirAt, Date.now(), duration);
      if (needsSeek(element.currentTime, target, duration)) element.currentTime = target;
    };
    const play = () => {
      element.play().catch(() => {
        /* autoplay refused: the controls stay */
      });
    };
    element.muted = true;
    element.addEventListener('loadedmetadata', sync);
    if (element.readyState >= 1) sync();
    play();
    const timer = window.setInterval(sync, SYNC_EVERY_MS);
    return () => {
      element.removeEventListener('loadedmetadata', sync);
      window.clearInterval(timer);
    };
  }, [onAirAt]);

  const toggleMute = () => {
    const element = video.current;
    if (!element) return;
    element.muted = !element.muted;
    setMuted(element.muted);
    if (!element.muted) element.play().catch(() => undefined);
  };

  return (
    <div className="live-player">
      <video
        ref={video}
        src={src}
        muted
        autoPlay
        playsInline
        loop
        preload="auto"
        data-testid="live-video"
        aria-label={t`Live broadcast`}
        onError={() => setFailed(true)}
        onLoadedData={() => setFailed(false)}
      />
      {failed && (
        <p className="live-player-failed" role="alert">
          <Trans>The broadcast cannot be played right now. Please reload the page.</Trans>
        </p>
      )}
      <button type="button" className="button live-unmute" onClick={toggleMute} aria-pressed={!muted}>
        <LiveIcon name={muted ? 'volume-off' : 'volume'} />
        {muted ? <Trans>Unmute</Trans> : <Trans>Mute</Trans>}
      </button>
      {children}
    </div>
  );
}
