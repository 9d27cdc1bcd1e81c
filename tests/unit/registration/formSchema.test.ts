// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodeFormError, encodeFormError } from '../../../src/domain/formErrors';
import { initialFormValues, openAnswerKey, SELECTED_EVENTS_KEY } from '../../../src/domain/formSchema';
import { errorOf, f, run } from './formSchemaHelpers';

describe('error codes', () => {
  it('round-trip with their parameters', () => {
    expect(decodeFormError(encodeFormError('required'))).toEqual({ code: 'required', params: {} });
    expect(decodeFormError(encodeFormError('range', { min: 1, max: 9 }))).toEqual({
      code: 'range',
      params: { min: 1, max: 9 },
    });
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
  const options = [
    { id: 'c1', text: 'St. Lucas Hospital' },
    { id: 'c2', text: 'CareConnect' },
  ];
  it('required means a value is chosen', () => {
    expect(errorOf([f({ name: 'sector', type: 'dropdown', required: true, options })], { sector: '' })).toBe(
      'required',
    );
    expect(errorOf([f({ name: 'role', type: 'radio', required: true, options })], { role: '' })).toBe('required');
    expect(errorOf([f({ name: 'role', type: 'radio', required: true, options })], { role: 'not-an-option' })).toBe(
      'required',
    );
  });
  it('sends the option id, except company and title which send the text', () => {
    expect(run([f({ name: 'sector', type: 'dropdown', options })], { sector: 'c2' }).output).toEqual({ sector: 'c2' });
    expect(run([f({ name: 'role', type: 'radio', options })], { role: 'c1' }).output).toEqual({ role: 'c1' });
    expect(run([f({ name: 'company', type: 'dropdown', required: true, options })], { company: 'c1' }).output).toEqual({
      company: 'St. Lucas Hospital',
    });
    expect(
      run([f({ name: 'title', type: 'dropdown', options: [{ id: 't1', text: 'Dr.' }] })], { title: 't1' }).output,
    ).toEqual({ title: 'Dr.' });
  });
  it('an open-answer option reveals a required answer that replaces the choice', () => {
    const fields = [
      f({ name: 'first_name', type: 'text', required: true }),
      f({
        name: 'company',
        type: 'dropdown',
        required: true,
        options: [...options, { id: 'other', text: 'Other', openAnswer: true }],
      }),
    ];
    const key = openAnswerKey('company');
    // Reported together with the other fields' errors, on the answer's own path.
    expect(run(fields, { first_name: '', company: 'other', [key]: ' ' }).errors).toEqual({
      first_name: 'required',
      [key]: 'required',
    });
    expect(run(fields, { first_name: 'Ada', company: 'other', [key]: ' Helix Labs ' }).output).toEqual({
      first_name: 'Ada',
      company: 'Helix Labs',
    });
    // A normal choice ignores the answer box.
    expect(run(fields, { first_name: 'Ada', company: 'c2', [key]: '' }).output).toEqual({
      first_name: 'Ada',
      company: 'CareConnect',
    });
    expect(run(fields, { first_name: 'Ada', company: '' }).errors).toEqual({ company: 'required' });
  });
});

describe('checkbox', () => {
  const three = [
    { id: 'i1', text: 'Monitoring' },
    { id: 'i2', text: 'Interoperability' },
    { id: 'i3', text: 'Apps' },
  ];
  it('required with two or more options: select at least one', () => {
    expect(
      errorOf([f({ name: 'interests', type: 'checkbox', required: true, options: three })], { interests: [] }),
    ).toBe('selectAtLeastOne');
  });
  it('required with fewer than two options: the plain required message', () => {
    expect(
      errorOf([f({ name: 'consent', type: 'checkbox', required: true, options: [three[0]] })], { consent: [] }),
    ).toBe('required');
    expect(errorOf([f({ name: 'consent', type: 'checkbox', required: true, options: [] })], { consent: [] })).toBe(
      'required',
    );
  });
  it('sends the chosen ids in option order; optional may be empty', () => {
    const fields = [f({ name: 'interests', type: 'checkbox', options: three })];
    expect(run(fields, { interests: ['i3', 'i1', 'i3'] }).output).toEqual({ interests: ['i1', 'i3'] });
    expect(run(fields, { interests: [] }).output).toEqual({ interests: [] });
  });
});

describe('initial values', () => {
  it("'' for text, [] for checkbox, 0 for on-site viewer, empty parts for dates and phone", () => {
    const fields = [
      f({ name: 'first_name', type: 'text' }),
      f({ name: 'interests', type: 'checkbox' }),
      f({ name: 'on_site_viewer', type: 'on-site-viewer' }),
      f({ name: 'dob', type: 'date' }),
      f({ name: 'mobile', type: 'mobile' }),
      f({ name: 'company', type: 'dropdown', options: [{ id: 'o', text: 'Other', openAnswer: true }] }),
    ];
    expect(initialFormValues(fields, { defaultCountry: 'BE', selectedEvents: ['opening'] })).toEqual({
      first_name: '',
      interests: [],
      on_site_viewer: 0,
      dob: { day: '', month: '', year: '' },
      mobile: { country: 'BE', number: '' },
      company: '',
      [openAnswerKey('company')]: '',
      [SELECTED_EVENTS_KEY]: ['opening'],
    });
  });

  it('a whole form: every error at once, in field order', () => {
    const fields = [
      f({ name: 'first_name', type: 'text', required: true }),
      f({ name: 'email', type: 'email', required: true }),
      f({
        name: 'interests',
        type: 'checkbox',
        required: true,
        options: [
          { id: 'a', text: 'A' },
          { id: 'b', text: 'B' },
        ],
      }),
      f({ name: 'on_site_viewer', type: 'on-site-viewer', required: true }),
    ];
    expect(Object.entries(run(fields, {}).errors)).toEqual([
      ['first_name', 'required'],
      ['email', 'required'],
      ['interests', 'selectAtLeastOne'],
    ]);
  });
});
