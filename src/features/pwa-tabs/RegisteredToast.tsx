/**
 * Right after an on-site registration the personal page confirms the seat with a toast, once
 * (issue 29): the registration form leaves a one-time flag (SESSION.registeredOnSite). The toast's
 * code loads only then.
 */
import { Trans } from '@lingui/react/macro';
import { Suspense, useEffect } from 'react';
import { sessionStore } from '../../state/browserStorage';
import { SESSION } from '../../state/storageKeys';
import { LazyToast, useToast } from '../../ui/useToast';

export function RegisteredToast() {
  const toast = useToast();
  const { show } = toast;
  useEffect(() => {
    if (sessionStore.get(SESSION.registeredOnSite) !== '1') return;
    sessionStore.remove(SESSION.registeredOnSite);
    // A one-line confirmation without a title or action: the spec's plain toast, 2000 ms (CONST-01).
    show(<Trans>You are registered to attend on site. Your seat is reserved.</Trans>, 'plain');
  }, [show]);
  if (!toast.message) return null;
  return (
    <Suspense fallback={null}>
      <LazyToast message={toast.message} onClose={toast.clear} />
    </Suspense>
  );
}
