/**
 * Magic-link login (issue 27): the personal link goes to the address when it is registered (and
 * not unregistered), at most LINK_MAILS_PER_HOUR an hour; the caller answers the same 202 either
 * way, so the answer tells nobody who registered.
 */
import type { ServiceDeps } from './deps.ts';
import { sendPersonalLink } from './confirmation.ts';
import type { StoredProject } from '../db/projects.ts';
import { lockByEmail } from './registrationRecords.ts';

/** `email` is normalised (the request schema). The row lock orders the count of concurrent requests. */
export async function mailLoginLink(
  deps: ServiceDeps,
  origin: string,
  project: StoredProject,
  email: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const reg = await lockByEmail(tx, project.id, email);
    if (!reg || reg.unregistered) return;
    await sendPersonalLink({ ...deps, db: tx }, origin, project, reg, 'login-link');
  });
}
