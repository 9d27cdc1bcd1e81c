/**
 * The personal event page in the web-app look: bottom tabs for an attendee on site. Its home tab
 * follows the broadcast: the waiting status in pre, the player in on-air, the end content in post.
 * The controller adds and removes the question, poll, chat and quiz tabs (and the handouts) live;
 * a newly active poll selects its tab, and a polite live region says what changed.
 */
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { PwaLayout, useActivePwaTab } from '../../project/PwaLayout';
import { useShell } from '../../project/shellContext';
import { config } from '../../config';
import { availablePwaTabs, PWA_TABS, type PwaTab } from '../../domain/tabs';
import { useDropGoneTabHash } from '../../hooks/useLocationHash';
import { livePwaTabs, tabMarks, tabStateOf, type LiveTabState } from '../../domain/liveTabs';
import { afterFirstPaint } from '../../hooks/afterFirstPaint';
import type { BroadcastState } from '../../contract';
import { LiveChip } from '../../ui/LiveChip';
import { Loader } from '../../ui/Loader';
import { useInteractionMemory, useSeenWhenLeft } from '../../state/interactionMemory';
import { useLiveSnapshot } from '../../state/live';
import { SafeHtml } from '../../ui/SafeHtml';
import { HandoutList } from '../event-info/HandoutList';
import { HomeTab } from './HomeTab';
import { RegisteredToast } from './RegisteredToast';
import { useRenderedLiveTabs } from './renderedLiveTabs';
import { ProgramAndSpeakers } from '../event-info/ProgramAndSpeakers';
import { pwaEndHome, pwaLiveHome } from '../live/pageChunks';
import { withMessages } from '../../i18n/activate';

const SupportContent = lazy(
  withMessages('support', () =>
    import('../../project/support/SupportContent').then((m) => ({ default: m.SupportContent })),
  ),
);
const PrivacyContent = lazy(
  withMessages('support', () =>
    import('../../project/support/PrivacyContent').then((m) => ({ default: m.PrivacyContent })),
  ),
);

const PwaLiveHome = pwaLiveHome.View;
// The live extras (announcements, automatic selection, interaction panels) stay off the first screen.
const extras = () => import('../live-tabs/PwaLiveExtras');
const PwaLiveChanges = lazy(() => extras().then((m) => ({ default: m.PwaLiveChanges })));
const PwaLivePanel = lazy(() => extras().then((m) => ({ default: m.PwaLivePanel })));
const PwaEndHome = pwaEndHome.View;

/**
 * `notice`: first in the home tab, where the player would be (the link plays in another browser).
 * `connecting`: the live connection is still opening (features/event/LiveEventView.tsx).
 */
interface Props {
  stage: BroadcastState;
  broadcast: string;
  offline?: boolean;
  /** The link plays in another browser (`offline` too: no player, nothing known of the controller), yet online. */
  elsewhere?: boolean;
  connecting?: boolean;
  notice?: ReactNode;
}

