/**
 * The door's check-in list (issue 49): what a door device keeps to answer every scan itself,
 * online or not. Per registration of the project: the check value of its code (a digest: a lost
 * device cannot make tickets from it), the name, its sessions' titles, on site or not,
 * unregistered or not, and its check-in so far. No registration id, no e-mail, no personal link.
 */
import { asc, eq } from 'drizzle-orm';
import type { CheckedIn, DoorEntry, DoorList } from '../../src/contract/checkIn.ts';
import { checkValueOf } from '../../src/domain/checkIn.ts';
import { isOnSite } from '../../src/domain/attendance.ts';
import type { Config } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import type { StoredProject } from '../db/projects.ts';
import { registrations } from '../db/schema.ts';
import { checkInCode, ticketOfRegistration } from './code.ts';
import { checkInsOf } from './checkIns.ts';
import { feedCursor } from './doorFeed.ts';
import type { Door } from './doors.ts';

const titleOf = (project: StoredProject, eventId: string) =>
  String(project.events.find((e) => e.id === eventId)?.doc.name ?? eventId);

/** A session's seats: its registration limit, when it has one. */
const roomCapacity = (event: StoredProject['events'][number]) => {
  const limit = Number(event.doc.registrationsCountLimit);
  return Number.isFinite(limit) && limit > 0 ? Math.ceil(limit) : null;
};

/** When the last session ends (ms): the device keeps the list until then. */
export function lastEndOf(project: StoredProject): number {
  const ends = project.events.map((e) => {
    const start = Number(e.doc.startTime ?? 0);
    const minutes = Number(e.doc.durationInMinutes ?? 0);
    return (start + minutes * 60) * 1000;
  });
  return Math.max(0, ...ends);
}

interface EntryRow {
  id: string;
  firstName: string;
  lastName: string;
  onSiteViewer: number;
  selectedEvents: string[];
  unregistered: boolean;
}

/** A registration as the door's list holds it. */
export async function doorEntry(
  config: Config,
  project: StoredProject,
  row: EntryRow,
  checkedIn: CheckedIn | null,
): Promise<DoorEntry> {
  return {
    check: await checkValueOf(checkInCode(config, project.id, row.id)),
    name: `${row.firstName} ${row.lastName}`.trim(),
    sessions: row.selectedEvents.map((id) => titleOf(project, id)),
    onSite: isOnSite(row.onSiteViewer),
    unregistered: row.unregistered,
    checkedIn,
  };
}

export async function doorList(deps: AppDeps, project: StoredProject, door: Door): Promise<DoorList> {
  const room = door.session ? project.events.find((e) => e.id === door.session) : undefined;
  // Read first: every check-in up to it is committed, so the reads below hold it (doorFeed.ts).
  const cursor = await feedCursor(deps.db, project.id);
  const rows = await deps.db
    .select({
      id: registrations.id,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      onSiteViewer: registrations.onSiteViewer,
      selectedEvents: registrations.selectedEvents,
      unregistered: registrations.unregistered,
    })
    .from(registrations)
    .where(eq(registrations.projectId, project.id))
    .orderBy(asc(registrations.lastName), asc(registrations.firstName));
  const checkedIn = await checkInsOf(deps.db, project.id, room?.id);
  // A room's door knows the session's registrations only.
  const ofRoom = room ? rows.filter((row) => row.selectedEvents.includes(room.id)) : rows;
  const entries = await Promise.all(
    ofRoom.map((row) =>
      doorEntry(
        deps.config,
        project,
        row,
        checkedIn.get(ticketOfRegistration(deps.config, project.id, row.id)) ?? null,
      ),
    ),
  );
  return {
    projectId: project.id,
    eventTitle: String(project.doc.eventTitle ?? ''),
    door: { id: door.id, name: door.name },
    room: room ? { eventId: room.id, name: titleOf(project, room.id), capacity: roomCapacity(room) } : null,
    readAt: deps.now().getTime(),
    keepUntil: lastEndOf(project),
    entries,
    cursor,
  };
}
