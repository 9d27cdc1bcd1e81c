/**
 * What the end page shows (spec 2 section 2): title, end content, e-learning and evaluation
 * buttons (new tab; pwa=true for web-app users), handouts (only items with url and button text;
 * no confirmation for web-app users) and the custom call-to-action.
 */
import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { upcomingSessions } from './endChunks';
import { Link } from 'wouter';
import { paths } from '../../domain/paths';
import { useShell } from '../../project/shellContext';
import { useLiveSnapshot } from '../../state/live';
import { SafeHtml } from '../../ui/SafeHtml';
import { HandoutList } from '../event-info/HandoutList';
import { LiveButtons } from './LiveButtons';
import { liveTitle } from './liveTitle';

// The upcoming-only agenda (AGD-13), only on the end page of multi-session projects.
const UpcomingSessions = upcomingSessions.View;

export function EndContent({ pwaUser }: { pwaUser: boolean }) {
  const { project, eventId, registrationId } = useShell();
  const { live } = useLiveSnapshot();
  const handouts = project.endPage?.handouts;
  return (
    <div className="end-content" data-testid="end-page" data-view={pwaUser ? 'pwa-end-home' : 'end-page'}>
      <section className="card">
        <h1>{liveTitle(project)}</h1>
        <p className="status-line"><Trans>The event has ended.</Trans></p>
        <SafeHtml html={project.endPage?.content} />
        {project.event.onDemandActive && (
          <div className="actions">
            <Link className="button button-primary" data-testid="watch-replay"
              href={registrationId ? paths.ondemandWithRegistration(eventId, registrationId) : paths.ondemand(eventId)}>
              <Trans>Watch the replay</Trans>
            </Link>
          </div>
        )}
        <LiveButtons showEvaluation showCta={live?.visible.cta ?? true} pwaUser={pwaUser} />
      </section>
      {project.projectType === 'multiSession' && <Suspense fallback={null}><UpcomingSessions /></Suspense>}
      {handouts && handouts.length > 0 && (
        <section className="card">
          <h2><Trans>Handouts</Trans></h2>
          <HandoutList handouts={handouts} confirm={!pwaUser} />
        </section>
      )}
    </div>
  );
}
