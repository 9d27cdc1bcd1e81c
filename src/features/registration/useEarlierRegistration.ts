/**
 * What an earlier visit left in the offline outbox for this event: a registration sent (or
 * refused) after the page was closed, or one still waiting, so the page can say so instead of
 * showing an empty form. What the open form queues is its own (useCommand), never "earlier".
 */
import { use, useCallback, useEffect, useRef, useState } from 'react';
import { outboxStore } from '../../state/outboxCode';
import { isQueuedHere, outboxInUse, useOutboxVersion } from '../../state/outboxSignals';
import { withNotice } from './rareParts';

export type { EarlierOutbox } from './earlierOutbox';
import type { EarlierOutbox } from './earlierOutbox';

/**
 * The first read of an event's outbox. The page suspends on it (a few milliseconds of
 * IndexedDB), so it paints once with the form or the notice: no empty form flashing first, and
 * no form appearing a frame after the rest and pushing the page down.
 */
type Read = Promise<EarlierOutbox | null>;
const firstReads = new Map<string, Read>();

/** Starts (once) the first read; RegistrationPage's prepare calls it before the first paint. */
export function firstOutboxRead(eventId: string): Read {
  let read = firstReads.get(eventId);
  if (!read) {
    const started: Read = readEarlier(eventId).then(withNotice);
    // React's use() reads a settled promise's status and value without suspending.
    void started.then((value) => Object.assign(started, { status: 'fulfilled', value }));
    firstReads.set(eventId, started);
    read = started;
  }
  return read;
}

export function useEarlierRegistration(eventId: string) {
  // The mounted page keeps its read: the map forgets it once mounted (a later visit reads
  // afresh), and a render after that must not start a new read and suspend the whole page
  // (hidden until IndexedDB answers, taps and keys lost).
  const [held, setHeld] = useState(() => ({ eventId, read: firstOutboxRead(eventId) }));
  const read = held.eventId === eventId ? held.read : firstOutboxRead(eventId);
  if (read !== held.read) setHeld({ eventId, read });
  const first = use(read);
  const version = useOutboxVersion();
  const [earlier, setEarlier] = useState<EarlierOutbox | null>(first);
  const dismissed = useRef(false);
  const shown = useRef({ eventId, version });

  // A refusal is told once; it is not kept for the next visit. A later visit reads afresh.
  useEffect(() => {
    firstReads.delete(eventId);
    if (first?.kind === 'rejected') void clearOutcome(first.outcome.id).catch(() => {});
  }, [eventId, first]);

  useEffect(() => {
    if (shown.current.eventId === eventId && shown.current.version === version) return; // the first read told this
    shown.current = { eventId, version };
    let cancelled = false;
    void readEarlier(eventId)
      .then(withNotice)
      .then((found) => {
        if (cancelled) return;
        setEarlier(dismissed.current ? null : found);
        if (found?.kind === 'rejected') void clearOutcome(found.outcome.id).catch(() => {});
      });
    return () => {
      cancelled = true;
    };
  }, [eventId, version]);

  /** "Register someone else": forget what the earlier visit left and show the form. */
  const dismissEarlier = useCallback(() => {
    dismissed.current = true;
    if (earlier && earlier.kind !== 'pending') void clearOutcome(earlier.outcome.id).catch(() => {});
    setEarlier(null);
  }, [earlier]);

  return { earlier, dismissEarlier };
}

// The outbox's code loads only when it holds something (issue 47): most visits find it empty.
const clearOutcome = async (id: string) => (await outboxStore()).clearOutcome(id);

/** The newest outcome of this event not queued by the open form, else a waiting item. */
async function readEarlier(eventId: string): Promise<EarlierOutbox | null> {
  try {
    if (!(await outboxInUse())) return null;
    const { listPending, outcomesFor } = await outboxStore();
    const [outcome] = (await outcomesFor(eventId)).filter((o) => !isQueuedHere(o.id));
    if (outcome) return outcome.ok ? { kind: 'sent', outcome } : { kind: 'rejected', outcome };
    const waiting = (await listPending()).some(
      (item) => item.call.kind === 'registration' && item.eventId === eventId && !isQueuedHere(item.id),
    );
    return waiting ? { kind: 'pending' } : null;
  } catch {
    return null; // storage blocked: the form still works, only without the outbox
  }
}
