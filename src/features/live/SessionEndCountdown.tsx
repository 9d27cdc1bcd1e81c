/** Multi-session events: in the last 60 s of the session, a countdown with its progress bar (spec 2 section 4). */
import { Plural, Trans } from '@lingui/react/macro';
import type { ProjectEvent } from '../../contract';
import { sessionEndCountdown } from '../../domain/live';
import { useNow } from '../../hooks/useNow';

export function SessionEndCountdown({ event }: { event: ProjectEvent }) {
  const secondsLeft = useNow(1000, (seconds) => sessionEndCountdown(event, seconds)?.secondsLeft ?? null);
  if (secondsLeft === null) return null;
  const progress =
    sessionEndCountdown(event, event.startTime + event.durationInMinutes * 60 - secondsLeft)?.progress ?? 0;
  const breakout = Boolean(event.breakout_group);
  return (
    <div className="live-end-countdown" role="status" data-testid="session-end-countdown">
      <p>
        {breakout ? (
          <Trans>
            This breakout session ends in <Plural value={secondsLeft} one="# second" other="# seconds" />.
          </Trans>
        ) : (
          <Trans>
            This session ends in <Plural value={secondsLeft} one="# second" other="# seconds" />.
          </Trans>
        )}
      </p>
      <progress max={100} value={progress} />
    </div>
  );
}
