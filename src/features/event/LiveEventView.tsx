/**
 * The personal event page's broadcast states (spec 2 section 2): connect to the live director,
 * then pre -> waiting page, on-air -> live page, post -> end page, switching as the controller
 * says, without a reload. Web-app users get the web-app live view in pre and on-air. The live
 * and end pages (player, meeting) load only when the broadcast gets there.
 */
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { waitingPageLayout } from '../../domain/blocks';
import { clockBroadcastState, livePageFor } from '../../domain/live';
import { nowSeconds } from '../../domain/time';
import { useNow } from '../../hooks/useNow';
import type { BroadcastState } from '../../contract';
import { liveConfigFromLocation, useLiveLibrary, type LiveConnectOptions } from '../../hooks/useLiveLibrary';
import { DesktopLayout } from '../../project/DesktopLayout';
import { useShell } from '../../project/shellContext';
import { useLiveSnapshot } from '../../state/live';
import { Loader } from '../../ui/Loader';
import { LiveError } from '../live/LiveError';
import { ReconnectingBanner } from '../live/ReconnectingBanner';
import { PwaEventView } from '../pwa-tabs/PwaEventView';
import { DesktopEventView } from './DesktopEventView';
import { PlayerOffline } from './PlayerOffline';
import { OpenElsewhere } from './OpenElsewhere';
import { endPage, livePage, prefetchPwaViewFor } from '../live/pageChunks';
import '../live/live.css';

const LivePage = livePage.View;
const DynamicWaitingPage = lazy(() => import('../dynamic-blocks/DynamicWaitingPage'));
const EndPage = endPage.View;

/** The waiting page: the default layout, or the dynamic block layout as the project (or preview) says. */
function WaitingPage({ notice }: { notice?: ReactNode }) {
  const { project, previewMode } = useShell();
  if (waitingPageLayout(project.waitingPageDynamicBlocks?.layout, previewMode) === 'default')
    return <DesktopEventView notice={notice} />;
  return (
    <>
      {notice}
      <Suspense fallback={<Loader />}>
        <DynamicWaitingPage />
      </Suspense>
    </>
  );
}

/**
 * Without the broadcast (offline: venue Wi-Fi gone; or the link plays in another browser) what
 * the attendee needs stays: the page as the event's clock has it, without player. `elsewhere`:
 * the link is open in another browser, and this one may take it. The web-app look has its own
 * tree for every state (PwaBroadcast).
 */
function OfflineView({ elsewhere }: { elsewhere?: () => void }) {
  const { project } = useShell();
  const stage = useNow(5000, (seconds) => clockBroadcastState(project.event, seconds));
  // During the broadcast the visitor would expect the player: say why it is not there.
  if (elsewhere) {
    // Where the player would be: the top of the page's main column.
    const notice = <OpenElsewhere onTakeOver={elsewhere} />;
    if (stage === 'post')
      return (
        <div data-broadcast-state="elsewhere">
          {notice}
          <Suspense fallback={<Loader />}>
            <EndPage />
          </Suspense>
        </div>
      );
    return (
      <div data-broadcast-state="elsewhere">
        <WaitingPage notice={notice} />
      </div>
    );
  }
  if (stage === 'post')
    return (
      <div data-broadcast-state="offline">
        <Suspense fallback={<Loader />}>
          <EndPage />
        </Suspense>
      </div>
    );
  return (
    <div data-broadcast-state="offline">
      {stage === 'on-air' && <PlayerOffline />}
      <WaitingPage />
    </div>
  );
}

/**
 * The web-app look in every state of the connection: connecting, connected, offline, open in
 * another browser. One tree for all of them, so a dropped venue Wi-Fi or a link taken by another
 * browser changes what the home tab says, not the page: the open tab, its scroll and anything
 * typed stay, and the page is not built again (a whole page rendered anew was the longest task of
 * a first visit that found its link still claimed, issue 47). Offline, or open elsewhere, the
 * stage is the event's clock's, as nothing else is known; the note stands in the home tab, where
 * the player would be.
 */
