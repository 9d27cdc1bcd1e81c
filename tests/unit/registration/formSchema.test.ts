// @vitest-environment node
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { RegistrationField } from '../../../src/contract';
import { decodeFormError, encodeFormError } from '../../../src/domain/formErrors';
import {
  buildRegistrationSchema, dateRule, initialFormValues, openAnswerKey, pickerYears, plainE164, SELECTED_EVENTS_KEY,
  type FormSchemaOptions, type FormValues, type PhoneCheck,
} from '../../../src/domain/formSchema';

const NOW = new Date(2026, 5, 15); // 15 June 2026
const libPhone: PhoneCheck = (number, country) => {
  const parsed = parsePhoneNumberFromString(number, country as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
};

const f = (partial: Partial<RegistrationField> & Pick<RegistrationField, 'name' | 'type'>): RegistrationField =>
  ({ id: `f-${partial.name}`, label: partial.name, required: false, ...partial });

/** Validates one form; returns the output or the error codes per path. */
function run(fields: RegistrationField[], values: FormValues, options: Partial<FormSchemaOptions> = {}) {
  const schema = buildRegistrationSchema(fields, { now: NOW, phone: libPhone, ...options });
  const result = v.safeParse(schema, { ...initialFormValues(fields), ...values });
  if (result.success) return { output: result.output, errors: {} as Record<string, string> };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    errors[path] ??= issue.message;
  }
  return { output: undefined, errors };
}
const errorOf = (fields: RegistrationField[], values: FormValues, options?: Partial<FormSchemaOptions>) =>
  Object.values(run(fields, values, options).errors)[0];

describe('error codes', () => {
  it('round-trip with their parameters', () => {
    expect(decodeFormError(encodeFormError('required'))).toEqual({ code: 'required', params: {} });
    expect(decodeFormError(encodeFormError('range', { min: 1, max: 9 }))).toEqual({ code: 'range', params: { min: 1, max: 9 } });
    expect(decodeFormError('not a code')).toBeNull();
  });
});

describe('text and textarea', () => {
  it('required text is "required" when empty or blank, and trimmed when given', () => {
    const fields = [f({ name: 'first_name', type: 'text', required: true })];
    expect(errorOf(fields, { first_name: '' })).toBe('required');
    expect(errorOf(fields, { first_name: '   ' })).toBe('required');
    expect(run(fields, { first_name: '  Ada ' }).output).toEqual({ first_name: 'Ada' });
  });

  it('optional text may stay empty', () => {
    expect(run([f({ name: 'organisation', type: 'text' })], {}).output).toEqual({ organisation: '' });
  });

  it('a fixed length counts characters and carries the length', () => {
    const fields = [f({ name: 'membership', type: 'textarea', length: 8 })];
    expect(errorOf(fields, { membership: 'BNA1234' })).toBe(encodeFormError('length', { length: 8 }));
    expect(errorOf(fields, { membership: 'BNA123456' })).toBe(encodeFormError('length', { length: 8 }));
    expect(run(fields, { membership: 'BNA12345' }).output).toEqual({ membership: 'BNA12345' });
    expect(run(fields, { membership: '' }).output).toEqual({ membership: '' });
  });

  it('positive integers and ranges', () => {
    const integer = [f({ name: 'age', type: 'text', positiveInteger: true })];
    expect(errorOf(integer, { age: '-3' })).toBe('positiveInteger');
    expect(errorOf(integer, { age: '2.5' })).toBe('positiveInteger');
    expect(errorOf(integer, { age: 'ten' })).toBe('positiveInteger');
    expect(run(integer, { age: '42' }).errors).toEqual({});

    const ranged = [f({ name: 'seats', type: 'text', min: 1, max: 8 })];
    expect(errorOf(ranged, { seats: 'x' })).toBe('positiveInteger');
    expect(errorOf(ranged, { seats: '0' })).toBe(encodeFormError('range', { min: 1, max: 8 }));
    expect(errorOf(ranged, { seats: '9' })).toBe(encodeFormError('range', { min: 1, max: 8 }));
    expect(run(ranged, { seats: '1' }).errors).toEqual({});
    expect(run(ranged, { seats: '8' }).errors).toEqual({});
  });
});

