/**
 * One hook for every visitor write that may wait offline (issue 31): `send` tries the command now
 * with the item's id as its Idempotency-Key; without a network it keeps the item in the outbox
 * under the same key (a first try that did reach the server is then answered, not redone). The
 * hook watches the outcome of what it queued (this page's replay or the service worker's) and
 * owns the clear-or-keep rule: an outcome is cleared once handed to the page; a refusal the page
 * takes no handler for stays for the header (OutboxRefusals) to tell.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { sendCommand } from '../api/commands';
import { ApiError } from '../api/http';
import { COMMANDS, type CommandAnswer } from '../contract/commands';
import {
  isItemOf,
  newIdempotencyKey,
  type OutboxCall,
  type OutboxItem,
  type OutboxOutcome,
  type RefusedOutcome,
  type SentOutcome,
  type WaitingKind,
} from '../domain/outbox';
import {
  handedHere,
  outboxInUse,
  queuedHere,
  useOutboxVersion,
  useRetryWhileWaiting,
  watchedHere,
} from './outboxSignals';
import { outboxStore, outboxSync } from './outboxCode';

// The outbox's code (IndexedDB, the replay) is a chunk of its own (issue 47), in before a write
// that the network drops has to be kept (a first visit's worker may not have cached it yet): it
// loads as a page that writes mounts, or, on the registration form, at the visitor's first tap or
// key (CommandOptions.outboxOnIntent), and whenever the outbox holds something.
const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;
let warming = false;
function loadOutboxOnIntent(): void {
  if (warming || typeof window === 'undefined') return;
  warming = true;
  const load = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, load, true);
    void outboxSync().catch(() => {
      warming = false; // offline before it came: the next page that writes tries again
    });
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, load, { capture: true, passive: true });
}
const replayInBackground = () => void outboxSync().then((sync) => sync.replayNow());
const clearOutcomes = async (ids: string[]) => {
  if (ids.length) await (await outboxStore()).clearOutcomes(ids);
};

/** The kinds a page sends and waits for (analytics go silently, state/analyticsOutbox). */
export type { WaitingKind };

/** A new item for a call: a fresh Idempotency-Key, made before the first try, and the page's event. */
export function newOutboxItem<K extends WaitingKind>(call: OutboxCall<K>, eventId: string): OutboxItem<K> {
  const id = newIdempotencyKey((bytes) => crypto.getRandomValues(bytes));
  return { id, eventId, createdAt: Date.now(), call };
}

export type SendResult<K extends WaitingKind> =
  | { status: 'sent'; answer: CommandAnswer<K> }
  /** No network: kept, sent later under the same key. */
  | { status: 'queued' }
  /** No network, and it could not be kept (storage full or blocked, or a kind that cannot wait). */
  | { status: 'unkept' }
  /** The server's answer (or a fault that is not the network): the page tells why. */
  | { status: 'refused'; error: unknown };

/** What the page needs beyond the answer (the attendance it asked for), it reads from the item's call. */
export interface CommandOptions<K extends WaitingKind> {
  onSent?(outcome: SentOutcome<K>, item: OutboxItem<K>): void;
  /** Without it a refusal of a queued item stays for the header to tell. */
  onRefused?(outcome: RefusedOutcome<K>, item: OutboxItem<K>): void;
  /** At most one item waits: a new send replaces the waiting one (attendance, evaluation answers). */
  one?: boolean;
  /** Items an earlier visit left waiting that this page takes as its own. */
  adopt?(item: OutboxItem<K>): boolean;
  /**
   * The page is most visits' first (the registration form): the outbox's code waits for the
   * visitor's first tap or key instead of loading with the page (issue 47). Else it loads as the
   * hook mounts (a panel the visitor opened), in before the network can drop under a write.
   */
  outboxOnIntent?: boolean;
}

// The ids this page queued and tells itself live with the outbox's always-loaded part.
export { isQueuedHere, isToldHere } from './outboxSignals';

