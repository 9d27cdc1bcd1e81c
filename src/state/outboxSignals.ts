/**
 * The outbox's part that every page carries (the header's offline corner reads it): the atoms
 * screens watch, the ids this page tells itself, and whether the outbox holds anything at all.
 * The outbox's own code (state/outbox, outboxSync, the replay with every command's schema) is a
 * chunk of its own, loaded when a write is made or the outbox holds something (issue 47: a page
 * with an empty outbox, most first visits, never downloads it).
 */
import { useEffect } from 'react';
import { appStore, atom, useAtomValue } from './jotai';

export { outboxInUse } from './outboxDb';

export const outboxVersionAtom = atom(0);
export const useOutboxVersion = () => useAtomValue(outboxVersionAtom, { store: appStore });

/** How many of the visitor's own requests wait to be sent ('Waiting to be sent: 2'). */
export const waitingCountAtom = atom(0);
export const useWaitingCount = () => useAtomValue(waitingCountAtom, { store: appStore });

/**
 * Ids a mounted hook (state/useCommand) waits for, or has handed to its page: their outcome is
 * told there. The header's notice (project/OutboxSent) tells the others: a question sent while
 * its tab was closed. Ids queued by this page are its own business, never an "earlier visit".
 */
export const watchedHere = new Set<string>();
export const handedHere = new Set<string>();
export const queuedHere = new Set<string>();
export const isToldHere = (id: string) => watchedHere.has(id) || handedHere.has(id);
export const isQueuedHere = (id: string) => queuedHere.has(id);

export const OUTBOX_RETRY_MS = 30_000;

/**
 * While one of the page's own requests waits, the page tries to send it again (`replay`) every
 * OUTBOX_RETRY_MS. The browser's `online` event only comes after it was offline: a send that
 * failed on venue Wi-Fi that stayed "connected" would otherwise wait for the next start.
 */
export function useRetryWhileWaiting(waiting: boolean, replay: () => void): void {
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(replay, OUTBOX_RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting, replay]);
}