function PwaBroadcast({
  stage,
  broadcast,
  connecting,
  offline,
  elsewhere,
}: {
  stage: BroadcastState;
  broadcast: string;
  connecting: boolean;
  offline: boolean;
  elsewhere?: () => void;
}) {
  const away = offline || Boolean(elsewhere);
  const notice = elsewhere ? (
    <OpenElsewhere onTakeOver={elsewhere} />
  ) : offline && stage === 'on-air' ? (
    <PlayerOffline />
  ) : null;
  const state = elsewhere ? 'elsewhere' : offline ? 'offline' : connecting ? 'connecting' : stage;
  return (
    <div data-broadcast-state={state}>
      {!away && <ReconnectingBanner />}
      <PwaEventView
        stage={stage}
        broadcast={broadcast}
        offline={away}
        elsewhere={Boolean(elsewhere)}
        connecting={connecting && !away}
        notice={notice}
      />
    </div>
  );
}

/**
 * The page for a broadcast state. `connecting`: the live connection is still opening (and in the
 * server's rendering, which never connects), the state is the event's clock's: the page without
 * the player, whose box is kept, as the one-browser rule is the connection's to decide. The same
 * tree as once connected, so the player takes its place without remounting or moving the page.
 */
function BroadcastView({
  stage,
  broadcast,
  connecting,
}: {
  stage: BroadcastState;
  broadcast: string;
  connecting: boolean;
}) {
  const kind = livePageFor(stage, false);
  return (
    <div data-broadcast-state={connecting ? 'connecting' : stage}>
      <ReconnectingBanner />
      {kind === 'waiting' && <WaitingPage />}
      {kind === 'live' && (
        <Suspense fallback={<Loader />}>
          <LivePage broadcast={broadcast} connecting={connecting} />
        </Suspense>
      )}
      {kind === 'end' && (
        <Suspense fallback={<Loader />}>
          <EndPage />
        </Suspense>
      )}
    </div>
  );
}

export function LiveEventView() {
  const {
    project,
    eventId,
    registrationId,
    registration,
    previewMode,
    refreshProject,
    pageToken,
    pageTokenRejected,
    pwaLook,
  } = useShell();
  // The shell's own flag, right at the first render (the layout atom follows it an effect later,
  // which made the first connect go out with pwaUser false and connect again at once).
  const pwaUser = pwaLook;
  const broadcast = project.event.liveDirectorBroadcastSlug || project.event._id || eventId;
  const options = useMemo<LiveConnectOptions>(
    () => ({
      broadcast,
      name: [registration?.first_name, registration?.last_name].filter(Boolean).join(' '),
      email: registration?.email ?? '',
      // An organiser's preview is nobody's single-session link.
      registrationId: previewMode ? '' : (registrationId ?? ''),
      pwaUser,
      config: liveConfigFromLocation(),
      ...(pageToken ? { token: pageToken } : {}),
    }),
    [broadcast, registration, registrationId, pwaUser, previewMode, pageToken],
  );
  const { ready, error, offline, takeOver } = useLiveLibrary(options, refreshProject);
  // The page password's token was refused (expired, tampered): the password dialog comes back.
  useEffect(() => {
    if (error === 'unauthorized') pageTokenRejected?.();
  }, [error, pageTokenRejected]);
  const { live } = useLiveSnapshot();
  const clockStage = useNow(5000, (seconds) => clockBroadcastState(project.event, seconds));
  // While the connection opens, the web-app view the clock expects downloads beside it.
  useEffect(() => {
    if (pwaUser) prefetchPwaViewFor(clockBroadcastState(project.event, nowSeconds()));
  }, [project.event, pwaUser]);

  if (error === 'unauthorized') return <Loader />;
  // Open in another browser: everything but the broadcast, and the way to move it here.
  const elsewhere = error === 'already-open' ? takeOver : undefined;
  if (error && !elsewhere)
    return (
      <DesktopLayout>
        <LiveError error={error} />
      </DesktopLayout>
    );
  const connected = ready && live && !offline && !elsewhere;
  const stage = connected ? live.state : clockStage;
  if (pwaUser)
    return (
      <PwaBroadcast
        stage={stage}
        broadcast={broadcast}
        connecting={!connected}
        offline={offline}
        elsewhere={elsewhere}
      />
    );
  if (elsewhere || offline) return <OfflineView elsewhere={elsewhere} />;
  return <BroadcastView stage={stage} broadcast={broadcast} connecting={!connected} />;
}
