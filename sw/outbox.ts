/**
 * Outbox replay in the worker: a Background Sync for OUTBOX_SYNC_TAG sends what the page queued,
 * even after the page was closed. Rejecting the sync while items wait makes the browser try again
 * later. Afterwards open pages are told, so a form still waiting can go on to its next page.
 */
import { OUTBOX_CHANGED_MESSAGE, OUTBOX_SYNC_TAG } from '../src/domain/outbox';
import { replayOutbox } from '../src/state/outboxReplay';
import { applyKeptSettings } from './deploymentSettings';

declare const self: ServiceWorkerGlobalScope;

/** The Background Sync event is not in TypeScript's WebWorker typings. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

async function replayAndTell(event: ExtendableEvent): Promise<void> {
  // The API prefixes are the deployment's (issue 44), not the build's.
  await applyKeptSettings(event);
  const report = await replayOutbox();
  if (report.settled.length) {
    const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    for (const page of pages) page.postMessage({ type: OUTBOX_CHANGED_MESSAGE });
  }
  if (report.remaining) throw new Error(`${report.remaining} outbox item(s) still waiting`);
}

export function setupOutbox(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(replayAndTell(sync));
  });
}
