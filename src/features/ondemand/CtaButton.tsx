/**
 * The custom call-to-action (spec 2 section 4): loading, record the click, then after 300 ms
 * open the link in a new window.
 */
import { useState } from 'react';
import { recordLinkClick } from '../../project/analytics';
import { useShell } from '../../project/shellContext';

export const CTA_DELAY_MS = 300;

export function CtaButton() {
  const shell = useShell();
  const cta = shell.project.customCtaButton;
  const [busy, setBusy] = useState(false);
  if (!cta?.enabled || !cta.href) return null;
  const open = async () => {
    setBusy(true);
    try {
      await Promise.all([
        recordLinkClick(shell, 'custom-cta', { url: cta.href, label: cta.title }),
        new Promise((resolve) => setTimeout(resolve, CTA_DELAY_MS)),
      ]);
      window.open(cta.href, '_blank', 'noopener');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="button button-primary"
      onClick={open}
      disabled={busy}
      aria-busy={busy}
      data-testid="ondemand-cta"
    >
      {busy && <span className="spinner spinner-small" aria-hidden="true" />}
      {cta.title}
    </button>
  );
}
