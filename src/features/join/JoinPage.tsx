/**
 * /{event_id}/join: the open-registration entry link (DECISIONS.md). It registers nobody and
 * leads to the personal link with the shared open id and ?pwa=true. For other events it is the
 * registration page's job, so it goes there.
 */
import { Redirect } from 'wouter';
import { useShell } from '../../project/shellContext';
import { isOpenRegistration, openRegistrationTarget } from '../login/openRedirect';
import { paths } from '../../domain/paths';

export default function JoinPage() {
  const { project, eventId } = useShell();
  const target = isOpenRegistration(project.registration.type)
    ? openRegistrationTarget(eventId)
    : paths.registration(eventId);
  return <Redirect to={target} replace />;
}
