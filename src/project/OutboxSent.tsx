/**
 * "Your saved question was sent." in the header (issue 45): a question kept offline and sent
 * while its tab was not open (another tab, a reload, or the service worker with the page closed)
 * was sent without a word. The Questions tab tells its own (useCommand `isToldHere`); this tells
 * the rest, politely, for the feedback time, and once (the outcome is cleared as it is told).
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { FEEDBACK_MS } from '../domain/poll';
import { clearOutcome, sentOutcomes } from '../state/outbox';
import { useOutboxVersion } from '../state/outboxSync';
import { isToldHere } from '../state/useCommand';

export function OutboxSent() {
  const version = useOutboxVersion();
  const [sent, setSent] = useState(0);

  useEffect(() => {
    let cancelled = false;
    sentOutcomes(['question']).then((found) => {
      const untold = found.filter((outcome) => !isToldHere(outcome.id));
      if (cancelled || !untold.length) return;
      for (const outcome of untold) void clearOutcome(outcome.id).catch(() => {});
      setSent(untold.length);
    }, () => {}); // storage blocked: nothing was kept, so nothing was sent later
    return () => { cancelled = true; };
  }, [version]);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(0), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  // Always in the page (a live region that appears with its text may not be read out).
  return (
    <p className="offline-status__sent" role="status">
      {sent > 0 && (
        <span className="offline-status__chip offline-status__chip-sent">
          {sent === 1 ? <Trans>Your saved question was sent.</Trans> : <Trans>Your {sent} saved questions were sent.</Trans>}
        </span>
      )}
    </p>
  );
}
