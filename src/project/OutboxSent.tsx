/**
 * "Your saved question was sent." in the header (issue 45): a question kept offline and sent
 * later was sent without a word when its tab was not on screen. The Questions tab says it itself
 * while it shows; otherwise it tells this (state/sentNotice). Outcomes no open page watched (sent
 * by the service worker with the page closed, or after a reload) are read here and told once
 * (cleared as they are told). Polite, for the feedback time (spec 2: 5 s).
 */
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { FEEDBACK_MS } from '../domain/poll';
import { outboxStore } from '../state/outboxCode';
import { isToldHere, outboxInUse, useOutboxVersion } from '../state/outboxSignals';
import { clearSentNotice, tellSentQuestions, useSentNotice } from '../state/sentNotice';

/** Sent questions nobody told yet, with the outbox's code loaded only when it holds anything (issue 47). */
async function untoldQuestions() {
  if (!(await outboxInUse())) return [];
  const outbox = await outboxStore();
  const untold = (await outbox.sentOutcomes(['question'])).filter((outcome) => !isToldHere(outcome.id));
  for (const outcome of untold) void outbox.clearOutcome(outcome.id).catch(() => {});
  return untold;
}

export function OutboxSent() {
  const version = useOutboxVersion();
  const notice = useSentNotice();
  const count = notice?.questions ?? 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies(version): each outbox change may have sent a question
  useEffect(() => {
    let cancelled = false;
    untoldQuestions().then(
      (untold) => {
        if (!cancelled && untold.length) tellSentQuestions(untold.length);
      },
      () => {},
    ); // storage blocked: nothing was kept, so nothing was sent later
    return () => {
      cancelled = true;
    };
  }, [version]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(clearSentNotice, FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  // Always in the page (a live region that appears with its text may not be read out).
  return (
    <p className="offline-status__sent" role="status">
      {notice && (
        <span className="offline-status__chip offline-status__chip-sent">
          {count === 1 ? (
            <Trans>Your saved question was sent.</Trans>
          ) : (
            <Trans>Your {count} saved questions were sent.</Trans>
          )}
        </span>
      )}
    </p>
  );
}
