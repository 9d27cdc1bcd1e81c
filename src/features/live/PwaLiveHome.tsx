/**
 * The web-app live view's home while on air: the player (or meeting) and the buttons the
 * controller shows. Loaded only once the broadcast is on air.
 */
import { useShell } from '../../project/shellContext';
import { useLiveSnapshot } from '../../state/live';
import { LiveButtons } from './LiveButtons';
import { Announcement } from './Announcement';
import { LiveStage } from './LiveStage';
import { SessionEndCountdown } from './SessionEndCountdown';
import './live.css';

export default function PwaLiveHome({ broadcast }: { broadcast: string }) {
  const { project } = useShell();
  const { live } = useLiveSnapshot();
  return (
    <section className="pwa-live" data-testid="pwa-live">
      <Announcement />
      <LiveStage broadcast={broadcast} />
      <LiveButtons showEvaluation={Boolean(live?.visible.evaluation)} showCta={Boolean(live?.visible.cta)} pwaUser />
      {project.projectType === 'multiSession' && <SessionEndCountdown event={project.event} />}
    </section>
  );
}
