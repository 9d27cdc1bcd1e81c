/**
 * /{event_id}/{registration_id}: the personal event page. The page password first when the
 * project protects its live page, then the broadcast's states (LiveEventView).
 */
import { lazy, Suspense } from 'react';
import { useShell } from '../../project/shellContext';
import { Loader } from '../../ui/Loader';
import { LiveEventView } from './LiveEventView';
import { UnregisteredView } from './UnregisteredView';

// Only a protected page downloads the password dialog (and radix Dialog with it).
const PasswordGate = lazy(() => import('../password/PasswordGate').then((m) => ({ default: m.PasswordGate })));

export default function EventPage() {
  const { project, registration, previewMode } = useShell();
  if (registration?.unregistered && !previewMode) return <UnregisteredView />;
  if (!project.security?.passwordLivePageActive) return <LiveEventView />;
  return <Suspense fallback={<Loader />}><PasswordGate><LiveEventView /></PasswordGate></Suspense>;
}
