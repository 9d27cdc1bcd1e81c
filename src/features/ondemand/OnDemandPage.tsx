/**
 * /{event_id}/ondemand and /{event_id}/{registration_id}/ondemand-with-registration (spec 2
 * section 2): the title (plus the session name in multi-session projects), the player, and a
 * sidebar with the event's on-demand content and the custom call-to-action; below the video the
 * session rating for a registrant (issue 50) and the handouts, only when there are some (issue
 * 45); the transcript when the broadcast was captioned, its lines also a track on the player
 * (issue 48). Registration required and no registration id: the registration page with the on-demand
 * flag (not in preview). With the page password active the password dialog comes first; the protected
 * marker never reaches the player.
 */
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Redirect } from 'wouter';
import { captionsSwitchedOn } from '../../domain/captions';
import { onDemandTitle, onDemandView } from '../../domain/ondemand';
import { DesktopLayout } from '../../project/DesktopLayout';
import { useShell } from '../../project/shellContext';
import { SafeHtml } from '../../ui/SafeHtml';
import { PasswordGate } from '../password/PasswordGate';
import { readSecureData } from '../password/secureData';
import { CtaButton } from './CtaButton';
import { OnDemandPlayer } from './OnDemandPlayer';
import { ReplayLinks } from './ReplayLinks';
import { HandoutList } from '../event-info/HandoutList';
import { SessionRatingSlot } from '../session-rating/SessionRatingSlot';
import { usableHandouts } from '../../domain/tabs';
import './ondemand.css';

// The replay's transcript (features/captions), in a chunk of its own; its strings are in this page's part.
const ReplayTranscript = lazy(() =>
  import('../captions/ReplayTranscript').then((m) => ({ default: m.ReplayTranscript })),
);

export default function OnDemandPage() {
  const shell = useShell();
  const { project, eventId, registrationId } = shell;
  const [unlockedId, setUnlockedId] = useState(() => readSecureData(eventId)?.onDemandID);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const secure = readSecureData(eventId);
  const broadcast = secure?.liveDirectorBroadcastSlug || project.event.liveDirectorBroadcastSlug || project.event._id;
  const view = onDemandView({
    eventId,
    registrationId,
    requireRegistration: Boolean(project.requireRegistrationForOnDemand),
    previewMode: Boolean(shell.previewMode),
    onDemandId: unlockedId ?? project.event.onDemandID,
  });
  if (view.kind === 'register') return <Redirect to={view.to} replace />;

  const content = project.event.onDemandPageContent;
  // The materials below the video only where there are some (issue 45): the session's handouts, else the end page's.
  const eventHandouts = usableHandouts(project.event.handouts);
  const handouts = eventHandouts.length ? eventHandouts : usableHandouts(project.endPage?.handouts);
  const cta = project.customCtaButton?.enabled;
  const aside =
    content || cta ? (
      <section className="card ondemand-aside" aria-label={project.eventTitle}>
        <SafeHtml html={content} />
        <div className="actions">
          <CtaButton />
        </div>
      </section>
    ) : undefined;

  return (
    <PasswordGate
      active={Boolean(project.security?.passwordLivePageActive)}
      onUnlocked={(data) => setUnlockedId(data.onDemandID)}
    >
      <DesktopLayout aside={aside}>
        <section className="card ondemand-page">
          <h1>{onDemandTitle(project, project.event)}</h1>
          {view.kind === 'player' && (
            <OnDemandPlayer videoId={view.videoId} registrationId={registrationId} onVideo={setVideo} />
          )}
          {view.kind === 'protected' && (
            <p className="notice" role="status">
              <Trans>This recording is protected. Enter the page password to watch it.</Trans>
            </p>
          )}
          {view.kind === 'unavailable' && (
            <p className="notice" role="status">
              <Trans>This recording is not available yet.</Trans>
            </p>
          )}
          <ReplayLinks />
        </section>
        {view.kind === 'player' && captionsSwitchedOn(project.event) && (
          <Suspense fallback={null}>
            <ReplayTranscript broadcast={broadcast} pageToken={secure?.token} video={video} />
          </Suspense>
        )}
        <SessionRatingSlot />
        {handouts.length > 0 && (
          <section className="card" aria-labelledby="ondemand-handouts" data-testid="ondemand-handouts">
            <h2 id="ondemand-handouts">
              <Trans>Handouts</Trans>
            </h2>
            <HandoutList handouts={handouts} confirm />
          </section>
        )}
      </DesktopLayout>
    </PasswordGate>
  );
}
