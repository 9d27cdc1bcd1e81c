/**
 * The player or the video meeting, as the controller's mode says. A deployment without a meeting
 * domain (production without JITSI_DOMAIN) offers no meeting: a notice stands in its place.
 */
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { config } from '../../config';
import { meetingDomain } from '../../domain/live';
import { useLiveSnapshot } from '../../state/live';
import { CaptionsOnPlayer, useHasCaptions } from './captionViews';
import { LivePlayer } from './LivePlayer';

// Only when the controller switches to a meeting, which the server's markup never shows: most
// broadcasts never do, and their pages need not download it.
const MeetingWidget = lazy(() => import('./MeetingWidget').then((m) => ({ default: m.MeetingWidget })));

/** The still the player's box shows until the broadcast plays: self-hosted, 16:9, 6 KB. */
const PLAYER_SLATE_URL = '/media-default/player-slate.webp';

/**
 * The player's box while the broadcast connects (features/event/LiveEventView.tsx): the same size,
 * so the player takes its place without moving the page, and busy until it does. It shows a still
 * from the server's markup on, not an empty box: the page's largest picture is then there with
 * its first paint, and the video's first frame or a caption line that comes later is no larger.
 */
export function ConnectingStage() {
  return (
    <div className="live-player live-player-connecting" aria-busy="true" data-testid="live-connecting">
      <img className="live-player-slate" src={PLAYER_SLATE_URL} alt="" width={1280} height={720} fetchPriority="high" />
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}

export function LiveStage({ broadcast }: { broadcast: string }) {
  const { live } = useLiveSnapshot();
  const captioned = useHasCaptions();
  if (live?.mode === 'meeting') {
    const domain = meetingDomain(config.live.jitsiDomain, globalThis.location?.host ?? '');
    if (domain)
      return (
        <Suspense fallback={<div className="live-meeting" aria-busy="true" />}>
          <MeetingWidget roomName={broadcast} domain={domain} />
        </Suspense>
      );
    return (
      <p className="live-meeting live-meeting-off" role="status" data-testid="live-meeting-off">
        <Trans>The video meeting is not available on this site.</Trans>
      </p>
    );
  }
  return (
    <LivePlayer onAirAt={live?.onAirAt ?? null}>
      {captioned && (
        <Suspense fallback={null}>
          <CaptionsOnPlayer />
        </Suspense>
      )}
    </LivePlayer>
  );
}
