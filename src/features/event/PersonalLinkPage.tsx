/**
 * /{event_id}/{registration_id}/olr83ee2 (and /personal-link): renders nothing itself; the
 * shell already stored the registration, so it replaces itself with the personal event page,
 * keeping the query (so ?pwa=true survives).
 */
import { Redirect } from 'wouter';
import { useShell } from '../../project/shellContext';
import { paths } from '../../domain/paths';

export default function PersonalLinkPage() {
  const { eventId, registrationId } = useShell();
  const target = `${paths.personal(eventId, registrationId ?? '')}${window.location.search}`;
  return <Redirect to={target} replace />;
}
