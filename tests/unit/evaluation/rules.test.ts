/**
 * The evaluation's shared rules (src/domain/evaluation.ts, evaluationForm.ts): form and server accept the same answers.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EvaluationAnswerSchema, type Evaluation, type EvaluationField } from '../../../src/contract';
import { answerRule, evaluationFor, evaluationRegistrationId, invalidQuestions } from '../../../src/domain/evaluation';
import {
  answerOf,
  buildEvaluationSchema,
  fieldKey,
  initialValues,
  openAnswerKeyOf,
} from '../../../src/domain/evaluationForm';
import { decodeFormError } from '../../../src/domain/formErrors';
import { OPEN_REGISTRATION_ID } from '../../../src/domain/ids';

const stars: EvaluationField = { id: 'stars', type: 'star-rating', question: 'Stars?', required: true };
const scale: EvaluationField = { id: 'scale', type: 'scale', question: 'Scale?', required: true };
const dropdown: EvaluationField = {
  id: 'drop',
  type: 'dropdown',
  question: 'Where?',
  required: true,
  options: [
    { id: 'a', text: 'A' },
    { id: 'other', text: 'Other', openAnswer: true },
  ],
};
const boxes: EvaluationField = {
  id: 'boxes',
  type: 'checkbox',
  question: 'Which?',
  required: true,
  options: [
    { id: 'x', text: 'X' },
    { id: 'y', text: 'Y' },
  ],
};
const text: EvaluationField = { id: 'text', type: 'text', question: 'Remarks?', required: false };
const evaluation: Evaluation = { _id: 'e', fields: [stars, scale, dropdown, boxes, text] };
const code = (message: string | undefined) => decodeFormError(message)?.code;

describe('answerRule', () => {
  it('a required star rating and scale need a value above 0, within range', () => {
    expect(code(answerRule(stars, undefined))).toBe('required');
    expect(answerRule(stars, { questionId: 'stars', answerInt: 5 })).toBeUndefined();
    expect(code(answerRule(stars, { questionId: 'stars', answerInt: 6 }))).toBe('range');
    expect(code(answerRule(scale, { questionId: 'scale', answerInt: 0 }))).toBe('required');
    expect(answerRule({ ...scale, required: false }, { questionId: 'scale', answerInt: 0 })).toBeUndefined();
    expect(code(answerRule(scale, { questionId: 'scale', answerInt: 11 }))).toBe('range');
    expect(code(answerRule(scale, { questionId: 'scale', answerInt: 2.5 }))).toBe('range');
  });
  it('a dropdown takes a listed option, or the open answer as text', () => {
    expect(answerRule(dropdown, { questionId: 'drop', answerObjectId: 'a' })).toBeUndefined();
    expect(code(answerRule(dropdown, { questionId: 'drop', answerObjectId: 'other' }))).toBe('rejected');
    expect(answerRule(dropdown, { questionId: 'drop', answerText: 'My own' })).toBeUndefined();
    expect(code(answerRule(dropdown, { questionId: 'drop', answerText: ' ' }))).toBe('required');
    expect(code(answerRule({ ...dropdown, required: false }, undefined, true))).toBe('required');
  });
  it('a required checkbox needs at least one listed item', () => {
    expect(code(answerRule(boxes, undefined))).toBe('selectAtLeastOne');
    expect(code(answerRule({ ...boxes, options: undefined }, undefined))).toBe('required');
    expect(answerRule(boxes, { questionId: 'boxes', answerArray: ['y'] })).toBeUndefined();
    expect(code(answerRule(boxes, { questionId: 'boxes', answerArray: ['z'] }))).toBe('rejected');
  });
});

describe('invalidQuestions (the server check)', () => {
  it('names missing required, unknown, repeated and invalid answers', () => {
    expect(invalidQuestions(evaluation, [])).toEqual(['stars', 'scale', 'drop', 'boxes']);
    const good = [
      { questionId: 'stars', answerInt: 3 },
      { questionId: 'scale', answerInt: 7 },
      { questionId: 'drop', answerObjectId: 'a' },
      { questionId: 'boxes', answerArray: ['x'] },
    ];
    expect(invalidQuestions(evaluation, good)).toEqual([]);
    expect(invalidQuestions(evaluation, [...good, { questionId: 'ghost', answerText: 'x' }])).toEqual(['ghost']);
    expect(invalidQuestions(evaluation, [...good, good[0]!])).toEqual(['stars']);
  });
});

describe('the form schema', () => {
  const schema = buildEvaluationSchema(evaluation.fields);
  const keys = evaluation.fields.map((_, i) => fieldKey(i));

  it('refuses an empty form on every required question', () => {
    const result = v.safeParse(schema, initialValues(evaluation.fields));
    expect(result.success).toBe(false);
    const paths = result.issues!.map((issue) => v.getDotPath(issue));
    expect(paths).toEqual(keys.slice(0, 4));
  });

  it('puts the open answer error on its text entry', () => {
    const values = { ...initialValues(evaluation.fields), q0: 4, q1: 8, q2: 'other', q3: ['x'] };
    const result = v.safeParse(schema, values);
    expect(result.issues!.map((issue) => v.getDotPath(issue))).toEqual([openAnswerKeyOf('q2')]);
  });

  it('turns the values into one answer value per answered question, each valid for the contract', () => {
    const values = { q0: 4, q1: 8, q2: 'other', [openAnswerKeyOf('q2')]: ' Podcast ', q3: ['y', 'x', 'y'], q4: '  ' };
    const result = v.parse(schema, values);
    expect(result).toEqual([
      { questionId: 'stars', answerInt: 4 },
      { questionId: 'scale', answerInt: 8 },
      { questionId: 'drop', answerText: 'Podcast' },
      { questionId: 'boxes', answerArray: ['x', 'y'] },
    ]);
    for (const answer of result) expect(v.is(EvaluationAnswerSchema, answer)).toBe(true);
  });

  it('reads stored answers back into the form', () => {
    const stored = [
      { questionId: 'drop', answerText: 'Podcast' },
      { questionId: 'stars', answerInt: 2 },
      { questionId: 'text', answerText: 'Hi' },
    ];
    const values = initialValues(evaluation.fields, stored);
    expect(values).toMatchObject({ q0: 2, q1: 0, q2: 'other', [openAnswerKeyOf('q2')]: 'Podcast', q3: [], q4: 'Hi' });
    expect(answerOf(dropdown, 'q2', values)).toEqual({ questionId: 'drop', answerText: 'Podcast' });
  });
});

describe('the contract', () => {
  it('needs exactly one answer value', () => {
    expect(v.is(EvaluationAnswerSchema, { questionId: 'a', answerInt: 1 })).toBe(true);
    expect(v.is(EvaluationAnswerSchema, { questionId: 'a' })).toBe(false);
    expect(v.is(EvaluationAnswerSchema, { questionId: 'a', answerInt: 1, answerText: 'one' })).toBe(false);
  });
});

describe('which evaluation and which id', () => {
  it('on-site visitors answer the on-site evaluation when there is one', () => {
    const onSite = { _id: 'onsite', fields: [] };
    expect(evaluationFor({ evaluation, onSiteEvaluation: onSite }, true)).toBe(onSite);
    expect(evaluationFor({ evaluation, onSiteEvaluation: onSite }, false)).toBe(evaluation);
    expect(evaluationFor({ evaluation }, true)).toBe(evaluation);
  });
  it('uses a valid registration id, else the kept fake id, else a new one', () => {
    const make = () => 'newFakeId000000000000000';
    expect(evaluationRegistrationId('demoRegistrationOnline01', null, make)).toEqual({
      id: 'demoRegistrationOnline01',
      fake: false,
    });
    expect(evaluationRegistrationId(null, 'keptFakeId00000000000000', make)).toEqual({
      id: 'keptFakeId00000000000000',
      fake: true,
    });
    expect(evaluationRegistrationId('short', 'bad id', make)).toEqual({ id: 'newFakeId000000000000000', fake: true });
    expect(evaluationRegistrationId(OPEN_REGISTRATION_ID, null, make)).toEqual({
      id: 'newFakeId000000000000000',
      fake: true,
    });
  });
});
