/** One notifier per database (and so per process): the live control route and the reminder runner share it. */
import type { AppDeps } from '../deps.ts';
import { createNotifier, type Notifier } from './notify.ts';

const notifiers = new WeakMap<object, Notifier>();

export function notifierFor(deps: Pick<AppDeps, 'db' | 'config' | 'now'>): Notifier {
  let notifier = notifiers.get(deps.db);
  if (!notifier) {
    notifier = createNotifier(deps.db, deps.config, deps.now);
    notifiers.set(deps.db, notifier);
  }
  return notifier;
}
