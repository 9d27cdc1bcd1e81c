/**
 * What the registration form does with the server's answer (RegistrationForm.tsx), now or once a
 * registration kept offline was sent: go on to spec 1 section 4's next page, or say why it was
 * refused (by the kind of refusal the server names), the values staying in the form.
 */
import * as v from 'valibot';
import { ApiError } from '../../api/http';
import {
  ApiErrorWithEventsSchema,
  isLinkMailed,
  type RegistrationAnswer,
  type RegistrationRequest,
} from '../../contract/registration';
import type { Attendance } from '../../domain/attendance';
import { seedRegistration } from '../../project/projectQueries';
import { sessionStore } from '../../state/browserStorage';
import { SESSION } from '../../state/storageKeys';
import { loadSubmitted, type SubmitState } from './SubmitStatus';

interface Accepted {
  projectId: string;
  eventId: string;
  hybrid: boolean;
  search: string;
  /** What the form sent: with the answer, the registration the next page shows at once. */
  sent: RegistrationRequest | null;
}

/**
 * The page after an accepted registration; undefined for a known e-mail of a magic-link project
 * (no id in the answer): the form then says the link was mailed.
 */
export async function nextPageAfter(
  answer: RegistrationAnswer,
  requestedOnSite: Attendance,
  { projectId, eventId, hybrid, search, sent }: Accepted,
): Promise<string | undefined> {
  if (isLinkMailed(answer)) return undefined;
  // In since the send (or its queueing) began: a sent registration was built with it.
  const { answeredRegistration, registrationRedirect, storedAttendance } = await loadSubmitted();
  // The next page shows the answer at once; the server's record loads behind it.
  if (sent) seedRegistration(answeredRegistration(projectId, sent, answer));
  const query = new URLSearchParams(search);
  sessionStore.set(SESSION.registrationId, answer.registrationID);
  sessionStore.set(SESSION.attendanceType, String(storedAttendance(answer, requestedOnSite)));
  // The personal page says "you have a seat" once (a toast, issue 29).
  if (storedAttendance(answer, requestedOnSite) === 1) sessionStore.set(SESSION.registeredOnSite, '1');
  const pwaFlag = query.has('pwa') || (hybrid && sessionStore.get(SESSION.pwa) === 'true');
  return registrationRedirect({
    eventId,
    result: answer,
    requestedOnSite,
    redirectToPersonalOnDemand: query.get('redirectToPersonalOnDemand') === 'true',
    pwaFlag,
  });
}

/** A refusal as the form's status, with the form's fields the server pointed at (in the form's order). */
export function refusalStatus(error: unknown, order: readonly string[]): { status: SubmitState; rejected: string[] } {
  if (!(error instanceof ApiError)) {
    console.error('Registration failed', error);
    return { status: { kind: 'failed' }, rejected: [] };
  }
  if (error.isNetwork) return { status: { kind: 'offline' }, rejected: [] };
  if (error.kind === 'full') {
    const body = v.safeParse(ApiErrorWithEventsSchema, error.body);
    const events = body.success ? (body.output.cannotRegisterForEvents ?? []) : [];
    return { status: { kind: 'full', events }, rejected: [] };
  }
  const rejected = error.kind === 'invalid' ? order.filter((name) => error.fields.includes(name)) : [];
  return { status: { kind: rejected.length ? 'rejected' : 'failed' }, rejected };
}
