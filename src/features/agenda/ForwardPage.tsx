/**
 * /forward-to-event-page/{event_id}: custom breakout navigation. 'Redirecting...' while the
 * visitor's registration (kept in this tab's session) loads, then their personal page of the
 * earliest further session, or of this event when none follows. Without a registration in this
 * tab, the event's landing page. If the registration cannot be loaded: 'Please wait' with retry links.
 */
import { Trans } from '@lingui/react/macro';
import { Redirect } from 'wouter';
import { nextSession } from '../../domain/agenda';
import { isValidRegistrationId } from '../../domain/ids';
import { paths } from '../../domain/paths';
import { nowSeconds } from '../../domain/time';
import { isNotFound, useRegistrationQuery } from '../../project/projectQueries';
import { useShell } from '../../project/shellContext';
import { sessionStore } from '../../state/browserStorage';
import { SESSION } from '../../state/storageKeys';

export default function ForwardPage() {
  const { project } = useShell();
  const stored = sessionStore.get(SESSION.registrationId);
  const registrationId = stored && isValidRegistrationId(stored) ? stored : null;
  const query = useRegistrationQuery(project._id, registrationId);
  const from = project.event._id;

  if (!registrationId || (query.status === 'error' && isNotFound(query.error))) {
    return <Redirect to={paths.landing(nextSession(project.events, [], from, nowSeconds())?._id ?? from)} replace />;
  }
  if (query.status === 'success') {
    const next = nextSession(project.events, query.data.SELECTED_EVENTS, from, nowSeconds());
    return <Redirect to={paths.personal(next?._id ?? from, registrationId)} replace />;
  }
  if (query.status === 'error') {
    return (
      <main className="centered-page" id="main">
        <h1>
          <Trans>Please wait</Trans>
        </h1>
        <p>
          <Trans>We could not open your next session yet.</Trans>
        </p>
        <p className="link-list">
          <a href={window.location.pathname}>
            <Trans>Try again</Trans>
          </a>
          <a href={paths.personal(from, registrationId)}>
            <Trans>Go to the current session</Trans>
          </a>
        </p>
      </main>
    );
  }
  return (
    <main className="centered-page" id="main" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <h1>
        <Trans>Redirecting...</Trans>
      </h1>
    </main>
  );
}