export function PwaEventView({
  stage,
  broadcast,
  offline = false,
  elsewhere = false,
  connecting = false,
  notice,
}: Props) {
  const { project } = useShell();
  const { live } = useLiveSnapshot();
  const own = useMemo(() => availablePwaTabs(project), [project]);
  // The controller toggles handouts, questions, polls, chat and quiz live (spec 2 section 6). Until the
  // stream brings its state, the bar is the one the server rendered with; the badges wait for the
  // stream (they depend on this browser's own answers, which the server does not know).
  const rendered = useRenderedLiveTabs();
  const tabs = livePwaTabs(own, project, live ?? rendered, config.chat, offline);
  const { settled } = useInteractionMemory(broadcast);
  // A calm ring while a poll or quiz item runs, a red dot until the visitor voted, answered, or saw it and went on
  // (INT-01).
  const badged = tabs.filter((tab) => tabMarks(tab, live, settled).fresh);
  const running = tabs.filter((tab) => tabMarks(tab, live, settled).live);
  useSeenWhenLeft(broadcast, useActivePwaTab(tabs), { poll: live?.activePoll, quiz: live?.activeQuiz });
  // Offline or connecting nothing is known about the controller's tabs: the hash stays for when it is known.
  useDropGoneTabHash(PWA_TABS, offline || connecting ? PWA_TABS : tabs);
  // What the page first showed of the controller's state (once connected): the extras load
  // later and react to what changed since, not to what was already there when it connected.
  const [baseline, setBaseline] = useState<LiveTabState | null>(() => (live ? tabStateOf(live) : null));
  if (!baseline && live && !connecting) setBaseline(tabStateOf(live));
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => setPainted(true)), []);
  return (
    <>
      <PwaLayout
        tabs={tabs}
        badged={badged}
        running={running}
        header={<PwaHeader live={stage === 'on-air'} offline={offline && !elsewhere} />}
        renderTab={(tab) => (
          <TabPanel
            tab={tab}
            stage={stage}
            broadcast={broadcast}
            offline={offline}
            connecting={connecting}
            notice={notice}
          />
        )}
      />
      {painted && !connecting && (
        <Suspense fallback={null}>
          <PwaLiveChanges tabs={tabs} baseline={baseline} />
        </Suspense>
      )}
      <RegisteredToast />
    </>
  );
}

/**
 * The title and the broadcast chip: LIVE while on air, "Offline" while the network is gone (not a live signal then).
 */
function PwaHeader({ live, offline }: { live: boolean; offline: boolean }) {
  const { project } = useShell();
  return (
    <>
      <h1 className="pwa-title">{project.eventTitle}</h1>
      {(live || offline) && <LiveChip offline={offline} />}
    </>
  );
}

function Home({ stage, broadcast, offline, connecting }: Props) {
  // Offline the player cannot play: the home tab (status by the clock) stays.
  if (stage === 'on-air' && !offline)
    return (
      <Suspense fallback={<Loader />}>
        <PwaLiveHome broadcast={broadcast} connecting={connecting} />
        <HomeTab />
      </Suspense>
    );
  if (stage === 'post')
    return (
      <Suspense fallback={<Loader />}>
        <PwaEndHome />
      </Suspense>
    );
  return <HomeTab />;
}

function TabPanel({ tab, stage, broadcast, offline, connecting, notice }: { tab: PwaTab } & Props) {
  const { project } = useShell();
  switch (tab) {
    case 'home':
      return (
        <>
          {notice}
          <Home stage={stage} broadcast={broadcast} offline={offline} connecting={connecting} />
        </>
      );
    case 'program':
      return (
        <div className="pwa-program">
          <ProgramAndSpeakers project={project} />
        </div>
      );
    case 'handout':
      return (
        <section>
          <h2>
            <Trans>Handouts</Trans>
          </h2>
          <SafeHtml html={project.event.livePageHandoutText} />
          <HandoutList handouts={project.event.handouts} confirm={false} />
        </section>
      );
    case 'custom':
      return (
        <section>
          <h2>{project.customTab?.title}</h2>
          <SafeHtml html={project.customTab?.bodyText} />
        </section>
      );
    case 'question':
    case 'poll':
    case 'quiz':
    case 'chat':
      return (
        <Suspense fallback={<Loader />}>
          <PwaLivePanel tab={tab} broadcast={broadcast} />
        </Suspense>
      );
    case 'support':
      return (
        <section>
          <h2>
            <Trans>Support</Trans>
          </h2>
          <Suspense fallback={null}>
            <SupportContent />
          </Suspense>
        </section>
      );
    case 'privacy-policy':
      return (
        <section>
          <h2>
            <Trans>Privacy policy</Trans>
          </h2>
          <Suspense fallback={null}>
            <PrivacyContent />
          </Suspense>
        </section>
      );
    default:
      return (
        <p className="muted">
          <Trans>This tab opens when the organiser starts it.</Trans>
        </p>
      );
  }
}