describe('email', () => {
  const fields = [f({ name: 'email', type: 'email', required: true })];
  it('is required and must look like an address', () => {
    expect(errorOf(fields, { email: '' })).toBe('required');
    expect(errorOf(fields, { email: 'ada@' })).toBe('invalidEmail');
    expect(errorOf(fields, { email: 'ada@example' })).toBe('invalidEmail');
    expect(errorOf(fields, { email: 'ada lovelace@example.com' })).toBe('invalidEmail');
  });
  it('is trimmed and lowercased', () => {
    expect(run(fields, { email: '  Ada.Lovelace@Example.COM ' }).output).toEqual({ email: 'ada.lovelace@example.com' });
  });
});

describe('dropdown and radio', () => {
  const options = [{ id: 'c1', text: 'St. Lucas Hospital' }, { id: 'c2', text: 'CareConnect' }];
  it('required means a value is chosen', () => {
    expect(errorOf([f({ name: 'sector', type: 'dropdown', required: true, options })], { sector: '' })).toBe('required');
    expect(errorOf([f({ name: 'role', type: 'radio', required: true, options })], { role: '' })).toBe('required');
    expect(errorOf([f({ name: 'role', type: 'radio', required: true, options })], { role: 'not-an-option' })).toBe('required');
  });
  it('sends the option id, except company and title which send the text', () => {
    expect(run([f({ name: 'sector', type: 'dropdown', options })], { sector: 'c2' }).output).toEqual({ sector: 'c2' });
    expect(run([f({ name: 'role', type: 'radio', options })], { role: 'c1' }).output).toEqual({ role: 'c1' });
    expect(run([f({ name: 'company', type: 'dropdown', required: true, options })], { company: 'c1' }).output)
      .toEqual({ company: 'St. Lucas Hospital' });
    expect(run([f({ name: 'title', type: 'dropdown', options: [{ id: 't1', text: 'Dr.' }] })], { title: 't1' }).output)
      .toEqual({ title: 'Dr.' });
  });
  it('an open-answer option reveals a required answer that replaces the choice', () => {
    const fields = [
      f({ name: 'first_name', type: 'text', required: true }),
      f({ name: 'company', type: 'dropdown', required: true, options: [...options, { id: 'other', text: 'Other', openAnswer: true }] }),
    ];
    const key = openAnswerKey('company');
    // Reported together with the other fields' errors, on the answer's own path.
    expect(run(fields, { first_name: '', company: 'other', [key]: ' ' }).errors).toEqual({ first_name: 'required', [key]: 'required' });
    expect(run(fields, { first_name: 'Ada', company: 'other', [key]: ' Helix Labs ' }).output).toEqual({ first_name: 'Ada', company: 'Helix Labs' });
    // A normal choice ignores the answer box.
    expect(run(fields, { first_name: 'Ada', company: 'c2', [key]: '' }).output).toEqual({ first_name: 'Ada', company: 'CareConnect' });
    expect(run(fields, { first_name: 'Ada', company: '' }).errors).toEqual({ company: 'required' });
  });
});

describe('checkbox', () => {
  const three = [{ id: 'i1', text: 'Monitoring' }, { id: 'i2', text: 'Interoperability' }, { id: 'i3', text: 'Apps' }];
  it('required with two or more options: select at least one', () => {
    expect(errorOf([f({ name: 'interests', type: 'checkbox', required: true, options: three })], { interests: [] })).toBe('selectAtLeastOne');
  });
  it('required with fewer than two options: the plain required message', () => {
    expect(errorOf([f({ name: 'consent', type: 'checkbox', required: true, options: [three[0]] })], { consent: [] })).toBe('required');
    expect(errorOf([f({ name: 'consent', type: 'checkbox', required: true, options: [] })], { consent: [] })).toBe('required');
  });
  it('sends the chosen ids in option order; optional may be empty', () => {
    const fields = [f({ name: 'interests', type: 'checkbox', options: three })];
    expect(run(fields, { interests: ['i3', 'i1', 'i3'] }).output).toEqual({ interests: ['i1', 'i3'] });
    expect(run(fields, { interests: [] }).output).toEqual({ interests: [] });
  });
});

