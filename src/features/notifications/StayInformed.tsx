/**
 * "Stay informed" on the personal page (issue 34): the personal calendar feed (a calendar app
 * subscribes to it and keeps the sessions' current times) and, where this browser can take them,
 * notifications when a session starts or a poll opens. Nothing is asked before the visitor taps.
 */
import { Trans } from '@lingui/react/macro';
import { useInBrowser } from '../../hooks/useInBrowser';
import { ActionRow } from '../../ui/ActionRow';
import { useShell } from '../../project/shellContext';
import { useCalendarFeed } from './useCalendarFeed';
import { useWebPush } from './useWebPush';
import './notifications.css';

function NotifyOptIn({
  projectId,
  registrationId,
  eventId,
}: {
  projectId: string;
  registrationId: string;
  eventId: string;
}) {
  const { available, state, enable, disable } = useWebPush(projectId, registrationId, eventId);
  if (available === 'unsupported') return null;
  if (available === 'install-first') {
    return (
      <p className="muted">
        <Trans>Add this app to your home screen to get a notification when a session starts or a poll opens.</Trans>
      </p>
    );
  }
  if (state === 'on') {
    return (
      <p className="notify-optin" data-testid="notify-on">
        <span>
          <Trans>Notifications are on for this device.</Trans>
        </span>{' '}
        <button type="button" className="button button-link" onClick={() => void disable()}>
          <Trans>Turn off</Trans>
        </button>
      </p>
    );
  }
  return (
    <div className="notify-optin">
      <button
        type="button"
        className="button button-outline"
        disabled={state === 'working' || state === 'checking'}
        onClick={() => void enable()}
        data-testid="notify-optin"
      >
        <Trans>Notify me when a session starts or a poll opens</Trans>
      </button>
      {state === 'denied' && (
        <p className="muted" role="status">
          <Trans>Notifications are blocked for this site. You can allow them in your browser’s settings.</Trans>
        </p>
      )}
      {state === 'failed' && (
        <p className="muted" role="status">
          <Trans>Notifications could not be turned on. Please try again.</Trans>
        </p>
      )}
    </div>
  );
}

function CalendarFeedLink({ projectId, registrationId }: { projectId: string; registrationId: string }) {
  // The feed's own address (issue 43), never the personal link: asked from the server.
  const url = useCalendarFeed(projectId, registrationId);
  if (!url) return null;
  return (
    <ActionRow
      href={url}
      plain
      icon="feed"
      data-testid="calendar-feed"
      hint={<Trans>Your calendar then follows every change of the programme.</Trans>}
    >
      <Trans>Subscribe in your calendar app</Trans>
    </ActionRow>
  );
}

export function StayInformed() {
  const { project, eventId, registrationId, registration } = useShell();
  // The feed's address is absolute (this origin) and push support is the browser's: not in the
  // server's render; the card comes last on its page, so it moves nothing when it comes in.
  const inBrowser = useInBrowser();
  if (!inBrowser || !registrationId || !registration || registration.unregistered) return null;
  return (
    <section className="card stay-informed" aria-labelledby="stay-informed-title">
      <h2 id="stay-informed-title">
        <Trans>Stay informed</Trans>
      </h2>
      <CalendarFeedLink projectId={project._id} registrationId={registrationId} />
      <NotifyOptIn projectId={project._id} registrationId={registrationId} eventId={eventId} />
    </section>
  );
}
