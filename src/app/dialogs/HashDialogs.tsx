/** #support and #privacy-policy open dialogs on any page; closing one drops the hash. */
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { replaceHash, useLocationHash } from '../../hooks/useLocationHash';
import { Dialog } from '../../ui/Dialog';
import { useHashTabsActive } from '../layout/layoutAtoms';

const SupportContent = lazy(() => import('../../features/support/SupportContent').then((m) => ({ default: m.SupportContent })));
const PrivacyContent = lazy(() => import('../../features/support/PrivacyContent').then((m) => ({ default: m.PrivacyContent })));

export function HashDialogs() {
  const hash = useLocationHash();
  const tabsActive = useHashTabsActive();
  if (tabsActive) return null;
  const close = (open: boolean) => { if (!open) replaceHash(''); };
  return (
    <>
      <Dialog open={hash === '#support'} onOpenChange={close} title={<Trans>Support</Trans>} maxWidth={700}>
        <Suspense fallback={null}><SupportContent /></Suspense>
      </Dialog>
      <Dialog open={hash === '#privacy-policy'} onOpenChange={close} title={<Trans>Privacy policy</Trans>} maxWidth={700}>
        <Suspense fallback={null}><PrivacyContent /></Suspense>
      </Dialog>
    </>
  );
}
