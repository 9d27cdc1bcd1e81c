/**
 * The participants element (spec 2 section 2, PART-03/AGD-20): a card that leads a registered
 * visitor to the participants list (/{event}/{registration}/participants). The list is for
 * registered visitors only, so without a personal link it says where to find it instead.
 */
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { isValidRegistrationId, OPEN_REGISTRATION_ID } from '../../domain/ids';
import { showsParticipants } from '../../domain/participants';
import { paths } from '../../domain/paths';
import { useShell } from '../../project/shellContext';

/** Whether the project offers its participants list (only when the organiser turns it on, domain/participants.ts). */
export const offersParticipants = showsParticipants;

export function ParticipantsElement({ title }: { title?: string }) {
  const { project, eventId, registrationId, registration } = useShell();
  if (!offersParticipants(project.registration)) return null;
  const personal =
    isValidRegistrationId(registrationId) && registrationId !== OPEN_REGISTRATION_ID && !registration?.unregistered;
  return (
    <div className="participants-element" data-testid="participants-element">
      <h2>{title ?? <Trans>Participants</Trans>}</h2>
      {personal ? (
        <>
          <p>
            <Trans>See who else takes part in this event.</Trans>
          </p>
          <Link className="button button-outline" href={paths.participants(eventId, registrationId!)}>
            <Trans>View participants</Trans>
          </Link>
        </>
      ) : (
        <p className="muted">
          <Trans>Registered participants see who else takes part via their personal link.</Trans>
        </p>
      )}
    </div>
  );
}
