/**
 * The organiser's evaluation questions as the project document carries them (spec 2 sections 3, 9),
 * apart from the answers' schemas (./evaluation): every page reads the project, few send answers.
 */
import * as v from 'valibot';

export const EVALUATION_FIELD_TYPES = ['star-rating', 'scale', 'dropdown', 'checkbox', 'text'] as const;

/** Star ratings have 5 stars; scales run 0 to 10 (spec 2 section 9). */
export const STAR_COUNT = 5;
export const SCALE_MIN = 0;
export const SCALE_MAX = 10;

const EvaluationOptionSchema = v.object({ id: v.string(), text: v.string(), openAnswer: v.optional(v.boolean()) });

export const EvaluationFieldSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  type: v.picklist(EVALUATION_FIELD_TYPES),
  question: v.string(),
  required: v.optional(v.boolean(), false),
  options: v.optional(v.array(EvaluationOptionSchema)),
});
export type EvaluationField = v.InferOutput<typeof EvaluationFieldSchema>;

export const EvaluationSchema = v.object({ _id: v.string(), fields: v.array(EvaluationFieldSchema) });
export type Evaluation = v.InferOutput<typeof EvaluationSchema>;
