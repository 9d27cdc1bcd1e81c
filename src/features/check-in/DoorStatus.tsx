/**
 * The door's counts and sync state (issue 49): how many on-site registrations are checked in, what
 * waits to be sent, how fresh the list is, and the tickets checked in here and at another door.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { type DoorConflict, doorConflicts } from '../../domain/checkIn';
import type { KeptDoor } from './doorStore';

function Conflict({ conflict }: { conflict: DoorConflict }) {
  const { i18n } = useLingui();
  const name = conflict.name;
  const here = i18n.date(conflict.here, { timeStyle: 'medium' });
  const door = conflict.other.door;
  const there = i18n.date(conflict.other.at, { timeStyle: 'medium' });
  return (
    <li>
      <Trans>
        {name}: here at {here}, {door} at {there}. The earlier one counts.
      </Trans>
    </li>
  );
}

/** A room's door (a breakout session): its people against its seats. */
function RoomSeats({ name, taken, capacity }: { name: string; taken: number; capacity: number }) {
  return (
    <p data-testid="door-room">
      <Trans>
        {name}: {taken} of {capacity} seats taken
      </Trans>
    </p>
  );
}

interface Props {
  door: KeptDoor;
  waiting: number;
  /** The list was read in this visit (else: the device's copy, offline). */
  fresh: boolean;
  /** The doors' stream is open: other doors' check-ins arrive as they happen. */
  live: boolean;
}

export function DoorStatus({ door, waiting, fresh, live }: Props) {
  const { i18n } = useLingui();
  const { list, local, mine, twice } = door;
  const onSite = list.entries.filter((e) => e.onSite && !e.unregistered);
  const checkedIn = onSite.filter((e) => e.checkedIn || local[e.check]).length;
  const total = onSite.length;
  const conflicts = useMemo(
    () => doorConflicts(list.entries, list.door.name, mine, local, twice),
    [list, mine, local, twice],
  );
  const readAt = i18n.date(list.readAt, { timeStyle: 'short' });
  return (
    <section className="card door-status" aria-labelledby="door-status-title">
      <h2 id="door-status-title">
        <Trans>At this event</Trans>
      </h2>
      <p data-testid="door-count">
        <Trans>
          {checkedIn} of {total} on site checked in
        </Trans>
      </p>
      {list.room?.capacity && <RoomSeats name={list.room.name} taken={checkedIn} capacity={list.room.capacity} />}
      <p role="status" data-testid="door-waiting">
        {waiting > 0 ? (
          <Plural value={waiting} one="# check-in waits to be sent" other="# check-ins wait to be sent" />
        ) : (
          <Trans>Every check-in of this door is sent.</Trans>
        )}
      </p>
      <p className="muted" data-testid="door-freshness">
        {fresh ? <Trans>List read at {readAt}.</Trans> : <Trans>Offline: the list of {readAt}.</Trans>}{' '}
        {live && <Trans>Check-ins at the other doors arrive as they happen.</Trans>}
      </p>
      {conflicts.length > 0 && (
        <div data-testid="door-conflicts">
          <h3>
            <Trans>Checked in at two doors</Trans>
          </h3>
          <ul>
            {conflicts.map((c) => (
              <Conflict key={c.check} conflict={c} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
