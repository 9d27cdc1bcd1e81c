/**
 * The evaluation form as one valibot schema built from the questions: form values in, the
 * answers to send out, issues as form error codes (formErrors.ts) on the question's form key.
 * Form values per type: star-rating and scale a number (0: no answer), dropdown the option id
 * (plus `<key>__openAnswer`, the typed answer), checkbox the chosen option ids, text a string.
 */
import * as v from 'valibot';
import type { EvaluationAnswer, EvaluationField } from '../contract';
import { answerRule, checkboxOptions, openOption } from './evaluation';

export type EvaluationValues = Record<string, unknown>;

/** Form keys are positional: question ids come from organisers and may hold any character. */
export const fieldKey = (index: number) => `q${index}`;
export const openAnswerKeyOf = (key: string) => `${key}__openAnswer`;

/** What the visitor entered for one question, as the answer to send (undefined: left empty). */
export function answerOf(field: EvaluationField, key: string, values: EvaluationValues): EvaluationAnswer | undefined {
  const value = values[key];
  const questionId = field.id;
  switch (field.type) {
    case 'star-rating':
    case 'scale':
      return typeof value === 'number' && value > 0 ? { questionId, answerInt: value } : undefined;
    case 'dropdown': {
      if (typeof value !== 'string' || value === '') return undefined;
      if (openOption(field)?.id === value) {
        const text = String(values[openAnswerKeyOf(key)] ?? '').trim();
        return text ? { questionId, answerText: text } : undefined;
      }
      return { questionId, answerObjectId: value };
    }
    case 'checkbox': {
      const chosen = Array.isArray(value) ? value.map(String) : [];
      // In the order of the options, without duplicates.
      const ids = checkboxOptions(field)
        .map((o) => o.id)
        .filter((id) => chosen.includes(id));
      return ids.length ? { questionId, answerArray: ids } : undefined;
    }
    case 'text': {
      const text = typeof value === 'string' ? value.trim() : '';
      return text ? { questionId, answerText: text } : undefined;
    }
  }
}

/** The form's starting values: empty, or the answers stored earlier. */
export function initialValues(
  fields: readonly EvaluationField[],
  stored: readonly EvaluationAnswer[] = [],
): EvaluationValues {
  const values: EvaluationValues = {};
  fields.forEach((field, index) => {
    const key = fieldKey(index);
    const answer = stored.find((a) => a.questionId === field.id);
    switch (field.type) {
      case 'star-rating':
      case 'scale':
        values[key] = answer?.answerInt ?? 0;
        break;
      case 'dropdown': {
        const open = openOption(field);
        values[key] = answer?.answerText !== undefined && open ? open.id : (answer?.answerObjectId ?? '');
        if (open) values[openAnswerKeyOf(key)] = answer?.answerText ?? '';
        break;
      }
      case 'checkbox':
        values[key] = answer?.answerArray ?? [];
        break;
      case 'text':
        values[key] = answer?.answerText ?? '';
        break;
    }
  });
  return values;
}

const issuePath = (key: string, input: EvaluationValues) =>
  [{ type: 'object', origin: 'value', input, key, value: input[key] }] as unknown as [v.ObjectPathItem];

export function buildEvaluationSchema(fields: readonly EvaluationField[]) {
  return v.pipe(
    v.looseObject({}),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const values = dataset.value as EvaluationValues;
      fields.forEach((field, index) => {
        const key = fieldKey(index);
        const openChosen = Boolean(openOption(field)) && values[key] === openOption(field)?.id;
        const error = answerRule(field, answerOf(field, key, values), openChosen);
        // The open answer's own entry carries its error; the dropdown itself has a value.
        const target = openChosen ? openAnswerKeyOf(key) : key;
        if (error) addIssue({ message: error, path: issuePath(target, values) });
      });
    }),
    v.transform((values): EvaluationAnswer[] =>
      fields.flatMap((field, index) => answerOf(field, fieldKey(index), values) ?? []),
    ),
  );
}
