/**
 * The web-app live view's home while on air: the player (or meeting) and the buttons the
 * controller shows. Loaded only once the broadcast is on air.
 */
import { useShell } from '../../project/shellContext';
import { useLiveSnapshot } from '../../state/live';
import { LiveButtons } from './LiveButtons';
import { Announcement } from './Announcement';
import { ConnectingStage, LiveStage } from './LiveStage';
import { SessionEndCountdown } from './SessionEndCountdown';
import './live.css';

/** `connecting`: the player's box, empty until the connection says this browser may play. */
export default function PwaLiveHome({ broadcast, connecting = false }: { broadcast: string; connecting?: boolean }) {
  const { project } = useShell();
  const { live } = useLiveSnapshot();
  return (
    <section className="pwa-live" data-testid="pwa-live" data-view="pwa-live-home">
      <Announcement />
      {connecting ? <ConnectingStage /> : <LiveStage broadcast={broadcast} />}
      <LiveButtons showEvaluation={Boolean(live?.visible.evaluation)} showCta={Boolean(live?.visible.cta)} pwaUser />
      {project.projectType === 'multiSession' && <SessionEndCountdown event={project.event} />}
    </section>
  );
}
