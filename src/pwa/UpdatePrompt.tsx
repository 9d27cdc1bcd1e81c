/** "A new version is available" with a Reload button, shown while an updated worker waits. */
import { Trans } from '@lingui/react/macro';
import { useUpdateAvailable } from './pwaAtoms';
import './pwa.css';

// The update's module (workbox-window) is loaded when an update waits, always before it can be
// announced: importing it here on click keeps it out of the entry chunk.
const reload = () => void import('./serviceWorkerUpdate').then((sw) => sw.applyUpdate());

export function UpdatePrompt() {
  const updateAvailable = useUpdateAvailable();
  // The live region stays mounted so screen readers announce the message when it appears.
  return (
    <div className="pwa-dock" role="status" aria-live="polite">
      {updateAvailable && (
        <div className="pwa-banner">
          <span>
            <Trans>A new version is available.</Trans>
          </span>
          <button type="button" className="pwa-button" onClick={reload}>
            <Trans>Reload</Trans>
          </button>
        </div>
      )}
    </div>
  );
}
