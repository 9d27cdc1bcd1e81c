/**
 * Registering again with an e-mail the project already knows (DECISIONS.md): the same record,
 * the newly selected events added, attendance decided again; an unregistered record comes back.
 * The record is locked first, then the counters change by what the record gains and loses.
 */
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { registrations } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { sendConfirmation } from './confirmation.ts';
import { releasePlaces, releaseSeat, takePlaces, takeSeat, type SeatCount } from './counters.ts';
import type { StoredProject } from './projects.ts';
import type { RegisterInput, Registered } from './registrationTypes.ts';
import { lockByEmail } from './registrationRecords.ts';
import { fullEventsMessage, mergeSelection, seatRequest } from './registrationRules.ts';

/** Attendance after re-registering: a held seat is kept, a new one only while one is left. */
async function settleSeat(
  tx: Db, project: StoredProject, holdsSeat: boolean, wanted: number,
): Promise<{ onSiteViewer: number; seats?: SeatCount }> {
  const request = seatRequest(project, wanted);
  if (!request) return { onSiteViewer: 0, seats: holdsSeat ? await releaseSeat(tx, project.id) : undefined };
  if (holdsSeat) return { onSiteViewer: 1 };
  const seats = await takeSeat(tx, project.id, request.limit);
  return { onSiteViewer: seats ? 1 : 0, seats };
}

/** `deps.db` is the registration's transaction; the new confirmation mail is queued in it too. */
export async function registerAgain(deps: AppDeps, input: RegisterInput, now: Date, origin: string): Promise<Registered> {
  const { project } = input;
  const tx = deps.db;
  const existing = await lockByEmail(tx, project.id, input.email);
  // The insert before conflicted on the primary key, not the e-mail: a random id collided.
  if (!existing) throw new Error('A new registration id was already taken; the request can be sent again.');
  // An unregistered record holds no places and no seat: the counters left it when it unregistered.
  const active = existing.unregistered ? undefined : existing;
  const have = active?.selectedEvents ?? [];

  const wantedNew = input.selectedEvents.filter((id) => !have.includes(id));
  const taken = await takePlaces(tx, wantedNew);
  const full = wantedNew.filter((id) => !taken.some((p) => p.eventId === id));
  if (full.length === input.selectedEvents.length) {
    throw new ApiError(409, fullEventsMessage(full.length), { cannotRegisterForEvents: full });
  }
  const added = input.selectedEvents.filter((id) => !full.includes(id));
  const selectedEvents = mergeSelection(project, have, added);
  // A new breakout choice gives up the place of the earlier one in its group.
  const released = await releasePlaces(tx, have.filter((id) => !selectedEvents.includes(id)));

  const holdsSeat = active?.onSiteViewer === 1;
  const { onSiteViewer, seats } = await settleSeat(tx, project, holdsSeat, input.onSite ?? (holdsSeat ? 1 : 0));
  const firstName = input.firstName || existing.firstName;
  const timeZone = input.timeZone ?? existing.timeZone;
  await tx.update(registrations).set({
    firstName,
    lastName: input.lastName || existing.lastName,
    data: { ...existing.data, ...input.data },
    onSiteViewer, selectedEvents, eventId: input.eventId, timeZone,
    ref: input.ref ?? existing.ref,
    unregistered: false,
    updatedAt: now,
  }).where(eq(registrations.id, existing.id));

  const mailTo = { id: existing.id, eventId: input.eventId, email: existing.email, firstName, timeZone, onSiteViewer };
  await sendConfirmation(deps, origin, project, mailTo, false);
  return {
    outcome: { registrationId: existing.id, cannotRegisterForEvents: full, onSiteViewer, selectedEvents },
    changes: { projectId: project.id, events: [...taken, ...released], seats },
  };
}
