/** "Install app", only while the browser offers an install prompt (PWA layout). */
import { Trans } from '@lingui/react/macro';
import { promptInstall, useInstallPrompt } from './pwaAtoms';
import './pwa.css';

export function InstallButton({ className = '' }: { className?: string }) {
  const installPrompt = useInstallPrompt();
  if (!installPrompt) return null;
  return (
    <button type="button" className={`pwa-button pwa-install ${className}`.trim()} onClick={() => void promptInstall()}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
      </svg>
      <Trans>Install app</Trans>
    </button>
  );
}
