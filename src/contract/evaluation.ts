/**
 * Evaluations (spec 2 sections 3, 5, 7): the organiser's questions, the answers a visitor sends
 * with `POST {api}/evaluations`, and what the server answers. Shared by the form, the API client
 * and the server.
 */
import * as v from 'valibot';
import { RegistrationIdSchema, SAFE_ID_CHARS } from './registration';
import { SafeLine, SafeText } from './text';

export {
  EVALUATION_FIELD_TYPES,
  STAR_COUNT,
  SCALE_MIN,
  SCALE_MAX,
  EvaluationFieldSchema,
  type EvaluationField,
  EvaluationSchema,
  type Evaluation,
} from './evaluationForm';

const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(100), v.regex(SAFE_ID_CHARS, 'Invalid id'));
const ANSWER_KEYS = ['answerText', 'answerObjectId', 'answerArray', 'answerInt'] as const;

/** questionId plus exactly one of answerText, answerObjectId, answerArray, answerInt. */
export const EvaluationAnswerSchema = v.pipe(
  v.strictObject({
    questionId: v.pipe(SafeLine(100), v.minLength(1)),
    answerText: v.optional(SafeText(4000)),
    answerObjectId: v.optional(SafeLine(100)),
    answerArray: v.optional(v.pipe(v.array(SafeLine(100)), v.maxLength(50))),
    answerInt: v.optional(v.pipe(v.number(), v.integer())),
  }),
  v.check(
    (answer) => ANSWER_KEYS.filter((key) => answer[key] !== undefined).length === 1,
    'Each answer needs exactly one answer value.',
  ),
);
export type EvaluationAnswer = v.InferOutput<typeof EvaluationAnswerSchema>;

export const EvaluationRequestSchema = v.object({
  evaluation_id: Id,
  /** A registration id, or the app's fake id of the same form (spec 2 section 3). */
  registration_id: RegistrationIdSchema,
  answers: v.pipe(v.array(EvaluationAnswerSchema), v.maxLength(100)),
});
export type EvaluationRequest = v.InferOutput<typeof EvaluationRequestSchema>;

/** The stored answers: `updated` is true when an earlier send was replaced. */
export const EvaluationResultSchema = v.object({
  ok: v.boolean(),
  updated: v.boolean(),
  answers: v.array(EvaluationAnswerSchema),
});
export type EvaluationResult = v.InferOutput<typeof EvaluationResultSchema>;

/** `GET {api}/evaluations/{evaluationId}/{registrationId}`: null when nothing was sent yet. */
export const StoredEvaluationSchema = v.object({ answers: v.nullable(v.array(EvaluationAnswerSchema)) });
