/**
 * Evaluation rules (spec 2 sections 2, 4, 5, 9), shared by the form and the server so both accept
 * exactly the same answers. An answer is questionId plus exactly one value: star rating and
 * scale -> answerInt, dropdown -> answerObjectId (or answerText for the open-answer option),
 * checkbox -> answerArray, text -> answerText. A question left empty sends no answer.
 */
import { hasOnlyAllowedCharacters } from '../contract/text';
import {
  SCALE_MAX,
  SCALE_MIN,
  STAR_COUNT,
  type EvaluationAnswer,
  type EvaluationField,
  type Evaluation,
} from '../contract/evaluation';
import type { Project } from '../contract/project';
import { encodeFormError } from './formErrors';
import { isValidRegistrationId, OPEN_REGISTRATION_ID } from './ids';

/** Web-app visitors go back to their personal link this long after sending (spec 2 section 9). */
export const WEB_APP_RETURN_MS = 5000;
/** The preview's pretend send takes this long. */
export const PREVIEW_SUBMIT_DELAY_MS = 300;
export const ANSWER_TEXT_MAX = 4000;

/** On-site visitors answer `onSiteEvaluation` when the project has one; everyone else `evaluation`. */
export function evaluationFor(
  project: Pick<Project, 'evaluation' | 'onSiteEvaluation'>,
  onSite: boolean,
): Evaluation | undefined {
  return (onSite && project.onSiteEvaluation) || project.evaluation || undefined;
}

const options = (field: EvaluationField) => field.options ?? [];
export const openOption = (field: EvaluationField) =>
  field.type === 'dropdown' ? options(field).find((o) => o.openAnswer) : undefined;

/** The options a checkbox question offers: its own, or one box labelled by the question. */
export function checkboxOptions(field: EvaluationField) {
  return options(field).length ? options(field) : [{ id: 'yes', text: field.question }];
}

const fail = encodeFormError;

/**
 * The error code for a question's answer (undefined: fine). `answer` is undefined when the
 * visitor left the question empty; `openChosen` says the open-answer option was picked.
 */
export function answerRule(
  field: EvaluationField,
  answer: EvaluationAnswer | undefined,
  openChosen = false,
): string | undefined {
  const required = Boolean(field.required);
  if (!answer) {
    if (openChosen) return fail('required');
    if (!required) return undefined;
    return field.type === 'checkbox' && checkboxOptions(field).length > 1 ? fail('selectAtLeastOne') : fail('required');
  }
  switch (field.type) {
    case 'star-rating':
      return isIntIn(answer.answerInt, 1, STAR_COUNT) ? undefined : fail('range', { min: 1, max: STAR_COUNT });
    case 'scale':
      if (!isIntIn(answer.answerInt, SCALE_MIN, SCALE_MAX)) return fail('range', { min: SCALE_MIN, max: SCALE_MAX });
      return required && !(answer.answerInt! > 0) ? fail('required') : undefined;
    case 'dropdown': {
      if (answer.answerText !== undefined) {
        if (!hasOnlyAllowedCharacters(answer.answerText)) return fail('invalidCharacters');
        return openOption(field) && answer.answerText.trim() ? undefined : fail('required');
      }
      const chosen = options(field).find((o) => o.id === answer.answerObjectId);
      return chosen && !chosen.openAnswer ? undefined : fail('rejected');
    }
    case 'checkbox': {
      const ids = checkboxOptions(field).map((o) => o.id);
      const chosen = answer.answerArray;
      if (!chosen || chosen.some((id) => !ids.includes(id)) || new Set(chosen).size !== chosen.length)
        return fail('rejected');
      return chosen.length === 0 ? answerRule(field, undefined) : undefined;
    }
    case 'text': {
      const text = answer.answerText;
      if (text === undefined || text.length > ANSWER_TEXT_MAX) return fail('rejected');
      if (!hasOnlyAllowedCharacters(text, true)) return fail('invalidCharacters');
      return text.trim() === '' ? answerRule(field, undefined) : undefined;
    }
  }
}

function isIntIn(value: number | undefined, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * The server's check of a whole send: every answer belongs to a question of this evaluation,
 * once, with a valid value, and every required question is answered. Returns the question ids
 * that fail (empty: accepted).
 */
export function invalidQuestions(evaluation: Evaluation, answers: readonly EvaluationAnswer[]): string[] {
  const bad = new Set<string>();
  const seen = new Set<string>();
  for (const answer of answers) {
    const field = evaluation.fields.find((f) => f.id === answer.questionId);
    if (!field || seen.has(answer.questionId) || answerRule(field, answer)) bad.add(answer.questionId);
    seen.add(answer.questionId);
  }
  for (const field of evaluation.fields) {
    if (!seen.has(field.id) && answerRule(field, undefined)) bad.add(field.id);
  }
  return [...bad];
}

/**
 * The registration id an evaluation is sent with: the route's when valid, else the fake id this
 * tab already keeps, else a new one (`make`), which the caller then keeps in session storage.
 */
export function evaluationRegistrationId(
  routeId: string | null | undefined,
  kept: string | null | undefined,
  make: () => string,
): { id: string; fake: boolean } {
  // The open-registration placeholder is everyone's id, so it cannot hold one visitor's answers.
  if (isValidRegistrationId(routeId) && routeId !== OPEN_REGISTRATION_ID) return { id: routeId, fake: false };
  return { id: isValidRegistrationId(kept) ? kept : make(), fake: true };
}
