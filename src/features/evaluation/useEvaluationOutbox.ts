/**
 * The evaluation's side of the offline outbox (DECISIONS.md "what they submit offline is kept
 * and sent later, exactly once"): answers that could not be sent are queued with their own
 * Idempotency-Key; the page, or the service worker, sends them once the network is back, and
 * the page shows the thank-you when the server stored them. A new send replaces a waiting one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EvaluationRequest } from '../../contract';
import { evaluationItem, newIdempotencyKey, type AnyOutboxOutcome, type EvaluationItem } from '../../domain/outbox';
import { clearOutcome, listPending, readAnyOutcome, remove } from '../../state/outbox';
import { queueRequest, useOutboxRetry, useOutboxVersion } from '../../state/outboxSync';

/** A waiting item of this evaluation and registration id, if an earlier visit left one. */
export async function waitingEvaluation(evaluationId: string, registrationId: string): Promise<EvaluationItem | null> {
  try {
    const items = await listPending();
    const mine = items.filter((item): item is EvaluationItem => item.kind === 'evaluation'
      && item.body.evaluation_id === evaluationId && item.body.registration_id === registrationId);
    return mine.at(-1) ?? null;
  } catch {
    return null; // storage blocked: no outbox, the form still works online
  }
}

export function useEvaluationOutbox(eventId: string, waiting: EvaluationItem | null, onSettled: (outcome: AnyOutboxOutcome) => void) {
  const [queuedId, setQueuedId] = useState<string | null>(waiting?.id ?? null);
  const version = useOutboxVersion();
  const settled = useRef(onSettled);
  settled.current = onSettled;

  useEffect(() => {
    if (!queuedId) return;
    let cancelled = false;
    void readAnyOutcome(queuedId).then((outcome) => {
      if (cancelled || !outcome) return;
      void clearOutcome(outcome.id).catch(() => {});
      setQueuedId(null);
      settled.current(outcome);
    }, () => {});
    return () => { cancelled = true; };
  }, [queuedId, version]);

  useOutboxRetry(queuedId !== null);

  const queue = useCallback(async (body: EvaluationRequest) => {
    if (queuedId) await remove(queuedId).catch(() => {});
    const id = newIdempotencyKey((bytes) => crypto.getRandomValues(bytes));
    await queueRequest(evaluationItem(id, body, eventId, Date.now()));
    setQueuedId(id);
  }, [eventId, queuedId]);

  return { queued: queuedId !== null, queue };
}
