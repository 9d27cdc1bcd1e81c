/**
 * The web-app live view's home while on air: the captions when the session has them (issue 48),
 * the player (or meeting) and the buttons the controller shows. Loaded only once the broadcast is on air.
 */
import { Suspense } from 'react';
import { useShell } from '../../project/shellContext';
import { useLiveSnapshot } from '../../state/live';
import { LiveButtons } from './LiveButtons';
import { Announcement } from './Announcement';
import { CaptionsView, useHasCaptions } from './captionViews';
import { ConnectingStage, LiveStage } from './LiveStage';
import { SessionEndCountdown } from './SessionEndCountdown';
import './live.css';

/** `connecting`: the player's box, empty until the connection says this browser may play. */
export default function PwaLiveHome({ broadcast, connecting = false }: { broadcast: string; connecting?: boolean }) {
  const { project } = useShell();
  const { live } = useLiveSnapshot();
  const captioned = useHasCaptions();
  return (
    <section className="pwa-live" data-testid="pwa-live" data-view="pwa-live-home">
      <Announcement />
      {/* On site the talk as text is the main view: the captions come first, the player after them. */}
      {captioned && !connecting && (
        <Suspense fallback={null}>
          <CaptionsView />
        </Suspense>
      )}
      {connecting ? <ConnectingStage /> : <LiveStage broadcast={broadcast} />}
      <LiveButtons showEvaluation={Boolean(live?.visible.evaluation)} showCta={Boolean(live?.visible.cta)} pwaUser />
      {project.projectType === 'multiSession' && <SessionEndCountdown event={project.event} />}
    </section>
  );
}
