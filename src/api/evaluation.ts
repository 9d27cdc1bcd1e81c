/** Evaluation calls (spec 2 section 7, API-PATHS.md): send the answers, read the stored ones back. */
import { config } from '../config';
import { EvaluationResultSchema, StoredEvaluationSchema, type EvaluationRequest } from '../contract/evaluation';
import { request } from './http';

const enc = encodeURIComponent;

export const evaluationApi = {
  /** With an idempotency key (the offline outbox) a repeat is answered, not stored twice. */
  send: (body: EvaluationRequest, options: { idempotencyKey?: string } = {}) =>
    request(`${config.api}/evaluations`, EvaluationResultSchema, {
      method: 'POST',
      body,
      idempotencyKey: options.idempotencyKey,
    }),

  stored: (evaluationId: string, registrationId: string, signal?: AbortSignal) =>
    request(`${config.api}/evaluations/${enc(evaluationId)}/${enc(registrationId)}`, StoredEvaluationSchema, {
      signal,
    }),
};
