/**
 * The page's side of the offline outbox: queue a request (and ask the service worker for a
 * Background Sync where the browser has it), and send what waits on app start and whenever the
 * browser comes back online. `outboxVersionAtom` changes whenever items may have been settled,
 * here or by the worker (it posts a message), so open screens re-read their outcome.
 */
import { OUTBOX_CHANGED_MESSAGE, OUTBOX_SYNC_TAG, visibleWaiting, type OutboxItem } from '../domain/outbox';
import { appStore } from './jotai';
import { outboxVersionAtom, useRetryWhileWaiting, waitingCountAtom } from './outboxSignals';
import { enqueue, listPending } from './outbox';
import { replayOutbox } from './outboxReplay';
import { reportStorageError, storageRecovered } from './storageHealth';

// The atoms screens watch are in the part every page carries (state/outboxSignals).
export { outboxVersionAtom, useOutboxVersion, useWaitingCount, waitingCountAtom } from './outboxSignals';

/** Re-reads the count from IndexedDB, so items of an earlier visit (or the worker's sends) count too. */
export async function recount(): Promise<void> {
  try {
    appStore.set(waitingCountAtom, visibleWaiting(await listPending()).length);
  } catch {
    // storage blocked: nothing can wait in it either
  }
}

/** Items may have been settled: screens re-read their outcome, the count is read again. */
export const outboxChanged = () => {
  appStore.set(outboxVersionAtom, (n) => n + 1);
  void recount();
};

/** One pass over the outbox; never throws (storage may be blocked in private modes). */
export async function replayNow(): Promise<void> {
  try {
    const report = await replayOutbox();
    if (report.settled.length) outboxChanged();
  } catch (error) {
    console.error('Outbox replay failed', error);
  }
}

export async function queueRequest(item: OutboxItem): Promise<void> {
  // Boot starts the outbox after the first paint; a request queued before that (or on a page
  // that went offline before it) still needs the "back online" replay.
  startOutbox();
  try {
    await enqueue(item);
  } catch (error) {
    // A full device: the app says so (storageFullAtom); the caller tells what was not kept.
    reportStorageError(error);
    throw error;
  }
  storageRecovered();
  outboxChanged();
  void requestBackgroundSync();
  // The failure may have been a blip on a network the browser still calls online.
  if (navigator.onLine) void replayNow();
}

/** Background Sync is not in the DOM typings (and not in every browser). */
interface SyncCapableRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** The worker then sends the items even after the page is closed (Chromium). Optional. */
async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as SyncCapableRegistration | undefined;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch (error) {
    console.warn('Background Sync not registered; the page sends the outbox itself.', error);
  }
}

let started = false;

/**
 * Called once (after boot's first paint when the outbox holds something, or at the first queued
 * request): the "app start" replay plus the listeners for later ones. True when it started now.
 */
export function startOutbox(): boolean {
  if (started || typeof window === 'undefined') return false;
  started = true;
  window.addEventListener('online', () => void replayNow());
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: unknown } | null>) => {
    if (event.data?.type === OUTBOX_CHANGED_MESSAGE) outboxChanged();
  });
  void recount();
  void replayNow();
  return true;
}

export { OUTBOX_RETRY_MS } from './outboxSignals';

const replayInBackground = () => void replayNow();

/** useRetryWhileWaiting (state/outboxSignals) with this page's replay. */
export function useOutboxRetry(waiting: boolean): void {
  useRetryWhileWaiting(waiting, replayInBackground);
}
