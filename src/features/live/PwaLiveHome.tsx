/**
 * The web-app live view's home while on air: the captions when the session has them (issue 48),
 * the player (or meeting) and the buttons the controller shows. Loaded only once the broadcast is on air.
 */
import { lazy, Suspense } from 'react';
import { withMessages } from '../../i18n/activate';
import { useShell } from '../../project/shellContext';
import { useLiveSnapshot } from '../../state/live';
import { LiveButtons } from './LiveButtons';
import { Announcement } from './Announcement';
import { CaptionsView, useHasCaptions } from './captionViews';
import { ConnectingStage, LiveStage } from './LiveStage';
import { SessionEndCountdown } from './SessionEndCountdown';
import './live.css';

// Issue 50: the floating reactions over the video, the reaction bar and the word cloud under it.
const LiveAudience = lazy(withMessages('interaction', () => import('../live-reactions/LiveAudience')));

/** `connecting`: the player's box, empty until the connection says this browser may play. */
export default function PwaLiveHome({ broadcast, connecting = false }: { broadcast: string; connecting?: boolean }) {
  const { project } = useShell();
  const { live } = useLiveSnapshot();
  const captioned = useHasCaptions();
  const audience = !connecting && Boolean(live?.reactions || live?.items?.cloud);
  return (
    <section className="pwa-live" data-testid="pwa-live" data-view="pwa-live-home">
      <Announcement />
      {/*
        On site the talk as text is the main view: the captions come first, the player after them.
        Their place is there while the stream connects (the server rendered it), so nothing moves.
      */}
      {captioned && (
        <Suspense fallback={null}>
          <CaptionsView />
        </Suspense>
      )}
      <div className="live-stage">
        {connecting ? <ConnectingStage /> : <LiveStage broadcast={broadcast} />}
        {audience && (
          <Suspense fallback={null}>
            <LiveAudience broadcast={broadcast} part="stage" />
          </Suspense>
        )}
      </div>
      {audience && (
        <Suspense fallback={null}>
          <LiveAudience broadcast={broadcast} part="below" />
        </Suspense>
      )}
      <LiveButtons showEvaluation={Boolean(live?.visible.evaluation)} showCta={Boolean(live?.visible.cta)} pwaUser />
      {project.projectType === 'multiSession' && <SessionEndCountdown event={project.event} />}
    </section>
  );
}
