/**
 * Sends what waits in the outbox. The page runs it (app start, `online`, a timer while a form
 * waits) and so does the service worker (Background Sync); both may send the same item at once,
 * which is harmless: the item's id is its Idempotency-Key, so the server acts once.
 * DOM-free, so the worker bundles it too.
 */
import { sendCommand } from '../api/commands';
import { ApiError } from '../api/http';
import { acceptedOutcome, commandOf, isRetryable, rejectedOutcome, type AnyOutboxOutcome, type OutboxAnswer, type OutboxItem } from '../domain/outbox';
import { idbOutboxStore, type OutboxStore } from './outbox';

export type SendItem = (item: OutboxItem) => Promise<OutboxAnswer>;

export interface ReplayReport {
  /** Items this run settled (sent or refused for good). */
  settled: AnyOutboxOutcome[];
  /** Items still waiting: no network, or an answer worth retrying. */
  remaining: number;
}

/** One pass over the pending items, oldest first. */
export async function replayWith(store: OutboxStore, send: SendItem, now: () => number): Promise<ReplayReport> {
  const report: ReplayReport = { settled: [], remaining: 0 };
  const items = await store.pending();
  for (const [index, item] of items.entries()) {
    let outcome: AnyOutboxOutcome;
    try {
      outcome = acceptedOutcome(item, await send(item), now());
    } catch (error) {
      // Anything but a server's answer (a bug, an abort) counts as "no network": keep the item.
      const status = error instanceof ApiError ? error.status : 0;
      if (error instanceof ApiError && !isRetryable(status)) {
        outcome = rejectedOutcome(item, error, now());
      } else if (status === 0) {
        // Without a network the next items would fail the same way; wait for the next trigger.
        report.remaining += items.length - index;
        break;
      } else {
        report.remaining += 1;
        continue;
      }
    }
    if (await store.settle(outcome)) report.settled.push(outcome);
  }
  await store.purgeOutcomes(now());
  return report;
}

/** Every kind as its command (src/contract/commands.ts); the item's id is its Idempotency-Key. */
export const sendWithApi: SendItem = (item) => sendCommand(commandOf(item), { idempotencyKey: item.id }) as Promise<OutboxAnswer>;

let running: Promise<ReplayReport> | undefined;

/** The outbox in IndexedDB through the api client; overlapping calls share one run. */
export function replayOutbox(): Promise<ReplayReport> {
  running ??= replayWith(idbOutboxStore, sendWithApi, Date.now).finally(() => { running = undefined; });
  return running;
}
