/**
 * Sends what waits in the outbox. The page runs it (app start, `online`, a timer while a form
 * waits) and so does the service worker (Background Sync); both may send the same item at once,
 * which is harmless: the item's id is its Idempotency-Key, so the server acts once.
 * DOM-free, so the worker bundles it too.
 */
import { sendCommand } from '../api/commands';
import { ApiError } from '../api/http';
import type { CommandAnswer } from '../contract/commands';
import {
  isRetryable,
  refusedOutcome,
  sentOutcome,
  type OfflineKind,
  type OutboxItem,
  type OutboxOutcome,
} from '../domain/outbox';
import { idbOutboxStore, type OutboxStore } from './outbox';

/** Sends an item's call; its answer was checked against the command's schema on the way (api/commands.ts). */
export type SendItem = (item: OutboxItem) => Promise<unknown>;

export interface ReplayReport {
  /** Items this run settled (sent or refused for good). */
  settled: OutboxOutcome[];
  /** Items still waiting: no network, or an answer worth retrying. */
  remaining: number;
}

/** One pass over the pending items, oldest first. */
export async function replayWith(store: OutboxStore, send: SendItem, now: () => number): Promise<ReplayReport> {
  const report: ReplayReport = { settled: [], remaining: 0 };
  const items = await store.pending();
  for (const [index, item] of items.entries()) {
    let outcome: OutboxOutcome;
    try {
      outcome = sentOutcome(item, (await send(item)) as CommandAnswer<OfflineKind>, now());
    } catch (error) {
      // Anything but a server's answer (a bug, an abort) counts as "no network": keep the item.
      const status = error instanceof ApiError ? error.status : 0;
      if (error instanceof ApiError && !isRetryable(status)) {
        outcome = refusedOutcome(item, error, now());
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

/** The item's call as the command table declares it (src/contract/commands.ts); its id is its Idempotency-Key. */
export const sendWithApi: SendItem = (item) => sendCommand(item.call, { idempotencyKey: item.id });

/**
 * Runs `pass` one at a time. A call while a pass runs gets the next pass, which starts once that
 * one has ended (further calls meanwhile share it). Sharing the running pass would lose the call:
 * that pass may already have read the outbox, or have its send fail, before the reason for the
 * call arose (the network back while a send hung, a new item), and the item would then wait for
 * the next trigger (the 30 s retry, the next start).
 */
export function oneAtATime<T>(pass: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = () => {
    const current: Promise<T> = pass().finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  };
  return () => {
    if (next) return next;
    if (!running) return start();
    next = running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}

/** The outbox in IndexedDB through the api client, one pass at a time. */
export const replayOutbox = oneAtATime(() => replayWith(idbOutboxStore, sendWithApi, Date.now));