export function useCommand<K extends WaitingKind>(kind: K, options: CommandOptions<K> = {}) {
  const [queued, setQueued] = useState<OutboxItem<K>[]>([]);
  const version = useOutboxVersion();
  const latest = useRef(options);
  latest.current = options;

  // Once, as the page that writes mounts.
  useEffect(() => {
    if (latest.current.outboxOnIntent) loadOutboxOnIntent();
    else void outboxSync().catch(() => {}); // offline: a later write tries again
  }, []);

  useEffect(() => {
    const adopt = latest.current.adopt;
    if (!adopt) return;
    let cancelled = false;
    void outboxInUse()
      .then(async (inUse): Promise<OutboxItem[]> => (inUse ? (await outboxStore()).listPending() : []))
      .then(
        (items) => {
          const mine = items.filter((item): item is OutboxItem<K> => isItemOf(item, kind) && adopt(item));
          if (!cancelled && mine.length)
            setQueued((current) => (current.length ? current : latest.current.one ? mine.slice(-1) : mine));
        },
        () => {},
      ); // storage blocked: the page works online only
    return () => {
      cancelled = true;
    };
  }, [kind]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the trigger: items settle elsewhere.
  useEffect(() => {
    if (!queued.length) return;
    let cancelled = false;
    // One read and one clear for all of them: a door page waits for hundreds of check-ins.
    const ids = queued.map((item) => item.id);
    void outboxStore()
      .then((outbox) => outbox.readOutcomes(ids))
      .catch((): (OutboxOutcome | undefined)[] => [])
      .then((found) => {
        if (cancelled) return;
        const done = queued.flatMap((item, index) => {
          const outcome = found[index];
          return outcome ? [{ item, outcome: outcome as OutboxOutcome<K> }] : [];
        });
        if (!done.length) return;
        const settledIds = new Set(ids.filter((_, index) => found[index]));
        setQueued((items) => items.filter((item) => !settledIds.has(item.id)));
        const told = done.filter(({ item, outcome }) => handOver(outcome, item, latest.current));
        void clearOutcomes(told.map(({ outcome }) => outcome.id)).catch(() => {});
      });
    return () => {
      cancelled = true;
    };
  }, [queued, version]);

  useEffect(() => {
    for (const item of queued) watchedHere.add(item.id);
    return () => {
      for (const item of queued) watchedHere.delete(item.id);
    };
  }, [queued]);

  useRetryWhileWaiting(queued.length > 0, replayInBackground);

  const withdraw = useCallback(
    async (keep?: string) => {
      const gone = queued.filter((item) => item.id !== keep);
      if (!gone.length) return;
      const outbox = await outboxStore();
      await Promise.all(gone.map((item) => outbox.remove(item.id).catch(() => {})));
      setQueued((items) => items.filter((item) => !gone.includes(item)));
      void outboxSync().then((sync) => sync.recount());
    },
    [queued],
  );

  const send = useCallback(
    async (item: OutboxItem<K>): Promise<SendResult<K>> => {
      try {
        const answer = (await sendCommand(item.call, { idempotencyKey: item.id })) as CommandAnswer<K>;
        if (latest.current.one) await withdraw();
        return { status: 'sent', answer };
      } catch (error) {
        if (!(error instanceof ApiError && error.isNetwork)) return { status: 'refused', error };
        if (!COMMANDS[kind].mayWaitOffline) return { status: 'unkept' };
        try {
          queuedHere.add(item.id);
          await (await outboxSync()).queueRequest(item);
        } catch (storageError) {
          console.warn('Outbox unavailable', storageError);
          return { status: 'unkept' };
        }
        if (latest.current.one) await withdraw(item.id);
        setQueued((items) => [...(latest.current.one ? [] : items), item]);
        return { status: 'queued' };
      }
    },
    [kind, withdraw],
  );

  return { queued, waiting: queued.length > 0, send, withdraw: () => withdraw() };
}

/**
 * Hands a settled item's outcome to the page; true when it is to be cleared then (false: a refusal
 * nobody here tells, kept for the header).
 */
function handOver<K extends WaitingKind>(
  outcome: OutboxOutcome<K>,
  item: OutboxItem<K>,
  options: CommandOptions<K>,
): boolean {
  handedHere.add(outcome.id);
  if (outcome.ok) options.onSent?.(outcome, item);
  else if (options.onRefused) options.onRefused(outcome, item);
  else return false;
  return true;
}
