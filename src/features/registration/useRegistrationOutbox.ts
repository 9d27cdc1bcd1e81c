/**
 * The registration page's view of the offline outbox, for one event:
 * - `queue` keeps a registration that could not be sent; `ownOutcome` is its answer once the
 *   replay (this page's or the service worker's) sent it, for the form to go on as after a send;
 * - `earlier` is what an earlier visit left: a registration sent (or refused) after the page was
 *   closed, or one still waiting, so the page can say so instead of showing an empty form.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { registrationItem, type OutboxOutcome, type SentOutcome } from '../../domain/outbox';
import type { RegistrationRequest } from '../../contract';
import { queueRequest, replayNow, useOutboxVersion } from '../../state/outboxSync';
import { clearOutcome, listPending, outcomesFor, readOutcome } from '../../state/outbox';

/** While a form waits, also try now and then: venue Wi-Fi can return without an `online` event. */
const RETRY_MS = 30_000;

export type EarlierOutbox =
  | { kind: 'sent'; outcome: SentOutcome }
  | { kind: 'rejected'; outcome: OutboxOutcome }
  | { kind: 'pending' };

export interface RegistrationOutbox {
  /** False until IndexedDB was read once, so the page does not flash an empty form first. */
  ready: boolean;
  earlier: EarlierOutbox | null;
  /** "Register someone else": forget what the earlier visit left and show the form. */
  dismissEarlier(): void;
  queuedId: string | null;
  ownOutcome: OutboxOutcome | null;
  queue(key: string, body: RegistrationRequest): Promise<void>;
  /** The form acted on `ownOutcome`: it is not shown again on a later visit. */
  consumeOwnOutcome(): void;
}

export function useRegistrationOutbox(eventId: string): RegistrationOutbox {
  const version = useOutboxVersion();
  const [ready, setReady] = useState(false);
  const [earlier, setEarlier] = useState<EarlierOutbox | null>(null);
  const dismissed = useRef(false);
  // Everything this form queued is the form's own business, never an "earlier visit" notice.
  const ownIds = useRef(new Set<string>());
  const [queuedId, setQueuedId] = useState<string | null>(null);
  const [ownOutcome, setOwnOutcome] = useState<OutboxOutcome | null>(null);

  useEffect(() => {
    let cancelled = false;
    void readEarlier(eventId, ownIds.current).then((found) => {
      if (cancelled) return;
      setEarlier(dismissed.current ? null : found);
      setReady(true);
      // A refusal is told once; it is not kept for the next visit.
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

  useEffect(() => {
    if (!queuedId) return;
    const timer = setInterval(() => void replayNow(), RETRY_MS);
    return () => clearInterval(timer);
  }, [queuedId]);

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

  return { ready, earlier, dismissEarlier, queuedId, ownOutcome, queue, consumeOwnOutcome };
}

/** The newest outcome of this event not queued by the open form, else a waiting item. */
async function readEarlier(eventId: string, ownIds: ReadonlySet<string>): Promise<EarlierOutbox | null> {
  try {
    const [outcome] = (await outcomesFor(eventId)).filter((o) => !ownIds.has(o.id));
    if (outcome) return outcome.ok ? { kind: 'sent', outcome } : { kind: 'rejected', outcome };
    const waiting = (await listPending()).some((item) => item.eventId === eventId && !ownIds.has(item.id));
    return waiting ? { kind: 'pending' } : null;
  } catch {
    return null; // storage blocked: the form still works, only without the outbox
  }
}
