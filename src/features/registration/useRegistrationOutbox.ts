/**
 * The registration page's view of the offline outbox, for one event:
 * - `queue` keeps a registration that could not be sent; `ownOutcome` is its answer once the
 *   replay (this page's or the service worker's) sent it, for the form to go on as after a send;
 * - `earlier` is what an earlier visit left: a registration sent (or refused) after the page was
 *   closed, or one still waiting, so the page can say so instead of showing an empty form.
 */
import { use, useCallback, useEffect, useRef, useState } from 'react';
import { registrationItem, type OutboxOutcome, type SentOutcome } from '../../domain/outbox';
import type { RegistrationRequest } from '../../contract';
import { queueRequest, useOutboxRetry, useOutboxVersion } from '../../state/outboxSync';
import { clearOutcome, listPending, outcomesFor, readOutcome } from '../../state/outbox';

export type EarlierOutbox =
  | { kind: 'sent'; outcome: SentOutcome }
  | { kind: 'rejected'; outcome: OutboxOutcome }
  | { kind: 'pending' };

export interface RegistrationOutbox {
  earlier: EarlierOutbox | null;
  /** "Register someone else": forget what the earlier visit left and show the form. */
  dismissEarlier(): void;
  queuedId: string | null;
  ownOutcome: OutboxOutcome | null;
  queue(key: string, body: RegistrationRequest): Promise<void>;
  /** The form acted on `ownOutcome`: it is not shown again on a later visit. */
  consumeOwnOutcome(): void;
}

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
    const started: Read = readEarlier(eventId, new Set());
    // React's use() reads a settled promise's status and value without suspending.
    void started.then((value) => Object.assign(started, { status: 'fulfilled', value }));
    firstReads.set(eventId, read = started);
  }
  return read;
}

export function useRegistrationOutbox(eventId: string): RegistrationOutbox {
  const first = use(firstOutboxRead(eventId));
  const version = useOutboxVersion();
  const [earlier, setEarlier] = useState<EarlierOutbox | null>(first);
  const dismissed = useRef(false);
  const shown = useRef({ eventId, version });
  // Everything this form queued is the form's own business, never an "earlier visit" notice.
  const ownIds = useRef(new Set<string>());
  const [queuedId, setQueuedId] = useState<string | null>(null);
  const [ownOutcome, setOwnOutcome] = useState<OutboxOutcome | null>(null);

  // A refusal is told once; it is not kept for the next visit. A later visit reads afresh.
  useEffect(() => {
    firstReads.delete(eventId);
    if (first?.kind === 'rejected') void clearOutcome(first.outcome.id).catch(() => {});
  }, [eventId, first]);

  useEffect(() => {
    if (shown.current.eventId === eventId && shown.current.version === version) return; // the first read told this
    shown.current = { eventId, version };
    let cancelled = false;
    void readEarlier(eventId, ownIds.current).then((found) => {
      if (cancelled) return;
      setEarlier(dismissed.current ? null : found);
      if (found?.kind === 'rejected') void clearOutcome(found.outcome.id).catch(() => {});
    });
    return () => { cancelled = true; };
  }, [eventId, version]);

  useEffect(() => {
    if (!queuedId) return;
    let cancelled = false;
    void readOutcome(queuedId).then((outcome) => {
      if (!cancelled && outcome) setOwnOutcome(outcome);
    }, () => {});
    return () => { cancelled = true; };
  }, [queuedId, version]);

  useOutboxRetry(queuedId !== null);

  const queue = useCallback(async (key: string, body: RegistrationRequest) => {
    ownIds.current.add(key);
    await queueRequest(registrationItem(key, body, Date.now()));
    setQueuedId(key);
  }, []);

  const consumeOwnOutcome = useCallback(() => {
    if (ownOutcome) void clearOutcome(ownOutcome.id).catch(() => {});
    setOwnOutcome(null);
    setQueuedId(null);
  }, [ownOutcome]);

  const dismissEarlier = useCallback(() => {
    dismissed.current = true;
    if (earlier && earlier.kind !== 'pending') void clearOutcome(earlier.outcome.id).catch(() => {});
    setEarlier(null);
  }, [earlier]);

  return { earlier, dismissEarlier, queuedId, ownOutcome, queue, consumeOwnOutcome };
}

/** The newest outcome of this event not queued by the open form, else a waiting item. */
async function readEarlier(eventId: string, ownIds: ReadonlySet<string>): Promise<EarlierOutbox | null> {
  try {
    const [outcome] = (await outcomesFor(eventId)).filter((o) => !ownIds.has(o.id));
    if (outcome) return outcome.ok ? { kind: 'sent', outcome } : { kind: 'rejected', outcome };
    const waiting = (await listPending()).some((item) => item.kind === 'registration' && item.eventId === eventId && !ownIds.has(item.id));
    return waiting ? { kind: 'pending' } : null;
  } catch {
    return null; // storage blocked: the form still works, only without the outbox
  }
}
