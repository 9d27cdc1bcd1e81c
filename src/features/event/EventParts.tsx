/** Small pieces every event screen uses: meta line, status, countdown, program and speakers. */
import { Plural, Trans } from '@lingui/react/macro';
import type { Project, ProjectEvent } from '../../api/schemas';
import { countdownParts, STARTING_THRESHOLD } from '../../domain/countdown';
import { sessionStatus } from '../../domain/time';
import { useNow } from '../../hooks/useNow';
import { Icon } from '../../ui/icons';

export function EventMeta({ project, event }: { project: Project; event: ProjectEvent }) {
  const address = project.location?.formattedAddress;
  return (
    <ul className="event-meta">
      {event.startDateTimeFormattedFull && (
        <li><Icon name="clock" size={18} /> <span>{event.startDateTimeFormattedFull}</span></li>
      )}
      {address && <li><Icon name="location" size={18} /> <span>{address}</span></li>}
    </ul>
  );
}

export function EventStatus({ event }: { event: ProjectEvent }) {
  const now = useNow();
  const status = sessionStatus(event, now);
  if (status === 'live') return <p className="status-line"><span className="chip chip-live">LIVE</span> <Trans>The event has begun.</Trans></p>;
  if (status === 'ended') return <p className="status-line"><Trans>The event has ended.</Trans></p>;
  return <Countdown secondsLeft={event.startTime - now} />;
}

export function Countdown({ secondsLeft }: { secondsLeft: number }) {
  if (secondsLeft < STARTING_THRESHOLD) {
    return <p className="status-line" role="status"><Trans>The event is about to start.</Trans></p>;
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
  return <span className="countdown-part"><strong>{String(value).padStart(2, '0')}</strong><small>{label}</small></span>;
}

export function ProgramList({ project }: { project: Project }) {
  if (project.projectType === 'multiSession') {
    return (
      <ol className="program-list">
        {project.events.map((event) => (
          <li key={event._id}><strong>{event.agendaStartAndEndTime ?? event.startTimeFormattedTime}</strong> {event.name}</li>
        ))}
      </ol>
    );
  }
  if (!project.topics?.length) return null;
  return (
    <ol className="program-list">
      {project.topics.map((topic, index) => (
        <li key={index}><strong>{topic.title}</strong>{topic.description && <p>{topic.description}</p>}</li>
      ))}
    </ol>
  );
}

export function SpeakerList({ project }: { project: Project }) {
  if (!project.speakers?.length) return null;
  return (
    <ul className="speaker-list">
      {project.speakers.map((speaker) => (
        <li key={speaker.id} className="speaker">
          {speaker.avatar?.url && <img src={speaker.avatar.url} alt="" width={64} height={64} loading="lazy" />}
          <div>
            <strong>{speaker.name}</strong>
            {speaker.title && <span className="muted">{speaker.title}</span>}
          </div>
        </li>
      ))}
    </ul>
  );
}
