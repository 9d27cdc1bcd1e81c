/**
 * Sends what waits in the outbox. The page runs it (app start, `online`, a timer while a form
 * waits) and so does the service worker (Background Sync); both may send the same item at once,
 * which is harmless: the item's id is its Idempotency-Key, so the server acts once.
 * DOM-free, so the worker bundles it too.
 */
import { sendCommand } from '../api/commands';
import { ApiError } from '../api/http';
import { COMMANDS, type CommandAnswer, type CommandSpec } from '../contract/commands';
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

/**
 * How many items of a kind the table sends in any order (`inAnyOrder`: a door's check-ins) go out
 * at once: a door back online with 600 scans waits for the server's answers side by side instead
 * of one after the other (issue 49: synced in under 10 s), while a door on a slow line still
 * takes no more than a few requests at a time.
 */
export const ANY_ORDER_AT_ONCE = 4;

/** What one send did: settled (sent or refused for good), to wait (an answer worth retrying), or no network. */
type Sent = 'settled' | 'waits' | 'offline';

/**
 * One pass over the pending items, oldest first. Items reach the server in the order they were
 * made, except that a run of items whose kind goes in any order is sent `atOnce` at a time (each
 * still once under its own key); the items after the run wait for all of it.
 */
export async function replayWith(
  store: OutboxStore,
  send: SendItem,
  now: () => number,
  atOnce = ANY_ORDER_AT_ONCE,
): Promise<ReplayReport> {
  const report: ReplayReport = { settled: [], remaining: 0 };
  const items = await store.pending();

  /**
   * Outcomes of a run, written together: while one write is under way the next outcomes gather
   * for the one after it, so a run's sends never wait for storage (one transaction per item cost
   * a door's sync of 600 check-ins more than sending them). An item sent but not yet written when
   * the page goes away is sent again later under its key, and answered as the first time.
   */
  const gathered: OutboxOutcome[] = [];
  let writing: Promise<void> | undefined;
  const writeGathered = async () => {
    while (gathered.length) {
      const outcomes = gathered.splice(0);
      const settled = store.settleAll
        ? await store.settleAll(outcomes)
        : await Promise.all(outcomes.map((o) => store.settle(o)));
      report.settled.push(...outcomes.filter((_, i) => settled[i]));
    }
  };

  /** Sends one item; `together`: its outcome is written with the run's others. */
  async function sendOne(item: OutboxItem, together: boolean): Promise<Sent> {
    let outcome: OutboxOutcome;
    try {
      outcome = sentOutcome(item, (await send(item)) as CommandAnswer<OfflineKind>, now());
    } catch (error) {
      // Anything but a server's answer (a bug, an abort) counts as "no network": keep the item.
      const status = error instanceof ApiError ? error.status : 0;
      if (error instanceof ApiError && !isRetryable(status)) outcome = refusedOutcome(item, error, now());
      else return status === 0 ? 'offline' : 'waits';
    }
    if (together) {
      gathered.push(outcome);
      writing ??= writeGathered().finally(() => {
        writing = undefined;
      });
    } else if (await store.settle(outcome)) report.settled.push(outcome);
    return 'settled';
  }

  /** Sends items[from, to) `width` at a time; true when it stopped for want of a network. */
  async function sendRun(from: number, to: number, width: number): Promise<boolean> {
    let next = from;
    let unsent = 0;
    let offline = false;
    const lane = async () => {
      while (!offline && next < to) {
        const sent = await sendOne(items[next++]!, width > 1);
        if (sent === 'offline') offline = true;
        if (sent !== 'settled') unsent += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(width, to - from) }, lane));
    while (writing) await writing;
    report.remaining += unsent + (to - next);
    return offline;
  }

  for (let i = 0; i < items.length; ) {
    let end = i + 1;
    if (isAnyOrder(items[i]!)) while (end < items.length && isAnyOrder(items[end]!)) end++;
    // Without a network the next items would fail the same way; wait for the next trigger.
    if (await sendRun(i, end, end - i > 1 ? atOnce : 1)) {
      report.remaining += items.length - end;
      break;
    }
    i = end;
  }
  await store.purgeOutcomes(now());
  return report;
}

const isAnyOrder = (item: OutboxItem) => Boolean((COMMANDS[item.call.kind] as CommandSpec).inAnyOrder);

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
