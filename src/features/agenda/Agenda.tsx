/**
 * The agenda of a multi-session project (spec 2 sections 2 and 4): every session with its status
 * label, breakout rounds as groups. Shown in the live tab, on the waiting page and in the
 * registration page's left column; `onlyUpcoming` lists only sessions still to come that the
 * visitor is not registered for.
 */
import { config } from '../../config';
import type { ProjectEvent } from '../../contract';
import { agendaButtonsHidden, groupForHash, upcomingSessions } from '../../domain/agenda';
import { breakoutRounds, type BreakoutRound } from '../../domain/breakouts';
import { useLocationHash } from '../../hooks/useLocationHash';
import { useNow } from '../../hooks/useNow';
import { useShell } from '../../project/shellContext';
import { BreakoutGroup } from './BreakoutGroup';
import { SessionRow } from './SessionRow';
import { useAgendaActions } from './useAgendaActions';
import './agenda.css';

type Item = { kind: 'session'; event: ProjectEvent } | { kind: 'round'; round: BreakoutRound<ProjectEvent> };

/** Sessions in project order, each breakout round at the place of its first session. */
function agendaItems(events: readonly ProjectEvent[]): Item[] {
  const rounds = new Map(breakoutRounds(events).map((round) => [round.group, round]));
  const items: Item[] = [];
  for (const event of events) {
    const round = event.breakout_group ? rounds.get(event.breakout_group) : undefined;
    if (!round) items.push({ kind: 'session', event });
    else if (round.events[0] === event) items.push({ kind: 'round', round });
  }
  return items;
}

export default function Agenda({ onlyUpcoming = false }: { onlyUpcoming?: boolean }) {
  const { project, eventId } = useShell();
  const { counts, selected, busy, notice, watch, register, canRegister } = useAgendaActions();
  const now = useNow(1000);
  const hash = useLocationHash();
  const buttonsHidden = agendaButtonsHidden(project._id, config.agendaButtonsHiddenFor);
  const events = onlyUpcoming ? upcomingSessions(project.events, selected, now) : project.events;
  const items = agendaItems(events);
  const openedGroup = groupForHash(
    hash,
    items.flatMap((item) => (item.kind === 'round' ? [item.round] : [])),
  );

  const renderSession = (event: ProjectEvent) => (
    <SessionRow
      key={event._id}
      event={event}
      now={now}
      currentEventId={eventId}
      registered={selected.includes(event._id)}
      counts={counts}
      buttonsHidden={buttonsHidden}
      canRegister={canRegister}
      busy={busy === event._id}
      notice={notice?.eventId === event._id ? notice.kind : undefined}
      onWatch={watch}
      onRegister={(e) => void register(e)}
    />
  );

  return (
    <ul className="agenda-list agenda">
      {items.map((item) =>
        item.kind === 'session' ? (
          renderSession(item.event)
        ) : (
          <BreakoutGroup
            key={item.round.group}
            round={item.round}
            selected={selected}
            preventSwitching={Boolean(project.preventSwitchingRooms)}
            opened={openedGroup === item.round.group}
            renderSession={renderSession}
          />
        ),
      )}
    </ul>
  );
}
