/**
 * What the end page shows (spec 2 section 2): title, end content, e-learning and evaluation
 * buttons (new tab; pwa=true for web-app users), handouts (only items with url and button text;
 * no confirmation for web-app users) and the custom call-to-action; for a visitor with a personal
 * link, the session rating (issue 50).
 */
import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { upcomingSessions } from './endChunks';
import { Link } from 'wouter';
import { laterSessionFollows, nextSession } from '../../domain/agenda';
import { paths } from '../../domain/paths';
import { useNow } from '../../hooks/useNow';
import { useShell } from '../../project/shellContext';
import { useLiveSnapshot } from '../../state/live';
import { SafeHtml } from '../../ui/SafeHtml';
import { HandoutList } from '../event-info/HandoutList';
import { SessionRatingSlot } from '../session-rating/SessionRatingSlot';
import { LiveButtons } from './LiveButtons';
import { liveTitle } from './liveTitle';

/**
 * "The event has ended" only when it has (issue 45): after a session that later sessions follow,
 * "this session" has ended, with the way to the visitor's own next session when they have one.
 */
function EndStatus() {
  const { project, registration, registrationId } = useShell();
  const event = project.event;
  const multi = project.projectType === 'multiSession';
  const follows = useNow(10_000, (now) => multi && laterSessionFollows(project.events, event._id, now));
  const next = useNow(10_000, (now) =>
    follows && registration && !registration.unregistered
      ? (nextSession(project.events, registration.SELECTED_EVENTS, event._id, now) ?? null)
      : null,
  );
  if (!follows)
    return (
      <p className="status-line" data-testid="end-status">
        <Trans>The event has ended.</Trans>
      </p>
    );
  const name = next ? (next.breakoutGroupName ? `${next.breakoutGroupName}: ${next.name}` : next.name) : '';
  return (
    <>
      <p className="status-line" data-testid="end-status">
        <Trans>This session has ended.</Trans>
      </p>
      {next && registrationId && (
        <div className="actions">
          <Link
            className="button button-primary"
            href={paths.personal(next._id, registrationId)}
            data-testid="next-session"
          >
            <Trans>Next session: {name}</Trans>
          </Link>
        </div>
      )}
    </>
  );
}

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
        <EndStatus />
        <SafeHtml html={project.endPage?.content} />
        {project.event.onDemandActive && (
          <div className="actions">
            <Link
              className="button button-primary"
              data-testid="watch-replay"
              href={registrationId ? paths.ondemandWithRegistration(eventId, registrationId) : paths.ondemand(eventId)}
            >
              <Trans>Watch the replay</Trans>
            </Link>
          </div>
        )}
        <LiveButtons showEvaluation showCta={live?.visible.cta ?? true} pwaUser={pwaUser} />
      </section>
      <SessionRatingSlot />
      {project.projectType === 'multiSession' && (
        <Suspense fallback={null}>
          <UpcomingSessions />
        </Suspense>
      )}
      {handouts && handouts.length > 0 && (
        <section className="card">
          <h2>
            <Trans>Handouts</Trans>
          </h2>
          <HandoutList handouts={handouts} confirm={!pwaUser} />
        </section>
      )}
    </div>
  );
}
