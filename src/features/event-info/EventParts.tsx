/** Small pieces every event screen uses: meta line, status and countdown. */
import { Plural, Trans } from '@lingui/react/macro';
import type { Project, ProjectEvent } from '../../contract';
import { countdownParts, STARTING_THRESHOLD } from '../../domain/countdown';
import { sessionOnShow } from '../../domain/agenda';
import { sessionStatus } from '../../domain/time';
import { useNow } from '../../hooks/useNow';
import { Icon } from '../../ui/icons';
import { LiveChip } from '../../ui/LiveChip';

export function EventMeta({ project, event }: { project: Project; event: ProjectEvent }) {
  const address = project.location?.formattedAddress;
  return (
    <ul className="event-meta">
      {event.startDateTimeFormattedFull && (
        <li>
          <Icon name="clock" size={18} /> <span>{event.startDateTimeFormattedFull}</span>
        </li>
      )}
      {address && (
        <li>
          <Icon name="location" size={18} /> <span>{address}</span>
        </li>
      )}
    </ul>
  );
}

/**
 * The status of the project's event, or, in a multi-session project whose own event has ended,
 * of the session that is live or next (named, so the visitor knows which).
 */
export function EventStatus({ event, project }: { event: ProjectEvent; project?: Project }) {
  // Every second only while counting down; a live or ended event does not re-render per tick.
  const shown = useNow(1000, (seconds) =>
    project?.projectType === 'multiSession' ? sessionOnShow(project.events, event, seconds) : event,
  );
  const now = useNow(1000, (seconds) => {
    const status = sessionStatus(shown, seconds);
    return status === 'upcoming' ? seconds : status;
  });
  // By id: a refreshed project brings new objects a render before the clock's pick follows.
  const name = shown._id === event._id ? null : shown.breakoutGroupName || shown.name;
  if (now === 'live') {
    return (
      <p className="status-line" data-testid="event-status">
        <LiveChip /> {name ? <Trans>Live now: {name}</Trans> : <Trans>The event has begun.</Trans>}
      </p>
    );
  }
  if (now === 'ended')
    return (
      <p className="status-line" data-testid="event-status">
        <Trans>The event has ended.</Trans>
      </p>
    );
  return (
    <>
      {name && (
        <p className="status-line" data-testid="event-status">
          <Trans>Next: {name}</Trans>
        </p>
      )}
      <Countdown secondsLeft={shown.startTime - now} />
    </>
  );
}

export function Countdown({ secondsLeft }: { secondsLeft: number }) {
  if (secondsLeft < STARTING_THRESHOLD) {
    return (
      <p className="status-line" role="status">
        <Trans>The event is about to start.</Trans>
      </p>
    );
  }
  const { days, hours, minutes, seconds } = countdownParts(secondsLeft);
  return (
    <div className="countdown" role="timer" aria-live="off">
      <CountdownPart value={days} label={<Plural value={days} one="day" other="days" />} />
      <CountdownPart value={hours} label={<Plural value={hours} one="hour" other="hours" />} />
      <CountdownPart value={minutes} label={<Plural value={minutes} one="minute" other="minutes" />} />
      <CountdownPart value={seconds} label={<Plural value={seconds} one="second" other="seconds" />} />
    </div>
  );
}

function CountdownPart({ value, label }: { value: number; label: React.ReactNode }) {
  return (
    <span className="countdown-part">
      <strong>{String(value).padStart(2, '0')}</strong>
      <small>{label}</small>
    </span>
  );
}
