/** "A new version is available" with a Reload button, shown while an updated worker waits. */
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useUpdateAvailable } from './pwaAtoms';
import './pwa.css';

// The update's module (workbox-window) is loaded when an update waits, always before it can be
// announced: importing it here on click keeps it out of the entry chunk.
const applyUpdate = () => import('./serviceWorkerUpdate').then((sw) => sw.applyUpdate());

export function UpdatePrompt() {
  const updateAvailable = useUpdateAvailable();
  // Pressed: the outbox is sent first (up to a few seconds), then the new version takes over and
  // the page reloads. The button shows that it works meanwhile and takes no second press.
  const [updating, setUpdating] = useState(false);
  const reload = () => {
    if (updating) return;
    setUpdating(true);
    applyUpdate().catch((error: unknown) => {
      console.error('Service worker:', error);
      setUpdating(false);
    });
  };
  // The live region stays mounted so screen readers announce the message when it appears.
  return (
    <div className="pwa-dock" role="status" aria-live="polite">
      {updateAvailable && (
        <div className="pwa-banner">
          <span>
            <Trans>A new version is available.</Trans>
          </span>
          {/* aria-disabled, not disabled: the focus stays on the button while it works. */}
          <button type="button" className="pwa-button" onClick={reload} aria-disabled={updating} aria-busy={updating}>
            <Trans>Reload</Trans>
          </button>
        </div>
      )}
    </div>
  );
}
