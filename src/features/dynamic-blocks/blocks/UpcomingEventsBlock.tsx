/** Upcoming events: the sessions not yet ended, with date and time (the part before the first space). */
import { Trans } from '@lingui/react/macro';
import { upcomingTime } from '../../../domain/blocks';
import { sessionStatus } from '../../../domain/time';
import { useNow } from '../../../hooks/useNow';
import { useShell } from '../../../project/shellContext';
import { text, type BlockProps } from '../blockProps';

export default function UpcomingEventsBlock({ options }: BlockProps) {
  const { project } = useShell();
  const now = useNow(60_000);
  const title = text(options.title);
  const events = project.events
    .filter((event) => sessionStatus(event, now) !== 'ended')
    .sort((a, b) => a.startTime - b.startTime);
  return (
    <div className="block-inner">
      <h2>{title ?? <Trans>Upcoming events</Trans>}</h2>
      {events.length === 0 ? (
        <p className="muted">
          <Trans>There are no upcoming events.</Trans>
        </p>
      ) : (
        <ul className="upcoming-list">
          {events.map((event) => (
            <li key={event._id} className="upcoming-item">
              <span className="upcoming-date">{event.startTimeFormattedDate}</span>
              <time className="upcoming-time" dateTime={new Date(event.startTime * 1000).toISOString()}>
                {upcomingTime(event.agendaStartAndEndTime ?? event.startTimeFormattedTime)}
              </time>
              <strong className="upcoming-name">{event.name}</strong>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
