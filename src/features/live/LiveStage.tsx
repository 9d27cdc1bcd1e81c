/** The player or the video meeting, as the controller's mode says. */
import { useLiveSnapshot } from '../../state/live';
import { LivePlayer } from './LivePlayer';
import { MeetingWidget } from './MeetingWidget';

/**
 * The player's box while the broadcast connects (features/event/LiveEventView.tsx): the same size,
 * so the player takes its place without moving the page, and busy until it does.
 */
export function ConnectingStage() {
  return (
    <div className="live-player live-player-connecting" aria-busy="true" data-testid="live-connecting">
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}

export function LiveStage({ broadcast }: { broadcast: string }) {
  const { live } = useLiveSnapshot();
  if (live?.mode === 'meeting') return <MeetingWidget roomName={broadcast} />;
  return <LivePlayer onAirAt={live?.onAirAt ?? null} />;
}
