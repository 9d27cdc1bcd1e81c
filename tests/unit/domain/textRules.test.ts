/**
 * The character and name rules shared by the forms and the server (src/contract/text.ts,
 * src/domain/fieldRules.ts, question.ts, evaluation.ts; issue 27).
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  hasOnlyAllowedCharacters,
  hasUnstorableCharacters,
  holdsWebAddress,
  type RegistrationField,
} from '../../../src/contract';
import { answerRule } from '../../../src/domain/evaluation';
import {
  charactersRule,
  checkboxRule,
  choiceRule,
  emailRule,
  nameRule,
  textRule,
} from '../../../src/domain/fieldRules';
import { decodeFormError } from '../../../src/domain/formErrors';
import { buildRegistrationSchema } from '../../../src/domain/formSchema';
import { QuestionFieldsSchema } from '../../../src/domain/question';
import { invalidFields } from '../../../src/domain/submittedFields';

const field = (
  name: string,
  type: RegistrationField['type'] = 'text',
  extra: Partial<RegistrationField> = {},
): RegistrationField => ({ id: `f-${name}`, name, label: name, required: true, type, ...extra });
const code = (message: string | undefined) => decodeFormError(message)?.code;

describe('the character rule', () => {
  it('refuses NUL, other control characters and lone surrogates; a multi-line text keeps \\n, \\r and \\t', () => {
    for (const bad of ['a\u0000', 'a\u0007', 'a\u001b', 'a\u007f', 'a\u0085', '\ud800', 'x\udfff', 'a\udbffb']) {
      expect(hasOnlyAllowedCharacters(bad), JSON.stringify(bad)).toBe(false);
      expect(hasOnlyAllowedCharacters(bad, true), JSON.stringify(bad)).toBe(false);
    }
    for (const lineBreak of ['a\nb', 'a\r\nb', 'a\tb', 'a\u2028b'])
      expect(hasOnlyAllowedCharacters(lineBreak)).toBe(false);
    for (const fine of ['a\nb', 'a\r\nb', 'a\tb']) expect(hasOnlyAllowedCharacters(fine, true)).toBe(true);
    for (const fine of ['Zoë Ørsted-Łukasz', '李小龍', 'emoji 😀 ok', ''])
      expect(hasOnlyAllowedCharacters(fine)).toBe(true);
  });

  it('calls only NUL and lone surrogates unstorable', () => {
    expect(['\u0000', 'a\ud800', '\udc00b'].map(hasUnstorableCharacters)).toEqual([true, true, true]);
    expect(['a\nb', 'a\u0007', '😀'].map(hasUnstorableCharacters)).toEqual([false, false, false]);
  });
});

describe('names', () => {
  it('have at most 100 characters (code points), allowed characters and no web address', () => {
    expect(nameRule('A'.repeat(100))).toBeUndefined();
    expect(nameRule('😀'.repeat(100))).toBeUndefined();
    expect(decodeFormError(nameRule('A'.repeat(101)))).toEqual({ code: 'maxLength', params: { max: 100 } });
    expect(code(nameRule('Ada\nLovelace'))).toBe('invalidCharacters');
    for (const url of ['https://x.y', 'Ada www.evil.nl', 'a mailto://b', 'WWW.X.NL', 'x+y.z://q'])
      expect(code(nameRule(url)), url).toBe('noWebAddress');
    for (const fine of ['Ada', "O'Brien", 'Jean-Luc', 'Dr. J. de Vries', 'ww.x'])
      expect(nameRule(fine), fine).toBeUndefined();
    expect(holdsWebAddress('www.')).toBe(true);
  });

  it('are first_name and last_name in a registration form; other text fields only get the character rule', () => {
    expect(code(textRule(field('first_name'), 'x'.repeat(101)))).toBe('maxLength');
    expect(code(textRule(field('last_name'), 'www.a.b'))).toBe('noWebAddress');
    expect(textRule(field('company'), 'x'.repeat(101))).toBeUndefined();
    expect(textRule(field('company'), 'see www.a.b')).toBeUndefined();
    expect(code(textRule(field('company'), 'Acme\nInc'))).toBe('invalidCharacters');
    expect(textRule(field('notes', 'textarea'), 'line\nline')).toBeUndefined();
    expect(code(textRule(field('notes', 'textarea'), 'line\u0000'))).toBe('invalidCharacters');
  });
});

describe('every kind of registration field', () => {
  it('e-mail, choices with an open answer and checkboxes refuse control characters too', () => {
    expect(code(emailRule('a\u0000@b.nl'))).toBe('invalidCharacters');
    const open = field('company', 'dropdown', { options: [{ id: 'other', text: 'Other', openAnswer: true }] });
    expect(code(choiceRule(open, 'Typed\u0000'))).toBe('invalidCharacters');
    expect(code(checkboxRule(field('tags', 'checkbox'), ['a\ud800']))).toBe('invalidCharacters');
    expect(charactersRule('fine')).toBeUndefined();
  });

  it('the form schema and the server check name the same fields', () => {
    const fields = [
      field('first_name'),
      field('last_name'),
      field('email', 'email'),
      field('notes', 'textarea', { required: false }),
    ];
    const values = { first_name: 'Ada\u0000', last_name: 'www.x.nl', email: 'ada@example.com', notes: 'a\u0007' };
    const result = v.safeParse(buildRegistrationSchema(fields, { now: new Date('2026-11-21T12:00:00Z') }), values);
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(
      result.issues!.map((issue) => [String(issue.path?.[0]?.key), code(issue.message)]),
    );
    expect(issues).toEqual({ first_name: 'invalidCharacters', last_name: 'noWebAddress', notes: 'invalidCharacters' });
    expect(invalidFields(fields, values, new Date('2026-11-21T12:00:00Z'))).toEqual([
      'first_name',
      'last_name',
      'notes',
    ]);
  });
});

describe('the question form', () => {
  const parse = (fields: Record<string, string>) =>
    v.safeParse(QuestionFieldsSchema, {
      name: 'Grace',
      email: 'grace@example.com',
      type: 'content',
      message: 'How?',
      ...fields,
    });
  const codes = (fields: Record<string, string>) =>
    parse(fields).issues?.map((i) => [i.path?.[0]?.key, code(i.message)]);

  it('names: 100 characters, no web address, one line; the message may break lines but holds no NUL', () => {
    expect(codes({ name: 'G'.repeat(101) })).toEqual([['name', 'maxLength']]);
    expect(codes({ name: 'Grace http://x' })).toEqual([['name', 'noWebAddress']]);
    expect(codes({ name: 'Grace\tHopper' })).toEqual([['name', 'invalidCharacters']]);
    expect(codes({ email: 'g\u0000@x.nl' })).toEqual([['email', 'invalidCharacters']]);
    expect(codes({ message: 'Why\u0000' })).toEqual([['message', 'invalidCharacters']]);
    expect(parse({ message: 'Line one\nline two' }).success).toBe(true);
  });
});

describe('evaluation answers', () => {
  it('a text answer may break lines but holds no control characters; an open answer is one line', () => {
    const text = { id: 'remarks', type: 'text' as const, question: 'Remarks?', required: false };
    expect(answerRule(text, { questionId: 'remarks', answerText: 'Good\nvery good' })).toBeUndefined();
    expect(code(answerRule(text, { questionId: 'remarks', answerText: 'Good\u0000' }))).toBe('invalidCharacters');
    const dropdown = {
      id: 'heard',
      type: 'dropdown' as const,
      question: 'Heard?',
      required: true,
      options: [{ id: 'o', text: 'Other', openAnswer: true }],
    };
    expect(code(answerRule(dropdown, { questionId: 'heard', answerText: 'A\nB' }))).toBe('invalidCharacters');
  });
});
