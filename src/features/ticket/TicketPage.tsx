/**
 * /{event_id}/{registration_id}/ticket (issue 49): the on-site ticket on a page of its own, linked
 * from the confirmation mail; the web-app home shows the same card. An online registration has no
 * ticket for the door: the page says so and leads to the event page.
 */
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { isOnSite } from '../../domain/attendance';
import { paths } from '../../domain/paths';
import { DesktopLayout } from '../../project/DesktopLayout';
import { useShell } from '../../project/shellContext';
import { TicketCard } from './TicketCard';

export default function TicketPage() {
  const { project, eventId, registrationId, registration } = useShell();
  const onSite = registration && !registration.unregistered && isOnSite(registration.on_site_viewer);
  const back = (
    <Link className="button button-link" href={paths.personal(eventId, registrationId ?? '')}>
      <Trans>Go to the event page</Trans>
    </Link>
  );
  return (
    <DesktopLayout>
      <div className="ticket-page">
        {onSite ? (
          <TicketCard level={1}>{back}</TicketCard>
        ) : (
          <section className="card">
            <h1>{project.eventTitle}</h1>
            <p role="alert">
              <Trans>This registration is for watching online: it has no ticket for the door.</Trans>
            </p>
            {back}
          </section>
        )}
      </div>
    </DesktopLayout>
  );
}
