/**
 * What the live page's password guards (security.passwordLivePageActive): the personal event page
 * and the room's questions screen. Only a protected page downloads the password dialog (and
 * radix Dialog with it); an unprotected one renders at once.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { useShell } from '../../project/shellContext';
import { Loader } from '../../ui/Loader';

const PasswordGate = lazy(() => import('./PasswordGate').then((m) => ({ default: m.PasswordGate })));

export function LivePagePassword({ children }: { children: ReactNode }) {
  const { project } = useShell();
  if (!project.security?.passwordLivePageActive) return <>{children}</>;
  return (
    <Suspense fallback={<Loader />}>
      <PasswordGate>{children}</PasswordGate>
    </Suspense>
  );
}
