/**
 * What the server refused of the things the visitor did offline (the last seat went, the poll
 * closed meanwhile), told in the visitor's language until they dismiss it, by the kind of refusal
 * the server named. Registrations are told by their own page.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { RefusedOutcome } from '../domain/outbox';
import { outboxStore } from '../state/outboxCode';
import { outboxInUse, useOutboxVersion } from '../state/outboxSignals';

/** The outbox's code loads only when it holds anything (issue 47): an empty one refused nothing. */
const readRefused = async () => ((await outboxInUse()) ? (await outboxStore()).refusedOutcomes() : []);

export function OutboxRefusals() {
  const version = useOutboxVersion();
  const [refused, setRefused] = useState<RefusedOutcome[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the trigger: outcomes settle elsewhere.
  useEffect(() => {
    let cancelled = false;
    readRefused().then(
      (found) => {
        if (!cancelled) setRefused(found);
      },
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [version]);

  const dismiss = (id: string) => {
    setRefused((list) => list.filter((o) => o.id !== id));
    void outboxStore()
      .then((outbox) => outbox.clearOutcome(id))
      .catch(() => {});
  };

  // An alert is announced as it appears; none is mounted (empty) while nothing was refused.
  if (!refused.length) return null;
  return (
    <div role="alert" className="offline-status__refusals">
      {refused.map((outcome) => (
        <p key={outcome.id} className="notice notice-error offline-status__refusal">
          <span>
            <RefusalText outcome={outcome} />
          </span>
          <button type="button" className="button button-link" onClick={() => dismiss(outcome.id)}>
            <Trans>Dismiss</Trans>
          </button>
        </p>
      ))}
    </div>
  );
}

function RefusalText({ outcome }: { outcome: RefusedOutcome }) {
  switch (outcome.refusal.kind) {
    case 'full':
      if (outcome.kind !== 'attendance') break;
      return (
        <Trans>
          Your change to attend on site could not be made: the last seat was taken meanwhile. You still attend online.
        </Trans>
      );
    case 'closed':
      if (outcome.kind === 'question')
        return <Trans>Your question was not sent: questions closed before it could be sent.</Trans>;
      return <Trans>Your vote was not counted: the poll closed before it could be sent.</Trans>;
    case 'not-found':
      return (
        <Trans>Something you did offline could not be sent: your registration or the event no longer exists.</Trans>
      );
  }
  if (outcome.kind === 'attendance') return <Trans>Your attendance change could not be made. Please try again.</Trans>;
  if (outcome.kind === 'evaluation') return <Trans>Your evaluation could not be sent. Please fill it in again.</Trans>;
  return <Trans>Something you did offline could not be sent. Please try again.</Trans>;
}
