/** The personal event page in the web-app look: bottom tabs for an attendee on site. */
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useMemo } from 'react';
import { PwaLayout } from '../../project/PwaLayout';
import { useShell } from '../../project/shellContext';
import { availablePwaTabs, type PwaTab } from '../../domain/tabs';
import { sessionStatus } from '../../domain/time';
import { useNow } from '../../hooks/useNow';
import { SafeHtml } from '../../ui/SafeHtml';
import { HandoutList } from '../event-info/HandoutList';
import { HomeTab } from './HomeTab';
import { ProgramAndSpeakers } from '../event-info/ProgramAndSpeakers';

const SupportContent = lazy(() => import('../../project/support/SupportContent').then((m) => ({ default: m.SupportContent })));
const PrivacyContent = lazy(() => import('../../project/support/PrivacyContent').then((m) => ({ default: m.PrivacyContent })));

export function PwaEventView() {
  const { project } = useShell();
  const tabs = useMemo(() => availablePwaTabs(project), [project]);
  return <PwaLayout tabs={tabs} header={<PwaHeader />} renderTab={(tab) => <TabPanel tab={tab} />} />;
}

function PwaHeader() {
  const { project } = useShell();
  const live = useNow(5000, (seconds) => sessionStatus(project.event, seconds) === 'live');
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
      return <div className="pwa-program"><ProgramAndSpeakers project={project} /></div>;
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
