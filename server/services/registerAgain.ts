/**
 * Registering again with an e-mail the project already knows (DECISIONS.md, issue 27). Whoever
 * sends it, it may only ADD sessions: the stored name, answers, attendance, time zone, ref and
 * event stay exactly as the owner left them, and the personal link goes to the stored address
 * (never into the answer of a `magic-link` project, routes/registrations.ts), so typing someone
 * else's address changes nothing of theirs and only mails them.
 *
 * - Active record: the asked-for sessions it does not hold are added where a place is left; a
 *   session of a breakout round it already has a room in is left out (a repeat never moves
 *   someone to another room: that is the personal page's switch). Its seat is never touched.
 * - Unregistered record: it comes back with the sessions asked for and its stored personal data
 *   unchanged, on site again only if it was on site when it left and a seat is still free (it
 *   held no seat while unregistered, so nobody loses one). The owner is mailed, with the
 *   unregister link, so a revival they did not want is one click away.
 *
 * In a `magic-link` project neither happens: the repeat only mails the link to the stored
 * address; sessions and a revival are the personal link's (issue 43).
 *
 * The record is locked first, so the counters and the per-address mail limit see one request
 * at a time.
 */
import { eq } from 'drizzle-orm';
import type { ServiceDeps } from './deps.ts';
import type { Db } from '../db/client.ts';
import { registrations } from '../db/schema.ts';
import { loginMode } from './projects.ts';
import { Refusal } from './refusal.ts';
import { sendPersonalLink } from './confirmation.ts';
import { takePlaces, takeSeat, type SeatCount } from './counters.ts';
import type { StoredProject } from '../db/projects.ts';
import type { RegisterInput, Registered } from './registrationTypes.ts';
import { lockByEmail, type RegistrationRow } from './registrationRecords.ts';
import { fullEventsMessage, mergeSelection, seatRequest } from './registrationRules.ts';

const roundOf = (project: StoredProject, id: string) => {
  const group = project.events.find((e) => e.id === id)?.doc.breakout_group;
  return typeof group === 'string' && group ? group : undefined;
};

/** The asked-for sessions the record may gain: not held yet, and not in a round it already has a room in. */
function sessionsToAdd(project: StoredProject, have: string[], asked: string[]): string[] {
  const heldRounds = new Set(have.map((id) => roundOf(project, id)).filter(Boolean));
  return asked.filter((id) => !have.includes(id) && !heldRounds.has(roundOf(project, id)));
}

/** A revived record's attendance: its stored on-site choice, while a seat is free. */
async function revivedSeat(
  tx: Db,
  project: StoredProject,
  row: RegistrationRow,
): Promise<{ onSiteViewer: number; seats?: SeatCount }> {
  const request = seatRequest(project, row.onSiteViewer);
  if (!request) return { onSiteViewer: 0 };
  const seats = await takeSeat(tx, project.id, request.limit);
  return { onSiteViewer: seats ? 1 : 0, seats };
}

/** `deps.db` is the registration's transaction; the mail to the stored address is queued in it too. */
export async function registerAgain(
  deps: ServiceDeps,
  input: RegisterInput,
  now: Date,
  origin: string,
): Promise<Registered> {
  const { project } = input;
  const tx = deps.db;
  const existing = await lockByEmail(tx, project.id, input.email);
  // The insert before conflicted on the primary key, not the e-mail: a random id collided.
  if (!existing) throw new Error('A new registration id was already taken; the request can be sent again.');
  // In magic-link mode the address is all a stranger needs to know: a repeat only mails the
  // link; sessions are added, and a withdrawal undone, from the personal link only (issue 43).
  if (loginMode(project) === 'magic-link') {
    await sendPersonalLink(deps, origin, project, existing, 'registered-again');
    return {
      outcome: {
        registrationId: existing.id,
        cannotRegisterForEvents: [],
        onSiteViewer: existing.onSiteViewer,
        selectedEvents: existing.selectedEvents,
        registeredAgain: true,
      },
      changes: { projectId: project.id, events: [] },
    };
  }
  const revived = existing.unregistered;
  // An unregistered record holds no places and no seat: the counters left it when it unregistered.
  const have = revived ? [] : existing.selectedEvents;

  const wantedNew = sessionsToAdd(project, have, input.selectedEvents);
  const taken = await takePlaces(tx, wantedNew);
  const full = wantedNew.filter((id) => !taken.some((p) => p.eventId === id));
  if (full.length === input.selectedEvents.length) {
    throw new Refusal('full', fullEventsMessage(full.length), { cannotRegisterForEvents: full });
  }
  const selectedEvents = mergeSelection(
    project,
    have,
    taken.map((p) => p.eventId),
  );
  const { onSiteViewer, seats } = revived
    ? await revivedSeat(tx, project, existing)
    : { onSiteViewer: existing.onSiteViewer, seats: undefined };
  await tx
    .update(registrations)
    .set({ selectedEvents, onSiteViewer, unregistered: false, updatedAt: now })
    .where(eq(registrations.id, existing.id));

  await sendPersonalLink(deps, origin, project, { ...existing, onSiteViewer }, 'registered-again');
  return {
    outcome: {
      registrationId: existing.id,
      cannotRegisterForEvents: full,
      onSiteViewer,
      selectedEvents,
      registeredAgain: true,
    },
    changes: { projectId: project.id, events: taken, seats },
  };
}
