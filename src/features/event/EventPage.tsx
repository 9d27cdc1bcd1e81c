/** /{event_id}/{registration_id}: the personal event page in the layout the PWA-look rule chose. */
import { lazy, Suspense } from 'react';
import { useLayout } from '../../project/layoutAtoms';
import { useShell } from '../../project/shellContext';
import { Loader } from '../../ui/Loader';
import { DesktopEventView } from './DesktopEventView';
import { PwaEventView } from '../pwa-tabs/PwaEventView';

// Only a protected page downloads the password dialog (and radix Dialog with it).
const PasswordGate = lazy(() => import('../password/PasswordGate').then((m) => ({ default: m.PasswordGate })));

export default function EventPage() {
  const { project } = useShell();
  const view = useLayout() === 'pwa' ? <PwaEventView /> : <DesktopEventView />;
  if (!project.security?.passwordLivePageActive) return view;
  return <Suspense fallback={<Loader />}><PasswordGate>{view}</PasswordGate></Suspense>;
}
