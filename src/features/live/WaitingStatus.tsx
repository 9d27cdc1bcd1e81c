/**
 * The waiting page's status (spec 2 section 2): the countdown in days, hours, minutes and
 * seconds; under 60 s 'about to start' (with a spinner on the personal route, where the page
 * moves to the live state by itself); after the start and after the end, their status texts.
 */
import { Trans } from '@lingui/react/macro';
import type { ProjectEvent } from '../../contract';
import { waitingStatus } from '../../domain/live';
import { useNow } from '../../hooks/useNow';
import { Countdown } from '../event-info/EventParts';

/** The last hour before the start, when the waiting page may say "soon". */
export const STARTS_SOON_SECONDS = 3600;

export function WaitingStatus({ event, personal }: { event: ProjectEvent; personal: boolean }) {
  const status = useNow(1000, (seconds) => {
    const next = waitingStatus(event, seconds);
    return next.kind === 'countdown' ? next.secondsLeft : next.kind;
  });
  if (status === 'starting') {
    return (
      <p className="status-line" role="status" data-testid="waiting-starting">
        {personal && <span className="spinner spinner-small" aria-hidden="true" />}
        <Trans>The event is about to start.</Trans>
      </p>
    );
  }
  if (status === 'started')
    return (
      <p className="status-line">
        <Trans>The event has begun.</Trans>
      </p>
    );
  if (status === 'ended')
    return (
      <p className="status-line">
        <Trans>The event has ended.</Trans>
      </p>
    );
  // "Soon" only in the last hour; before that the page's date line says when (issue 30).
  return (
    <div data-testid="waiting-countdown">
      {status <= STARTS_SOON_SECONDS && (
        <p className="status-line" data-testid="starts-soon">
          <Trans>The event starts soon.</Trans>
        </p>
      )}
      <Countdown secondsLeft={status} />
    </div>
  );
}
