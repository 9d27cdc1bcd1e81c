/** The personal event page in the web-app look: bottom tabs for an attendee on site. */
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useMemo } from 'react';
import { PwaLayout } from '../../app/layout/PwaLayout';
import { useShell } from '../../app/project/shellContext';
import { availablePwaTabs, type PwaTab } from '../../domain/tabs';
import { sessionStatus } from '../../domain/time';
import { useNow } from '../../hooks/useNow';
import { SafeHtml } from '../../ui/SafeHtml';
import { HandoutList } from '../event/HandoutList';
import { HomeTab } from './HomeTab';
import { ProgramList, SpeakerList } from '../event/EventParts';

const SupportContent = lazy(() => import('../support/SupportContent').then((m) => ({ default: m.SupportContent })));
const PrivacyContent = lazy(() => import('../support/PrivacyContent').then((m) => ({ default: m.PrivacyContent })));

export function PwaEventView() {
  const { project } = useShell();
  const tabs = useMemo(() => availablePwaTabs(project), [project]);
  return <PwaLayout tabs={tabs} header={<PwaHeader />} renderTab={(tab) => <TabPanel tab={tab} />} />;
}

function PwaHeader() {
  const { project } = useShell();
  const live = sessionStatus(project.event, useNow(5000)) === 'live';
  return (
    <>
      <h1 className="pwa-title">{project.eventTitle}</h1>
      {live && <span className="chip chip-live">LIVE</span>}
    </>
  );
}

function TabPanel({ tab }: { tab: PwaTab }) {
  const { project } = useShell();
  switch (tab) {
    case 'home':
      return <HomeTab />;
    case 'program':
      return (
        <section>
          <h2><Trans>Program</Trans></h2>
          <ProgramList project={project} />
          <h2><Trans>Speakers</Trans></h2>
          <SpeakerList project={project} />
        </section>
      );
    case 'handout':
      return (
        <section>
          <h2><Trans>Handouts</Trans></h2>
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
    case 'support':
      return <section><h2><Trans>Support</Trans></h2><Suspense fallback={null}><SupportContent /></Suspense></section>;
    case 'privacy-policy':
      return <section><h2><Trans>Privacy policy</Trans></h2><Suspense fallback={null}><PrivacyContent /></Suspense></section>;
    default:
      return <p className="muted"><Trans>This tab opens when the organiser starts it.</Trans></p>;
  }
}
