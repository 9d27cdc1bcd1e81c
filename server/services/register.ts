/**
 * Registering for a project: limits per event, on-site seats and one record per e-mail. The
 * counters (counters.ts) decide limits and seats with conditional updates, so nothing locks the
 * project and nothing counts rows; the registration, its counters and its confirmation mail
 * commit together, and this process's memory learns the new counts right after the commit.
 */
import { randomId, REGISTRATION_ID_LENGTH } from '../../src/domain/ids.ts';
import { fillRandom } from '../lib/randomPool.ts';
import type { ServiceDeps } from './deps.ts';
import type { Db } from '../db/client.ts';
import type { KeyClaim, KeyedRun } from '../db/keyedAnswers.ts';
import { isPgliteDatabase } from '../db/prepared.ts';
import { mailWritten } from '../mail/outbox.ts';
import { Refusal } from './refusal.ts';
import { confirmationDraft } from './confirmation.ts';
import { releasePlaces, releaseSeat } from './counters.ts';
import { insertNewRegistration } from './newRegistration.ts';
import { registerAgain } from './registerAgain.ts';
import { fullEventsMessage, mergeSelection, seatRequest } from './registrationRules.ts';

import type { RegisterInput, RegisterOutcome, Registered } from './registrationTypes.ts';

export type { RegisterInput, RegisterOutcome, Registered };

export const newRegistrationId = () => randomId(REGISTRATION_ID_LENGTH, fillRandom);

/**
 * A new e-mail: one statement (newRegistration.ts). Undefined when the e-mail is known after all;
 * nothing it wrote is left then, so registerAgain starts from a clean state.
 */
function newRow(input: RegisterInput, now: Date, origin: string) {
  const { project } = input;
  const row = {
    id: newRegistrationId(),
    projectId: project.id,
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    data: input.data,
    selectedEvents: mergeSelection(project, [], input.selectedEvents),
    eventId: input.eventId,
    timeZone: input.timeZone,
    ref: input.ref,
    generated: input.generated,
    now,
  };
  return { row, seat: seatRequest(project, input.onSite), mail: confirmationDraft(origin, project, row, false, now) };
}

async function registerNew(tx: Db, input: RegisterInput, now: Date, origin: string): Promise<Registered | undefined> {
  const { project } = input;
  const { row, seat, mail } = newRow(input, now, origin);
  const result = await insertNewRegistration(tx, row, seat, mail);
  if (!result.emailFree) return undefined;

  const granted = new Set(result.places.map((p) => p.eventId));
  const full = input.selectedEvents.filter((id) => !granted.has(id));
  if (!granted.size) throw new Refusal('full', fullEventsMessage(full.length), { cannotRegisterForEvents: full });
  if (!result.inserted) {
    // PostgreSQL only: a concurrent request inserted this e-mail after our snapshot. Give the
    // places back in this transaction; memory never saw them taken, so it needs no correction.
    await releasePlaces(tx, [...granted]);
    if (result.seat) await releaseSeat(tx, project.id);
    return undefined;
  }
  // The statement stored exactly these (newRegistration.ts).
  const selectedEvents = row.selectedEvents.filter((id) => granted.has(id));
  const onSiteViewer = result.seat ? 1 : 0;
  return {
    outcome: {
      registrationId: row.id,
      cannotRegisterForEvents: full,
      onSiteViewer,
      selectedEvents,
      registeredAgain: false,
    },
    changes: { projectId: project.id, events: result.places, seats: result.seat },
  };
}

/**
 * Registers (or registers a known e-mail again) with its confirmation mail, in one transaction;
 * this process's memory takes the new counts after the commit.
 *
 * On PGlite the common case needs no transaction around it: its one statement is atomic, and
 * PGlite has one connection, so no other request can insert the same e-mail between its steps
 * (the `!inserted` case is PostgreSQL's). Only a known e-mail goes on to a transaction.
 */
export async function register(deps: ServiceDeps, input: RegisterInput, origin: string): Promise<RegisterOutcome> {
  const now = deps.now();
  // What registerAgain defers to the commit (its mail's wake-up) waits for this transaction's.
  const committed: (() => void)[] = [];
  const registered =
    (isPgliteDatabase(deps.db) ? await registerNew(deps.db, input, now, origin) : undefined) ??
    (await deps.db.transaction(
      async (tx) =>
        (await registerNew(tx, input, now, origin)) ??
        (await registerAgain({ ...deps, db: tx, afterCommit: (fn) => committed.push(fn) }, input, now, origin)),
    ));
  for (const fn of committed) deps.afterCommit(fn);
  deps.afterCommit(() => deps.cache.recordCounts(registered.changes));
  if (!registered.outcome.registeredAgain) mailWritten(deps); // registerAgain queues its own
  return registered.outcome;
}

/**
 * A keyed registration (the app's form and outbox send an Idempotency-Key) of a new e-mail as
 * one run of the group commit: the statement stores the key with its answer, or finds the answer
 * an earlier request with the key stored (newRegistration.ts). Undefined when it wrote nothing
 * and the caller must take the transaction: a known e-mail, or any database but PGlite itself
 * (on PostgreSQL a concurrent repeat must wait on the key's row, http/idempotency.ts).
 */
export async function registerNewKeyed(
  deps: ServiceDeps,
  input: RegisterInput,
  origin: string,
  claim: KeyClaim,
): Promise<KeyedRun> {
  if (!isPgliteDatabase(deps.db)) return undefined;
  const { row, seat, mail } = newRow(input, deps.now(), origin);
  const key = {
    ...claim,
    asked: input.selectedEvents,
    refusal: [fullEventsMessage(1), fullEventsMessage(2)] as [string, string],
  };
  const result = await insertNewRegistration(deps.db, row, seat, mail, key);
  if (result.inserted) {
    deps.afterCommit(() =>
      deps.cache.recordCounts({ projectId: input.project.id, events: result.places, seats: result.seat }),
    );
    mailWritten(deps);
  }
  return result.keyed;
}
