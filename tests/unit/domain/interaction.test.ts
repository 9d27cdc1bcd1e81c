// @vitest-environment node
/** The question rules (shared by the form and the server) and the poll helpers. */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { resultRows, totalVotes, voterIdOf, knows } from '../../../src/domain/poll';
import {
  messageCounter,
  QuestionFieldsSchema,
  questionFieldsSchema,
  questionIssueFields,
} from '../../../src/domain/question';
import { decodeFormError } from '../../../src/domain/formErrors';

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', type: 'content', message: 'When is the break?' };
const fieldsOf = (input: unknown) => {
  const result = v.safeParse(QuestionFieldsSchema, input);
  return result.success ? [] : questionIssueFields(result.issues);
};

describe('question rules', () => {
  it('accepts a complete question and trims it', () => {
    const result = v.safeParse(QuestionFieldsSchema, { ...valid, message: '  When?  ', name: ' Ada ' });
    expect(result.success && result.output).toEqual({ ...valid, message: 'When?', name: 'Ada' });
  });

  it('needs a non-empty message of at most 1024 characters (counted as the visitor sees them)', () => {
    expect(fieldsOf({ ...valid, message: '' })).toEqual(['message']);
    expect(fieldsOf({ ...valid, message: '   ' })).toEqual(['message']);
    expect(fieldsOf({ ...valid, message: 'a'.repeat(1024) })).toEqual([]);
    expect(fieldsOf({ ...valid, message: '😀'.repeat(1024) })).toEqual([]);
    expect(fieldsOf({ ...valid, message: 'a'.repeat(1025) })).toEqual(['message']);
    const issue = v.safeParse(QuestionFieldsSchema, { ...valid, message: 'a'.repeat(1025) });
    expect(!issue.success && decodeFormError(issue.issues[0].message)).toEqual({
      code: 'length',
      params: { length: 1024 },
    });
  });

  it('names every bad field: name, e-mail, type', () => {
    expect(fieldsOf({ name: 'https://spam.example', email: 'x@', type: 'other', message: 'Hi' })).toEqual([
      'name',
      'email',
      'type',
    ]);
    expect(fieldsOf({})).toEqual(['type', 'message']);
    expect(fieldsOf({ ...valid, type: 'technical' })).toEqual([]);
  });

  it('only the message is required: name and e-mail may stay empty, unless the project asks for them', () => {
    expect(fieldsOf({ name: '', email: '  ', type: 'content', message: 'Anonymous?' })).toEqual([]);
    expect(fieldsOf({ type: 'content', message: 'Anonymous?' })).toEqual([]);
    const strict = v.safeParse(questionFieldsSchema(true), { name: ' ', email: '', type: 'content', message: 'Hi' });
    expect(strict.success ? [] : questionIssueFields(strict.issues)).toEqual(['name', 'email']);
    expect(v.safeParse(questionFieldsSchema(true), valid).success).toBe(true);
  });

  it('counts characters for the counter', () => {
    expect(messageCounter('')).toBe('0/1024');
    expect(messageCounter('héllo 😀')).toBe('7/1024');
  });
});

describe('poll helpers', () => {
  const poll = {
    id: 'p',
    question: 'Q',
    options: [
      { id: 'a', text: 'A' },
      { id: 'b', text: 'B' },
      { id: 'c', text: 'C' },
    ],
  };

  it('gives a row per option with counts and rounded percentages', () => {
    const rows = resultRows(poll, { p: { a: 1, b: 2, c: 0 } });
    expect(rows.map((r) => [r.id, r.count, r.percent])).toEqual([
      ['a', 1, 33],
      ['b', 2, 67],
      ['c', 0, 0],
    ]);
    expect(totalVotes(rows)).toBe(3);
    expect(resultRows(poll, undefined).map((r) => r.percent)).toEqual([0, 0, 0]);
  });

  it('votes by registration id, but never by the shared open id or no id', () => {
    const browser = () => 'browserVoter0000000000';
    expect(voterIdOf('demoRegistrationOnline01', browser)).toBe('demoRegistrationOnline01');
    expect(voterIdOf('openRegistrationId000000', browser)).toBe('browserVoter0000000000');
    expect(voterIdOf(null, browser)).toBe('browserVoter0000000000');
    expect(voterIdOf('short', browser)).toBe('browserVoter0000000000');
  });

  it('knows which ids a broadcast holds (null always allowed: stop)', () => {
    expect(knows([{ id: 'a' }], 'a')).toBe(true);
    expect(knows([{ id: 'a' }], 'b')).toBe(false);
    expect(knows([], null)).toBe(true);
    expect(knows([], undefined)).toBe(true);
  });
});