describe('date', () => {
  const optional = [f({ name: 'dob', type: 'date' })];
  const required = [f({ name: 'dob', type: 'date-picker', required: true })];
  const date = (day: string, month: string, year: string) => ({ day, month, year });

  it('sends DD-MM-YYYY; an optional date may be empty', () => {
    expect(run(optional, { dob: date('07', '03', '1990') }).output).toEqual({ dob: '07-03-1990' });
    expect(run(optional, { dob: date('', '', '') }).output).toEqual({ dob: '' });
    expect(errorOf(required, { dob: date('', '', '') })).toBe('required');
  });

  it('day and month need two digits, the year four', () => {
    expect(errorOf(optional, { dob: date('7', '03', '1990') })).toBe('invalidDate');
    expect(errorOf(optional, { dob: date('07', '3', '1990') })).toBe('invalidDate');
    expect(errorOf(optional, { dob: date('07', '03', '90') })).toBe('invalidDate');
    expect(errorOf(optional, { dob: date('07', '', '') })).toBe('invalidDate');
  });

  it('day 1-31, month 1-12, and a real calendar date', () => {
    expect(errorOf(optional, { dob: date('00', '03', '1990') })).toBe('invalidDate');
    expect(errorOf(optional, { dob: date('32', '03', '1990') })).toBe('invalidDate');
    expect(errorOf(optional, { dob: date('31', '01', '1990') })).toBeUndefined();
    expect(errorOf(optional, { dob: date('10', '00', '1990') })).toBe('invalidDate');
    expect(errorOf(optional, { dob: date('10', '13', '1990') })).toBe('invalidDate');
    expect(errorOf(optional, { dob: date('10', '12', '1990') })).toBeUndefined();
    expect(errorOf(optional, { dob: date('31', '04', '1990') })).toBe('invalidDate');
    expect(errorOf(optional, { dob: date('29', '02', '2024') })).toBeUndefined();
    expect(errorOf(optional, { dob: date('29', '02', '2023') })).toBe('invalidDate');
  });

  it('the year lies between this year minus 120 and this year (injected now)', () => {
    expect(dateRule(date('01', '01', '1906'), true, NOW)).toBeUndefined();
    expect(dateRule(date('31', '12', '1905'), true, NOW)).toBe('invalidDate');
    expect(dateRule(date('31', '12', '2026'), true, NOW)).toBeUndefined();
    expect(dateRule(date('01', '01', '2027'), true, NOW)).toBe('invalidDate');
    // Another "now" moves the window.
    expect(dateRule(date('01', '01', '1905'), true, new Date(2025, 0, 1))).toBeUndefined();
    expect(dateRule(date('01', '01', '2026'), true, new Date(2025, 11, 31))).toBe('invalidDate');
    expect(pickerYears(NOW)).toHaveLength(121);
    expect(pickerYears(NOW)[0]).toBe('2026');
    expect(pickerYears(NOW).at(-1)).toBe('1906');
  });
});

describe('mobile', () => {
  const fields = [f({ name: 'mobile', type: 'mobile' })];
  it('empty is valid', () => {
    expect(run(fields, { mobile: { country: 'NL', number: '' } }).output).toEqual({ mobile: '' });
    expect(errorOf([f({ name: 'mobile', type: 'mobile', required: true })], { mobile: { country: 'NL', number: ' ' } })).toBe('required');
  });
  it('a national number is sent in E.164 for the chosen country', () => {
    expect(run(fields, { mobile: { country: 'NL', number: '06 12345678' } }).output).toEqual({ mobile: '+31612345678' });
    expect(run(fields, { mobile: { country: 'BE', number: '0470 12 34 56' } }).output).toEqual({ mobile: '+32470123456' });
    expect(run(fields, { mobile: { country: 'DE', number: '+31 6 1234 5678' } }).output).toEqual({ mobile: '+31612345678' });
  });
  it('an invalid number is "invalidPhone"', () => {
    expect(errorOf(fields, { mobile: { country: 'NL', number: '06 123' } })).toBe('invalidPhone');
    expect(errorOf(fields, { mobile: { country: 'NL', number: 'call me' } })).toBe('invalidPhone');
  });
  it('without the injected check, a plain international number rule applies', () => {
    expect(plainE164('+31 6 1234 5678', 'NL')).toBe('+31612345678');
    expect(plainE164('0612345678', 'NL')).toBeNull();
    expect(run(fields, { mobile: { country: 'NL', number: '+31 6 1234 5678' } }, { phone: undefined }).output).toEqual({ mobile: '+31612345678' });
  });
});

