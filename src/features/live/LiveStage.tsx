/** The player or the video meeting, as the controller's mode says. */
import { useLiveSnapshot } from '../../state/live';
import { LivePlayer } from './LivePlayer';
import { MeetingWidget } from './MeetingWidget';

export function LiveStage({ broadcast }: { broadcast: string }) {
  const { live } = useLiveSnapshot();
  if (live?.mode === 'meeting') return <MeetingWidget roomName={broadcast} />;
  return <LivePlayer onAirAt={live?.onAirAt ?? null} />;
}
