/** #support and #privacy-policy open dialogs on any page; closing one drops the hash. */
import { lazy, Suspense } from 'react';
import { useLocationHash } from '../../hooks/useLocationHash';
import { withMessages } from '../../i18n/activate';
import { useHashTabsActive } from '../layoutAtoms';

// The dialogs (and radix Dialog) load only when a visitor asks for one.
const SupportDialogs = lazy(withMessages('support', () => import('./SupportDialogs')));
const HASHES = new Set(['#support', '#privacy-policy']);

export function HashDialogs() {
  const hash = useLocationHash();
  const tabsActive = useHashTabsActive();
  if (tabsActive || !HASHES.has(hash)) return null;
  return (
    <Suspense fallback={null}>
      <SupportDialogs hash={hash} />
    </Suspense>
  );
}
