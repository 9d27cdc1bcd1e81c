/**
 * "Install the app" for an on-site attendee on their personal page (issue 28), in a chunk of its
 * own: the browser's install dialog where it offers one, the Share / Add to Home Screen steps on
 * iOS Safari, nothing in the installed app. "Not now" keeps it away for this event.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { dismissInstall, installDismissed, isIosSafari, isStandalone } from './installOffer';
import { promptInstall, useInstallPrompt } from './pwaAtoms';
import './installOffer.css';

export default function InstallOffer({ eventId }: { eventId: string }) {
  const { t } = useLingui();
  const prompt = useInstallPrompt();
  const [dismissed, setDismissed] = useState(() => installDismissed(eventId));
  const [ios] = useState(() => isIosSafari());
  if (dismissed || isStandalone() || (!prompt && !ios)) return null;
  const close = () => {
    dismissInstall(eventId);
    setDismissed(true);
  };
  return (
    <section className="install-offer" aria-label={t`Install the app`} data-testid="install-offer">
      <svg
        aria-hidden="true"
        className="install-offer__icon"
        viewBox="0 0 24 24"
        width="28"
        height="28"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <rect x="6" y="2" width="12" height="20" rx="2" />
        <path d="M12 7v7M9 11l3 3 3-3M10 18h4" />
      </svg>
      <div className="install-offer__text">
        <h2>
          <Trans>Install the app</Trans>
        </h2>
        {prompt ? (
          <p>
            <Trans>Open this event from your home screen, also without an internet connection.</Trans>
          </p>
        ) : (
          <p>
            <Trans>
              Tap Share, then Add to Home Screen: this event then opens from your home screen, also without an internet
              connection.
            </Trans>
          </p>
        )}
        <p className="install-offer__actions">
          {prompt && (
            <button type="button" className="pwa-button" onClick={() => void promptInstall()}>
              <Trans>Install</Trans>
            </button>
          )}
          <button type="button" className="button button-link" onClick={close}>
            <Trans>Not now</Trans>
          </button>
        </p>
      </div>
    </section>
  );
}
