/**
 * The personal link of a visitor who unregistered (issue 30): no welcome and countdown as if
 * nothing happened, but the spec's "unregistered" message and the way to register again, the
 * form prefilled with their name and e-mail.
 */
import { Trans } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { paths } from '../../domain/paths';
import { DesktopLayout } from '../../project/DesktopLayout';
import { useShell } from '../../project/shellContext';
import { EventMeta } from '../event-info/EventParts';
import { storePrefill } from '../registration/prefill';

export function UnregisteredView() {
  const { project, eventId, registration } = useShell();
  const [, navigate] = useLocation();
  const registerAgain = () => {
    storePrefill({
      email: registration?.email ?? '',
      firstName: registration?.first_name ?? '',
      lastName: registration?.last_name ?? '',
    });
    navigate(paths.registration(eventId));
  };
  return (
    <DesktopLayout>
      <section className="hero card" data-testid="unregistered">
        <h1>{project.eventTitle}</h1>
        <EventMeta project={project} event={project.event} />
        <p className="notice" role="status">
          <Trans>You have been unregistered from this event.</Trans>
        </p>
        <div className="actions">
          <button type="button" className="button button-primary" onClick={registerAgain}>
            <Trans>Register again</Trans>
          </button>
        </div>
      </section>
    </DesktopLayout>
  );
}