describe('scale', () => {
  it('required means above 0', () => {
    const fields = [f({ name: 'knowledge', type: 'scale', required: true, min: 0, max: 10 })];
    expect(initialFormValues(fields).knowledge).toBe(0);
    expect(errorOf(fields, { knowledge: 0 })).toBe('required');
    expect(run(fields, { knowledge: 1 }).output).toEqual({ knowledge: 1 });
    expect(run(fields, { knowledge: 10 }).output).toEqual({ knowledge: 10 });
    expect(errorOf(fields, { knowledge: 11 })).toBe(encodeFormError('range', { min: 0, max: 10 }));
  });
  it('optional may stay at 0', () => {
    expect(run([f({ name: 'knowledge', type: 'scale' })], { knowledge: 0 }).output).toEqual({ knowledge: 0 });
  });
});

describe('on-site viewer', () => {
  const fields = [f({ name: 'on_site_viewer', type: 'on-site-viewer', required: true })];
  it('starts at 0, and 0 (online) is a valid answer', () => {
    expect(initialFormValues(fields).on_site_viewer).toBe(0);
    expect(run(fields, {}).output).toEqual({ on_site_viewer: 0 });
    expect(run(fields, { on_site_viewer: 1 }).output).toEqual({ on_site_viewer: 1 });
    expect(run(fields, { on_site_viewer: '1' }).output).toEqual({ on_site_viewer: 1 });
    expect(errorOf(fields, { on_site_viewer: 2 })).toBe('required');
  });
});

describe('breakout rounds', () => {
  const rounds = [{ group: 'round-1', eventIds: ['r1a', 'r1b'] }, { group: 'round-2', eventIds: ['r2a'] }];
  const fields = [f({ name: 'email', type: 'email', required: true })];
  it('every round needs a session', () => {
    expect(run(fields, { email: 'a@b.nl', [SELECTED_EVENTS_KEY]: ['opening', 'r1a'] }, { rounds }).errors)
      .toEqual({ [SELECTED_EVENTS_KEY]: 'selectSessionForAllRounds' });
    expect(run(fields, { email: 'a@b.nl', [SELECTED_EVENTS_KEY]: ['opening', 'r1b', 'r2a'] }, { rounds }).output)
      .toEqual({ email: 'a@b.nl', [SELECTED_EVENTS_KEY]: ['opening', 'r1b', 'r2a'] });
  });
  it('no rounds, no rule', () => {
    expect(run(fields, { email: 'a@b.nl', [SELECTED_EVENTS_KEY]: [] }, { rounds: [] }).errors).toEqual({});
  });
});

describe('initial values', () => {
  it("'' for text, [] for checkbox, 0 for on-site viewer, empty parts for dates and phone", () => {
    const fields = [
      f({ name: 'first_name', type: 'text' }), f({ name: 'interests', type: 'checkbox' }),
      f({ name: 'on_site_viewer', type: 'on-site-viewer' }), f({ name: 'dob', type: 'date' }),
      f({ name: 'mobile', type: 'mobile' }), f({ name: 'company', type: 'dropdown', options: [{ id: 'o', text: 'Other', openAnswer: true }] }),
    ];
    expect(initialFormValues(fields, { defaultCountry: 'BE', selectedEvents: ['opening'] })).toEqual({
      first_name: '', interests: [], on_site_viewer: 0, dob: { day: '', month: '', year: '' },
      mobile: { country: 'BE', number: '' }, company: '', [openAnswerKey('company')]: '', [SELECTED_EVENTS_KEY]: ['opening'],
    });
  });

  it('a whole form: every error at once, in field order', () => {
    const fields = [
      f({ name: 'first_name', type: 'text', required: true }),
      f({ name: 'email', type: 'email', required: true }),
      f({ name: 'interests', type: 'checkbox', required: true, options: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }] }),
      f({ name: 'on_site_viewer', type: 'on-site-viewer', required: true }),
    ];
    expect(Object.entries(run(fields, {}).errors)).toEqual([
      ['first_name', 'required'], ['email', 'required'], ['interests', 'selectAtLeastOne'],
    ]);
  });
});
