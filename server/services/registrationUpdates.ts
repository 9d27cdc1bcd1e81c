/**
 * Changes to an existing registration: its sessions, its attendance, unregistering. Each locks
 * the registration row, moves the counters by what the row gains and loses, and hands the new
 * counts to this process's memory once the transaction has committed.
 */
import { and, eq } from 'drizzle-orm';
import type { ServiceDeps } from './deps.ts';
import { registrations } from '../db/schema.ts';
import { missing, Refusal } from './refusal.ts';
import { releasePlaces, releaseSeat, seatLimit, takePlaces, takeSeat, type CountChanges } from './counters.ts';
import { expectedOnSiteViewers, projectType } from './projects.ts';
import type { StoredProject } from '../db/projects.ts';
import { findRegistration, lockRegistration, type RegistrationRow } from './registrationRecords.ts';
import { fullEventsMessage } from './registrationRules.ts';
import { keepRoundChoices, oneChoicePerRound } from './agendaSelection.ts';
import { queueCalendarCancel } from '../calendar/cancel.ts';

export const NO_SEATS_LEFT = 'There are no on-site seats left. You can still attend online.';

/** The active registration and its project, checked against the event the caller names. */
export async function activeRegistration(deps: ServiceDeps, id: string, eventId: string) {
  const reg = await findRegistration(deps.db, id);
  if (!reg || reg.unregistered) throw missing('Registration');
  const project = (await deps.cache.project(reg.projectId))?.project;
  if (!project) throw missing('Project');
  if (!project.events.some((e) => e.id === eventId)) {
    throw new Refusal('invalid', 'The event does not belong to this registration.', { fields: ['event_id'] });
  }
  return { reg, project };
}

/** Runs a change in a transaction, then gives its counter changes to memory after the commit. */
async function changeCounted<T>(
  deps: ServiceDeps,
  work: (tx: ServiceDeps['db']) => Promise<{ result: T; changes: CountChanges }>,
) {
  const { result, changes } = await deps.db.transaction(work);
  deps.afterCommit(() => deps.cache.recordCounts(changes));
  return result;
}

async function lockActive(tx: ServiceDeps['db'], id: string): Promise<RegistrationRow> {
  const row = await lockRegistration(tx, id);
  if (!row || row.unregistered) throw missing('Registration');
  return row;
}

/** Replaces the selected events; full events the person did not have yet are left out. */
export async function replaceSelection(
  deps: ServiceDeps,
  reg: RegistrationRow,
  project: StoredProject,
  wanted: string[],
): Promise<{ selectedEvents: string[]; cannotRegisterForEvents: string[] }> {
  return changeCounted(deps, async (tx) => {
    const have = (await lockActive(tx, reg.id)).selectedEvents;
    const chosen = oneChoicePerRound(project, have, wanted);
    const wantedNew = chosen.filter((id) => !have.includes(id));
    const taken = await takePlaces(tx, wantedNew);
    const full = wantedNew.filter((id) => !taken.some((p) => p.eventId === id));
    const kept = chosen.filter((id) => !full.includes(id));
    if (!kept.length) {
      throw new Refusal('full', fullEventsMessage(full.length), { cannotRegisterForEvents: full });
    }
    const selectedEvents = keepRoundChoices(project, have, kept, full);
    const released = await releasePlaces(
      tx,
      have.filter((id) => !selectedEvents.includes(id)),
    );
    await tx.update(registrations).set({ selectedEvents, updatedAt: deps.now() }).where(eq(registrations.id, reg.id));
    return {
      result: { selectedEvents, cannotRegisterForEvents: full },
      changes: { projectId: project.id, events: [...taken, ...released] },
    };
  });
}

/** What happens once attendance changed, in the change's transaction (the mail, under the row lock). */
export type AfterAttendanceChange = (txDeps: ServiceDeps, row: RegistrationRow) => Promise<unknown>;

/**
 * Online ↔ on-site for hybrid projects; taking a seat needs one to be free. Asking for the
 * attendance the registration already has changes nothing and runs no `afterChange` (no mail).
 */
export async function changeAttendance(
  deps: ServiceDeps,
  reg: RegistrationRow,
  project: StoredProject,
  wanted: number,
  afterChange: AfterAttendanceChange,
): Promise<RegistrationRow> {
  if (wanted === 1 && projectType(project) !== 'hybrid') {
    throw new Refusal('invalid', 'Attendance can only be changed for hybrid events.', { fields: ['on_site_viewer'] });
  }
  return changeCounted(deps, async (tx) => {
    const current = await lockActive(tx, reg.id);
    if ((current.onSiteViewer === 1) === (wanted === 1))
      return { result: current, changes: { projectId: project.id, events: [] } };
    const seats =
      wanted === 1
        ? await takeSeat(tx, project.id, seatLimit(expectedOnSiteViewers(project)))
        : await releaseSeat(tx, project.id);
    if (wanted === 1 && !seats) throw new Refusal('full', NO_SEATS_LEFT);
    const [row] = await tx
      .update(registrations)
      .set({ onSiteViewer: wanted, updatedAt: deps.now() })
      .where(eq(registrations.id, reg.id))
      .returning();
    await afterChange({ ...deps, db: tx }, row);
    return { result: row, changes: { projectId: project.id, events: [], seats } };
  });
}

/** Keeps the row (marked unregistered) and gives back its places and seat. */
export async function unsubscribe(deps: ServiceDeps, reg: RegistrationRow): Promise<void> {
  await changeCounted(deps, async (tx) => {
    const [gone] = await tx
      .update(registrations)
      .set({ unregistered: true, updatedAt: deps.now() })
      .where(and(eq(registrations.id, reg.id), eq(registrations.unregistered, false)))
      .returning({ selectedEvents: registrations.selectedEvents, onSiteViewer: registrations.onSiteViewer });
    // Already unregistered: it held nothing, so nothing changes.
    const events = gone ? await releasePlaces(tx, gone.selectedEvents) : [];
    if (gone) await queueCalendarCancel({ ...deps, db: tx }, reg);
    const seats = gone?.onSiteViewer === 1 ? await releaseSeat(tx, reg.projectId) : undefined;
    return { result: undefined, changes: { projectId: reg.projectId, events, seats } };
  });
}
