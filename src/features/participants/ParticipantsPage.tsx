/** /{event_id}/{registration_id}/participants: who else takes part (title, first and last name). */
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type * as v from 'valibot';
import { Link } from 'wouter';
import { api } from '../../api/client';
import { ApiError } from '../../api/http';
import { PARTICIPANTS_OFF, type ParticipantsSchema } from '../../contract/misc';
import { isValidRegistrationId, OPEN_REGISTRATION_ID } from '../../domain/ids';
import { DesktopLayout } from '../../project/DesktopLayout';
import { useShell } from '../../project/shellContext';
import '../../ui/accountPage.css';
import './participants.css';
import { paths } from '../../domain/paths';
import { showsParticipants } from '../../domain/participants';

type Participants = v.InferOutput<typeof ParticipantsSchema>;
type State =
  | { status: 'loading' }
  | { status: 'success'; participants: Participants }
  | { status: 'error'; offline: boolean }
  /**
   * `off`: the project shows no list; `unregistered`: the server knows no registration of this project by this link.
   */
  | { status: 'denied'; reason: 'off' | 'unregistered' };

/** 400, 401 and 403 are answers about the visitor's link or the project's setting, not failures to retry. */
function deniedReason(error: unknown): 'off' | 'unregistered' | undefined {
  if (!(error instanceof ApiError) || ![400, 401, 403].includes(error.status)) return undefined;
  return (error.body as { code?: unknown } | undefined)?.code === PARTICIPANTS_OFF ? 'off' : 'unregistered';
}

export default function ParticipantsPage() {
  const { project, eventId, registrationId } = useShell();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const shown = showsParticipants(project.registration);
  useEffect(() => {
    if (!shown) return setState({ status: 'denied', reason: 'off' });
    if (!isValidRegistrationId(registrationId) || registrationId === OPEN_REGISTRATION_ID)
      return setState({ status: 'denied', reason: 'unregistered' });
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.participants(project._id, registrationId, controller.signal).then(
      (participants) => setState({ status: 'success', participants }),
      (error) => {
        if ((error as Error).name === 'AbortError') return;
        const reason = deniedReason(error);
        setState(
          reason
            ? { status: 'denied', reason }
            : { status: 'error', offline: error instanceof ApiError && error.isNetwork },
        );
      },
    );
    return () => controller.abort();
  }, [project._id, registrationId, shown, attempt]);

  return (
    <DesktopLayout>
      <section className="card participants-page" aria-busy={state.status === 'loading'}>
        <h1>
          <Trans>Participants</Trans>
        </h1>
        <p className="muted">{project.eventTitle}</p>
        {state.status === 'loading' && (
          <p role="status" className="participants-loading">
            <span className="spinner" aria-hidden="true" /> <Trans>Loading participants…</Trans>
          </p>
        )}
        {state.status === 'error' && (
          <div role="alert" className="notice notice-error">
            <p>
              {state.offline ? (
                <Trans>You are offline, so the participants cannot be shown right now.</Trans>
              ) : (
                <Trans>The participants could not be loaded.</Trans>
              )}
            </p>
            <button type="button" className="button button-outline" onClick={() => setAttempt((n) => n + 1)}>
              <Trans>Try again</Trans>
            </button>
          </div>
        )}
        {state.status === 'denied' && (
          <p className="notice" role="status">
            {state.reason === 'off' ? (
              <Trans>This event does not show a list of participants.</Trans>
            ) : (
              <Trans>
                The participants list is only shown to registered visitors of this event. Please open it from the
                personal link in your confirmation e-mail.
              </Trans>
            )}
          </p>
        )}
        {state.status === 'success' &&
          (state.participants.length === 0 ? (
            <p className="notice" role="status">
              <Trans>There are no participants to show yet.</Trans>
            </p>
          ) : (
            <table className="participants-table">
              <caption className="visually-hidden">
                <Trans>Participants</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Title</Trans>
                  </th>
                  <th scope="col">
                    <Trans>First name</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Last name</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {state.participants.map((person, index) => (
                  <tr key={index}>
                    <td>{person.title}</td>
                    <td>{person.first_name}</td>
                    <td>{person.last_name}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        <div className="actions">
          <Link className="button button-link" href={paths.personal(eventId, registrationId ?? '')}>
            <Trans>Back to the event page</Trans>
          </Link>
        </div>
      </section>
    </DesktopLayout>
  );
}
