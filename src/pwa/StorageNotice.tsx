/**
 * A clear message when the device's storage is full (a store caught a QuotaExceededError): the
 * app goes on working online, but cannot keep more for offline use until space is freed.
 */
import { Trans } from '@lingui/react/macro';
import { useStorageFull } from '../state/storageHealth';
import './pwa.css';

export function StorageNotice() {
  const full = useStorageFull();
  // An alert is announced as it appears; none is mounted (empty) while all is well.
  if (!full) return null;
  return (
    <p role="alert" className="pwa-offline__bar pwa-storage">
      <Trans>
        This device's storage is full, so this app cannot keep more for offline use. Free up some space; what you do
        online still works.
      </Trans>
    </p>
  );
}
