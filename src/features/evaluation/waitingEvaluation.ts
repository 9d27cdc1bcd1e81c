/**
 * Evaluation answers an earlier visit left waiting in the offline outbox (DECISIONS.md "what they
 * submit offline is kept and sent later, exactly once"); the form shows them as waiting and
 * useCommand takes them as its own.
 */
import { isItemOf, type OutboxItem } from '../../domain/outbox';
import { listPending } from '../../state/outbox';

export type EvaluationItem = OutboxItem<'evaluation'>;

export const isEvaluationOf = (evaluationId: string, registrationId: string) => (item: EvaluationItem) =>
  item.call.body.evaluation_id === evaluationId && item.call.body.registration_id === registrationId;

/** A waiting item of this evaluation and registration id, if an earlier visit left one. */
export async function waitingEvaluation(evaluationId: string, registrationId: string): Promise<EvaluationItem | null> {
  try {
    const mine = isEvaluationOf(evaluationId, registrationId);
    const items = await listPending();
    return items.filter((item): item is EvaluationItem => isItemOf(item, 'evaluation') && mine(item)).at(-1) ?? null;
  } catch {
    return null; // storage blocked: no outbox, the form still works online
  }
}
