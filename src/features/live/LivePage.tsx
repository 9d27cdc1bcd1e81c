/**
 * The live page (spec 2 section 2): title with the LIVE chip, the player (or the video-meeting
 * widget when the controller's mode is meeting), the buttons the controller shows, related
 * content and the sidebar, in the spec's columns; fullscreen; the end-of-session countdown of
 * multi-session events. This module and what it imports load only once the broadcast is on air.
 */
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef, type CSSProperties } from 'react';
import { usesPublisherSignIn } from '../../domain/formLayout';
import { liveColumns } from '../../domain/live';
import { LiveChip } from '../../ui/LiveChip';
import { DesktopLayout } from '../../project/DesktopLayout';
import { useIsMobile } from '../../project/layoutAtoms';
import { useShell } from '../../project/shellContext';
import { useLiveSnapshot } from '../../state/live';
import { LiveTabs } from '../live-tabs/LiveTabs';
import { Announcement } from './Announcement';
import { CaptionsPanel, useHasCaptions } from './captionViews';
import { LiveButtons } from './LiveButtons';
import { LiveIcon } from './liveIcons';
import { ConnectingStage, LiveStage } from './LiveStage';
import { SessionEndCountdown } from './SessionEndCountdown';
import { useFullscreen } from './useFullscreen';
import { liveTitle } from './liveTitle';
import { LiveTitle } from './LiveTitle';
import { useActiveLiveTab } from '../live-tabs/useActiveLiveTab';
import './live.css';
import { withMessages } from '../../i18n/activate';

// The active poll or quiz over the video (non-mobile, showPollsOverVideo / showQuizOverVideo).
const OverVideo = lazy(withMessages('interaction', () => import('../live-interaction/OverVideo')));
// Issue 50: the floating reactions over the video, the reaction bar and the word cloud under it.
const LiveAudience = lazy(withMessages('interaction', () => import('../live-reactions/LiveAudience')));

/** `connecting`: the player's box, empty until the connection says this browser may play. */
export default function LivePage({ broadcast, connecting = false }: { broadcast: string; connecting?: boolean }) {
  const { t } = useLingui();
  const { project } = useShell();
  const { live } = useLiveSnapshot();
  const mobile = useIsMobile();
  const page = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(page, mobile);
  const publisherLook = usesPublisherSignIn(project.registration.type);
  const { video, sidebar } = liveColumns(publisherLook);
  const columns = {
    '--video-xl': video.xl,
    '--video-lg': video.lg,
    '--video-md': video.md,
    '--sidebar-xl': sidebar.xl,
    '--sidebar-lg': sidebar.lg,
    '--sidebar-md': sidebar.md,
  } as CSSProperties;
  const visible = live?.visible;
  // The poll over the video steps back while the sidebar's own tab shows it (INT-02).
  const { active: sidebarTab } = useActiveLiveTab();
  const captioned = useHasCaptions();
  const audience = Boolean(live?.reactions || live?.items?.cloud);

  return (
    <DesktopLayout>
      <div
        ref={page}
        className="live-page"
        data-view="live-page"
        data-fullscreen={fullscreen.mode}
        style={columns}
        data-testid="live-page"
      >
        <section className="live-video-column">
          <header className="live-title">
            <LiveTitle title={liveTitle(project)} />
            <LiveChip />
            <button
              type="button"
              className="icon-button live-fullscreen"
              onClick={fullscreen.active ? fullscreen.leave : fullscreen.enter}
              aria-label={fullscreen.active ? t`Leave fullscreen` : t`Fullscreen`}
              aria-pressed={fullscreen.active}
            >
              <LiveIcon name={fullscreen.active ? 'fullscreen-exit' : 'fullscreen'} />
            </button>
          </header>
          {project.projectType === 'multiSession' && <SessionEndCountdown event={project.event} />}
          <Announcement />
          <div className="live-stage">
            {connecting ? <ConnectingStage /> : <LiveStage broadcast={broadcast} />}
            {!connecting && !mobile && (project.showPollsOverVideo || project.showQuizOverVideo) && (
              <Suspense fallback={null}>
                <OverVideo broadcast={broadcast} pwaUser={false} sidebarTab={sidebarTab} />
              </Suspense>
            )}
            {!connecting && audience && (
              <Suspense fallback={null}>
                <LiveAudience broadcast={broadcast} part="stage" />
              </Suspense>
            )}
          </div>
          {!connecting && audience && (
            <Suspense fallback={null}>
              <LiveAudience broadcast={broadcast} part="below" />
            </Suspense>
          )}
          {captioned && !connecting && (
            <Suspense fallback={null}>
              <CaptionsPanel />
            </Suspense>
          )}
          <LiveButtons showEvaluation={Boolean(visible?.evaluation)} showCta={Boolean(visible?.cta)} pwaUser={false} />
        </section>
        <aside className="live-sidebar" aria-label={t`Live sidebar`}>
          <LiveTabs broadcast={broadcast} vertical={fullscreen.active} />
        </aside>
      </div>
    </DesktopLayout>
  );
}
