/**
 * Parts of the registration page few visits show, each in a chunk of its own instead of in the
 * page's: the session choice (multi-session projects only) and the notice about what an earlier
 * visit left in the offline outbox. Each is in before it first renders, so nothing appears late:
 * the session choice loads in the page's `prepare` (before the first paint) or, on a page opened
 * in the app, as the form renders (the page waits behind its loader); the notice loads before
 * the outbox read that shows it resolves (useEarlierRegistration.ts).
 */
import type { Project } from '../../contract';
import { lazyView } from '../../ui/lazyView';

const sessionChoice = lazyView(() => import('./SessionChoice').then((m) => ({ default: m.SessionChoice })));
const outboxNotice = lazyView(() => import('./OutboxNotice').then((m) => ({ default: m.OutboxNotice })));

export const SessionChoice = sessionChoice.View;
export const OutboxNotice = outboxNotice.View;

/** Starts (once) the session choice's load for a multi-session project; resolves once it is in. */
export function prepareSessionChoice(project: Project): Promise<unknown> {
  return project.projectType === 'multiSession' ? sessionChoice.load() : Promise.resolve();
}

/** `found` once the notice that shows it is loaded (offline and not cached: `found` anyway). */
export async function withNotice<T>(found: T): Promise<T> {
  if (found) await outboxNotice.load().catch(() => undefined);
  return found;
}
