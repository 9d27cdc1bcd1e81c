/** One session of the agenda: time, name, and its status label (a button when clicking does something). */
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { ProjectEvent } from '../../contract';
import { agendaLabel, labelAction } from '../../domain/agenda';
import type { EventCounts } from '../../domain/breakouts';
import { paths } from '../../domain/paths';
import { LabelText } from './labels';
import type { AgendaNotice } from './useAgendaActions';

interface Props {
  event: ProjectEvent;
  now: number;
  currentEventId: string;
  registered: boolean;
  counts: EventCounts | undefined;
  /** The project is on the configured list whose agenda shows no buttons. */
  buttonsHidden: boolean;
  /** Registering here needs a registration: without one, Register and Join open the registration page. */
  canRegister: boolean;
  busy: boolean;
  notice: AgendaNotice['kind'] | undefined;
  onWatch: (event: ProjectEvent) => void;
  onRegister: (event: ProjectEvent) => void;
}

export function SessionRow({
  event,
  now,
  currentEventId,
  registered,
  counts,
  buttonsHidden,
  canRegister,
  busy,
  notice,
  onWatch,
  onRegister,
}: Props) {
  const label = agendaLabel(event, now, currentEventId, registered);
  const action = labelAction(label, event, registered, counts);
  const nameId = `agenda-session-${event._id}`;
  const chipClass = `chip agenda-label agenda-label-${label.kind}${label.kind === 'now' ? ' chip-live' : ''}`;
  let control = null;
  if (action === 'full') {
    control = (
      <span className="agenda-full">
        <Trans>This session is currently full</Trans>
      </span>
    );
  } else if (action === 'watch' || (action === 'register' && canRegister)) {
    control = buttonsHidden ? null : (
      <button
        type="button"
        className={`${chipClass} agenda-button`}
        aria-describedby={nameId}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={() => (action === 'watch' ? onWatch(event) : onRegister(event))}
      >
        <LabelText label={label} />
      </button>
    );
  } else if (action === 'register') {
    // A visitor without a registration registers on the form, with this session chosen.
    control = buttonsHidden ? null : (
      <Link href={paths.registration(event._id)} className={`${chipClass} agenda-button`} aria-describedby={nameId}>
        <LabelText label={label} />
      </Link>
    );
  } else {
    control = (
      <span className={chipClass}>
        <LabelText label={label} />
      </span>
    );
  }
  return (
    <li className="agenda-session" data-event-id={event._id} aria-current={label.kind === 'now' ? 'true' : undefined}>
      <span className="agenda-time">{event.agendaStartAndEndTime ?? event.startTimeFormattedTime}</span>
      <span className="agenda-name" id={nameId}>
        {event.name}
      </span>
      <span className="agenda-control">{control}</span>
      {notice && (
        <span
          className={notice === 'registered' ? 'agenda-notice' : 'agenda-notice agenda-notice-error'}
          role={notice === 'registered' ? 'status' : 'alert'}
        >
          {notice === 'registered' && <Trans>You are registered for this session.</Trans>}
          {notice === 'full' && <Trans>This session is currently full</Trans>}
          {notice === 'failed' && <Trans>Your choice could not be saved. Check your connection and try again.</Trans>}
        </span>
      )}
    </li>
  );
}
