/**
 * Questions and votes made without a network go into the app's one offline outbox (state/outbox*,
 * sent by the page or the service worker once online, exactly once by their Idempotency-Key).
 * This hook queues them and tells the panel when the server took or refused one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { newIdempotencyKey, type AnyOutboxOutcome, type OutboxItem } from '../../domain/outbox';
import { clearOutcome, readAnyOutcome } from '../../state/outbox';
import { queueRequest, useOutboxRetry, useOutboxVersion } from '../../state/outboxSync';

export const newRequestKey = () => newIdempotencyKey((bytes) => crypto.getRandomValues(bytes));

export function useInteractionOutbox(onSettled: (outcome: AnyOutboxOutcome) => void) {
  const [queued, setQueued] = useState<string[]>([]);
  const version = useOutboxVersion();
  const settled = useRef(onSettled);
  settled.current = onSettled;

  useEffect(() => {
    if (!queued.length) return;
    let cancelled = false;
    void Promise.all(queued.map((id) => readAnyOutcome(id).catch(() => undefined))).then((outcomes) => {
      if (cancelled) return;
      const done = outcomes.filter((o): o is AnyOutboxOutcome => Boolean(o));
      if (!done.length) return;
      setQueued((ids) => ids.filter((id) => !done.some((o) => o.id === id)));
      for (const outcome of done) {
        void clearOutcome(outcome.id).catch(() => {});
        settled.current(outcome);
      }
    });
    return () => { cancelled = true; };
  }, [queued, version]);

  useOutboxRetry(queued.length > 0);

  /** False when this browser cannot keep it (storage blocked): the visitor must send it again. */
  const queue = useCallback(async (item: OutboxItem): Promise<boolean> => {
    try {
      await queueRequest(item);
      setQueued((ids) => [...ids, item.id]);
      return true;
    } catch (error) {
      console.warn('Outbox unavailable', error);
      return false;
    }
  }, []);

  return { waiting: queued.length, queue };
}
