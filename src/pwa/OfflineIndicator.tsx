/**
 * A bar at the top of the page while the browser is offline (in the flow, so it pushes the page
 * down instead of covering the header); what was seen stays available from the cache.
 */
import { Trans } from '@lingui/react/macro';
import { useOnline } from './pwaAtoms';
import './pwa.css';

export function OfflineIndicator() {
  const online = useOnline();
  return (
    <div className="pwa-offline" role="status" aria-live="polite">
      {!online && (
        <p className="pwa-offline__bar">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M12 19h.01M3 3l18 18" />
          </svg>
          <span>
            <Trans>You are offline. What you saw stays available; we will reconnect automatically.</Trans>
          </span>
        </p>
      )}
    </div>
  );
}
