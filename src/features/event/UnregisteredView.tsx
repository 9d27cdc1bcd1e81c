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

export function UnregisteredView() {
  const { project, eventId, registration } = useShell();
  const [, navigate] = useLocation();
  // The prefill's module comes with the registration page's: loaded on the click, not with this
  // view. Should it not load (offline, not cached), the form opens empty rather than not at all.
  const registerAgain = async () => {
    const prefill = await import('../registration/prefill').catch(() => null);
    prefill?.storePrefill({
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
          <button type="button" className="button button-primary" onClick={() => void registerAgain()}>
            <Trans>Register again</Trans>
          </button>
        </div>
      </section>
    </DesktopLayout>
  );
}
