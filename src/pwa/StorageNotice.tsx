/**
 * A clear message when the device's storage is full (a store caught a QuotaExceededError): the
 * app goes on working online, but cannot keep more for offline use until space is freed.
 */
import { Trans } from '@lingui/react/macro';
import { useStorageFull } from '../state/storageHealth';
import './pwa.css';

export function StorageNotice() {
  const full = useStorageFull();
  return (
    <div role="alert" className="pwa-storage">
      {full && (
        <p className="pwa-offline__bar">
          <Trans>This device's storage is full, so this app cannot keep more for offline use. Free up some space; what you do online still works.</Trans>
        </p>
      )}
    </div>
  );
}
