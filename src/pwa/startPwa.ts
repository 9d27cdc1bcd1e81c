/**
 * What boot starts after the first paint, in a chunk of its own: the service-worker
 * registration (workbox-window) and the offline outbox (idb-keyval), whose replay of
 * registrations kept offline on an earlier visit also runs whenever we come back online.
 */
import { startOutbox } from '../state/outboxSync';
import { registerServiceWorker } from './registerServiceWorker';

export function startPwa(): void {
  registerServiceWorker();
  startOutbox();
}
