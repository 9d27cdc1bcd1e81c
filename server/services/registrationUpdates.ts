/** Changes to an existing registration: its sessions, its attendance, unregistering. */
import { eq } from 'drizzle-orm';
import { seatsRemaining } from '../../src/domain/seats.ts';
import type { AppDeps } from '../deps.ts';
import { registrations } from '../db/schema.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { countOnSite, countPerEvent } from './counts.ts';
import { expectedOnSiteViewers, isFull, loadProject, projectType, type StoredProject } from './projects.ts';
import { fullEventsMessage, lockProject } from './register.ts';
import { findRegistration, type RegistrationRow } from './registrationRecords.ts';

export const NO_SEATS_LEFT = 'There are no on-site seats left. You can still attend online.';

/** The active registration and its project, checked against the event the caller names. */
export async function activeRegistration(deps: AppDeps, id: string, eventId: string) {
  const reg = await findRegistration(deps.db, id);
  if (!reg || reg.unregistered) throw notFound('Registration');
  const project = await loadProject(deps.db, reg.projectId);
  if (!project) throw notFound('Project');
  if (!project.events.some((e) => e.id === eventId)) {
    throw new ApiError(400, 'The event does not belong to this registration.', { fields: ['event_id'] });
  }
  return { reg, project };
}

/** Replaces the selected events; full events the person did not have yet are left out. */
export async function replaceSelection(
  deps: AppDeps, reg: RegistrationRow, project: StoredProject, wanted: string[],
): Promise<{ selectedEvents: string[]; cannotRegisterForEvents: string[] }> {
  return deps.db.transaction(async (tx) => {
    await lockProject(tx, project.id);
    const counts = await countPerEvent(tx, project.id);
    const full = wanted.filter((id) => {
      const event = project.events.find((e) => e.id === id);
      return !reg.selectedEvents.includes(id) && event !== undefined && isFull(event, counts);
    });
    const selectedEvents = wanted.filter((id) => !full.includes(id));
    if (!selectedEvents.length) {
      throw new ApiError(409, fullEventsMessage(full.length), { cannotRegisterForEvents: full });
    }
    await tx.update(registrations).set({ selectedEvents, updatedAt: deps.now() }).where(eq(registrations.id, reg.id));
    return { selectedEvents, cannotRegisterForEvents: full };
  });
}

/** Online ↔ on-site for hybrid projects; taking a seat needs one to be free. */
export async function changeAttendance(
  deps: AppDeps, reg: RegistrationRow, project: StoredProject, wanted: number,
): Promise<RegistrationRow> {
  if (wanted === 1 && projectType(project) !== 'hybrid') {
    throw new ApiError(400, 'Attendance can only be changed for hybrid events.', { fields: ['on_site_viewer'] });
  }
  return deps.db.transaction(async (tx) => {
    await lockProject(tx, project.id);
    if (wanted === 1 && reg.onSiteViewer !== 1) {
      const taken = await countOnSite(tx, project.id, reg.id);
      if (seatsRemaining(expectedOnSiteViewers(project), taken) <= 0) throw new ApiError(409, NO_SEATS_LEFT);
    }
    const [row] = await tx.update(registrations).set({ onSiteViewer: wanted, updatedAt: deps.now() })
      .where(eq(registrations.id, reg.id)).returning();
    return row;
  });
}

export async function unsubscribe(deps: AppDeps, reg: RegistrationRow): Promise<void> {
  await deps.db.update(registrations).set({ unregistered: true, updatedAt: deps.now() }).where(eq(registrations.id, reg.id));
}
