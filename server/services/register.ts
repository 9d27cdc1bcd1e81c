/**
 * Registering for a project: limits per event, on-site seats and one record per e-mail, decided
 * inside a transaction that locks the project row so two requests cannot take the same seat.
 */
import { eq } from 'drizzle-orm';
import { randomId, REGISTRATION_ID_LENGTH } from '../../src/domain/ids.ts';
import { attendanceAfterSeatCheck, seatsRemaining } from '../../src/domain/seats.ts';
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { projects, registrations } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { countOnSite, countPerEvent } from './counts.ts';
import { expectedOnSiteViewers, isFull, projectType, type StoredProject } from './projects.ts';
import { findByEmail } from './registrationRecords.ts';

export interface RegisterInput {
  project: StoredProject;
  eventId: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Field values other than the fixed keys, keyed by field name. */
  data: Record<string, unknown>;
  /** 1 on-site, 0 online, undefined: keep what an existing registration has (else online). */
  onSite: number | undefined;
  selectedEvents: string[];
  timeZone?: string;
  ref?: string;
  generated: boolean;
}

export interface RegisterOutcome {
  registrationId: string;
  cannotRegisterForEvents: string[];
  onSiteViewer: number;
  selectedEvents: string[];
}

export const newRegistrationId = () =>
  randomId(REGISTRATION_ID_LENGTH, (bytes) => crypto.getRandomValues(bytes));

export const fullEventsMessage = (count: number) =>
  count === 1 ? 'Could not register. The event is full.' : 'Could not register. These events are full.';

/** Serialises writers of one project (PGlite runs transactions one at a time anyway). */
export async function lockProject(tx: Db, projectId: string): Promise<void> {
  await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
}

/** Adds `added` to `current`; a new breakout choice replaces the earlier one of its group. */
export function mergeSelection(project: StoredProject, current: string[], added: string[]): string[] {
  const groupOf = new Map(project.events.map((e) => [e.id, e.doc.breakout_group as string | null | undefined]));
  const newGroups = new Set(added.map((id) => groupOf.get(id)).filter(Boolean));
  const kept = current.filter((id) => !added.includes(id) && !newGroups.has(groupOf.get(id)));
  const order = project.events.map((e) => e.id);
  return [...kept, ...added].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/** On-site only for hybrid projects and only while a seat is left (or the person holds one). */
export async function decideAttendance(
  tx: Db, project: StoredProject, wanted: number, registrationId: string | undefined, holdsSeat: boolean,
): Promise<number> {
  if (projectType(project) !== 'hybrid') return 0;
  if (wanted !== 1) return 0;
  const taken = await countOnSite(tx, project.id, registrationId);
  return attendanceAfterSeatCheck(wanted, seatsRemaining(expectedOnSiteViewers(project), taken), holdsSeat);
}

export async function register(deps: AppDeps, input: RegisterInput): Promise<RegisterOutcome> {
  const { project } = input;
  return deps.db.transaction(async (tx) => {
    await lockProject(tx, project.id);
    const counts = await countPerEvent(tx, project.id);
    const existing = await findByEmail(tx, project.id, input.email);
    const active = existing && !existing.unregistered ? existing : undefined;
    const have = active?.selectedEvents ?? [];

    const full = input.selectedEvents.filter((id) => {
      const event = project.events.find((e) => e.id === id);
      return !have.includes(id) && event !== undefined && isFull(event, counts);
    });
    if (full.length === input.selectedEvents.length) {
      throw new ApiError(409, fullEventsMessage(full.length), { cannotRegisterForEvents: full });
    }
    const added = input.selectedEvents.filter((id) => !full.includes(id));
    const selectedEvents = mergeSelection(project, have, added);
    const holdsSeat = active?.onSiteViewer === 1;
    const wanted = input.onSite ?? (holdsSeat ? 1 : 0);
    const onSiteViewer = await decideAttendance(tx, project, wanted, existing?.id, holdsSeat);
    const now = deps.now();

    if (existing) {
      await tx.update(registrations).set({
        firstName: input.firstName || existing.firstName,
        lastName: input.lastName || existing.lastName,
        data: { ...existing.data, ...input.data },
        onSiteViewer, selectedEvents, eventId: input.eventId,
        timeZone: input.timeZone ?? existing.timeZone,
        ref: input.ref ?? existing.ref,
        unregistered: false,
        updatedAt: now,
      }).where(eq(registrations.id, existing.id));
      return { registrationId: existing.id, cannotRegisterForEvents: full, onSiteViewer, selectedEvents };
    }

    const id = newRegistrationId();
    await tx.insert(registrations).values({
      id, projectId: project.id, email: input.email, firstName: input.firstName, lastName: input.lastName,
      data: input.data, onSiteViewer, selectedEvents, eventId: input.eventId,
      timeZone: input.timeZone, ref: input.ref, generated: input.generated, createdAt: now, updatedAt: now,
    });
    return { registrationId: id, cannotRegisterForEvents: full, onSiteViewer, selectedEvents };
  });
}
