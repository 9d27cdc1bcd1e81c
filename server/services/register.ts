/**
 * Registering for a project: limits per event, on-site seats and one record per e-mail. The
 * counters (counters.ts) decide limits and seats with conditional updates, so nothing locks the
 * project and nothing counts rows; the registration, its counters and its confirmation mail
 * commit together, and this process's memory learns the new counts right after the commit.
 */
import { eq } from 'drizzle-orm';
import { randomId, REGISTRATION_ID_LENGTH } from '../../src/domain/ids.ts';
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { registrations } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { sendConfirmation, type MailRegistration } from './confirmation.ts';
import type { CountChanges } from './counters.ts';
import { insertNewRegistration } from './newRegistration.ts';
import type { StoredProject } from './projects.ts';
import { registerAgain } from './registerAgain.ts';
import { fullEventsMessage, mergeSelection, seatRequest } from './registrationRules.ts';

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

/** One registration written: its answer, its counter changes and who gets the mail. */
export interface Registered {
  outcome: RegisterOutcome;
  changes: CountChanges;
  mailTo: MailRegistration;
}

export const newRegistrationId = () =>
  randomId(REGISTRATION_ID_LENGTH, (bytes) => crypto.getRandomValues(bytes));

/** A new e-mail: one statement, plus one correction when an event was full or no seat was left. */
async function registerNew(tx: Db, input: RegisterInput, now: Date): Promise<Registered | undefined> {
  const { project } = input;
  const seat = seatRequest(project, input.onSite);
  const row = {
    id: newRegistrationId(), projectId: project.id, email: input.email, firstName: input.firstName,
    lastName: input.lastName, data: input.data, onSiteViewer: seat ? 1 : 0,
    selectedEvents: mergeSelection(project, [], input.selectedEvents), eventId: input.eventId,
    timeZone: input.timeZone, ref: input.ref, generated: input.generated, createdAt: now, updatedAt: now,
  };
  const result = await insertNewRegistration(tx, row, seat);
  if (!result.inserted) return undefined;

  const granted = new Set(result.places.map((p) => p.eventId));
  const full = input.selectedEvents.filter((id) => !granted.has(id));
  // Throwing rolls the insert back: a refused registration leaves nothing behind.
  if (full.length === input.selectedEvents.length) {
    throw new ApiError(409, fullEventsMessage(full.length), { cannotRegisterForEvents: full });
  }
  const selectedEvents = row.selectedEvents.filter((id) => granted.has(id));
  const onSiteViewer = result.seat ? 1 : 0;
  if (full.length || onSiteViewer !== row.onSiteViewer) {
    await tx.update(registrations).set({ selectedEvents, onSiteViewer }).where(eq(registrations.id, row.id));
  }
  return {
    outcome: { registrationId: row.id, cannotRegisterForEvents: full, onSiteViewer, selectedEvents },
    changes: { projectId: project.id, events: result.places, seats: result.seat },
    mailTo: { ...row, onSiteViewer },
  };
}

/** Registers (or re-registers a known e-mail) and queues the confirmation mail in the same transaction. */
export async function register(deps: AppDeps, input: RegisterInput, origin: string): Promise<RegisterOutcome> {
  const { outcome, changes } = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const done = (await registerNew(tx, input, now)) ?? (await registerAgain(tx, input, now));
    await sendConfirmation({ ...deps, db: tx }, origin, input.project, done.mailTo, false);
    return done;
  });
  deps.afterCommit(() => deps.cache.recordCounts(changes));
  return outcome;
}
