// @vitest-environment node
// The registration form's schema (domain/formSchema), continued: dates, phone numbers, scales, the
// on-site question and the breakout rounds. Text, e-mail and choices: formSchema.test.ts.
import { describe, expect, it } from 'vitest';
import { encodeFormError } from '../../../src/domain/formErrors';
import {
  dateRule,
  initialFormValues,
  pickerYears,
  plainE164,
  SELECTED_EVENTS_KEY,
} from '../../../src/domain/formSchema';
import { errorOf, f, NOW, run } from './formSchemaHelpers';

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
    expect(
      errorOf([f({ name: 'mobile', type: 'mobile', required: true })], { mobile: { country: 'NL', number: ' ' } }),
    ).toBe('required');
  });
  it('a national number is sent in E.164 for the chosen country', () => {
    expect(run(fields, { mobile: { country: 'NL', number: '06 12345678' } }).output).toEqual({
      mobile: '+31612345678',
    });
    expect(run(fields, { mobile: { country: 'BE', number: '0470 12 34 56' } }).output).toEqual({
      mobile: '+32470123456',
    });
    expect(run(fields, { mobile: { country: 'DE', number: '+31 6 1234 5678' } }).output).toEqual({
      mobile: '+31612345678',
    });
  });
  it('an invalid number is "invalidPhone"', () => {
    expect(errorOf(fields, { mobile: { country: 'NL', number: '06 123' } })).toBe('invalidPhone');
    expect(errorOf(fields, { mobile: { country: 'NL', number: 'call me' } })).toBe('invalidPhone');
  });
  it('without the injected check, a plain international number rule applies', () => {
    expect(plainE164('+31 6 1234 5678', 'NL')).toBe('+31612345678');
    expect(plainE164('0612345678', 'NL')).toBeNull();
    expect(run(fields, { mobile: { country: 'NL', number: '+31 6 1234 5678' } }, { phone: undefined }).output).toEqual({
      mobile: '+31612345678',
    });
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
  const rounds = [
    { group: 'round-1', eventIds: ['r1a', 'r1b'] },
    { group: 'round-2', eventIds: ['r2a'] },
  ];
  const fields = [f({ name: 'email', type: 'email', required: true })];
  it('every round needs a session', () => {
    expect(run(fields, { email: 'a@b.nl', [SELECTED_EVENTS_KEY]: ['opening', 'r1a'] }, { rounds }).errors).toEqual({
      [SELECTED_EVENTS_KEY]: 'selectSessionForAllRounds',
    });
    expect(
      run(fields, { email: 'a@b.nl', [SELECTED_EVENTS_KEY]: ['opening', 'r1b', 'r2a'] }, { rounds }).output,
    ).toEqual({ email: 'a@b.nl', [SELECTED_EVENTS_KEY]: ['opening', 'r1b', 'r2a'] });
  });
  it('no rounds, no rule', () => {
    expect(run(fields, { email: 'a@b.nl', [SELECTED_EVENTS_KEY]: [] }, { rounds: [] }).errors).toEqual({});
  });
});
