/**
 * The registration field rules (spec 1 section 5), one function per rule, shared by the form's
 * valibot schema (formSchema.ts) and the server's check of submitted values, so both sides
 * accept exactly the same input. Each rule returns an encoded error code (formErrors.ts) or
 * undefined when the value is fine.
 */
import { hasOnlyAllowedCharacters, holdsWebAddress, NAME_MAX_LENGTH } from '../contract/text';
import type { RegistrationField } from '../contract/project';
import { encodeFormError, type FormErrorCode, type FormErrorParams } from './formErrors';

export interface DateParts {
  day: string;
  month: string;
  year: string;
}
/** Returns the number in E.164 (`+31612345678`) when valid for the country, else null. */
export type PhoneCheck = (number: string, country: string) => string | null;

export const YEARS_BACK = 120;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const SUBMITTED_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

const fail = (code: FormErrorCode, params?: FormErrorParams) => encodeFormError(code, params);

/** The year a date of birth is checked against: UTC on both sides, so they never disagree. */
export const currentYear = (now: Date) => now.getUTCFullYear();

/** The fields that hold the visitor's name: mails greet the visitor with them. */
export const NAME_FIELDS: readonly string[] = ['first_name', 'last_name'];

/** Any typed value: one line unless `multiLine`, without control characters or lone surrogates. */
export function charactersRule(value: string, multiLine = false): string | undefined {
  return hasOnlyAllowedCharacters(value, multiLine) ? undefined : fail('invalidCharacters');
}

/** A name: allowed characters, at most 100 of them, and no web address (contract/text.ts). */
export function nameRule(value: string): string | undefined {
  const characters = charactersRule(value);
  if (characters) return characters;
  if ([...value].length > NAME_MAX_LENGTH) return fail('maxLength', { max: NAME_MAX_LENGTH });
  return holdsWebAddress(value) ? fail('noWebAddress') : undefined;
}

export function textRule(field: RegistrationField, value: string): string | undefined {
  if (value === '') return field.required ? fail('required') : undefined;
  const characters = NAME_FIELDS.includes(field.name)
    ? nameRule(value)
    : charactersRule(value, field.type === 'textarea');
  if (characters) return characters;
  if (field.length !== undefined && value.length !== field.length) return fail('length', { length: field.length });
  const numeric = field.positiveInteger || field.min !== undefined || field.max !== undefined;
  if (!numeric) return undefined;
  if (!/^\d+$/.test(value)) return fail('positiveInteger');
  const n = Number(value);
  if ((field.min !== undefined && n < field.min) || (field.max !== undefined && n > field.max)) {
    return fail('range', { min: field.min ?? 0, max: field.max ?? Number.MAX_SAFE_INTEGER });
  }
  return undefined;
}

export function emailRule(value: string): string | undefined {
  if (value === '') return fail('required');
  if (charactersRule(value)) return fail('invalidCharacters');
  return EMAIL.test(value) ? undefined : fail('invalidEmail');
}

/** Day 2 digits 1-31, month 2 digits 1-12, year 4 digits within 120 years back; a real date. */
export function dateRule(parts: DateParts, required: boolean, now: Date): string | undefined {
  const { day, month, year } = parts;
  if (!day && !month && !year) return required ? fail('required') : undefined;
  if (!/^\d{2}$/.test(day) || !/^\d{2}$/.test(month) || !/^\d{4}$/.test(year)) return fail('invalidDate');
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  const thisYear = currentYear(now);
  if (d < 1 || d > 31 || m < 1 || m > 12 || y < thisYear - YEARS_BACK || y > thisYear) return fail('invalidDate');
  if (d > new Date(Date.UTC(y, m, 0)).getUTCDate()) return fail('invalidDate');
  return undefined;
}

/** The submitted form of a date: `dd-mm-yyyy`, or '' when none was given. */
export function formatDate(parts: DateParts): string {
  return parts.day || parts.month || parts.year ? `${parts.day}-${parts.month}-${parts.year}` : '';
}

export function parseSubmittedDate(value: string): DateParts | undefined {
  const m = SUBMITTED_DATE.exec(value);
  return m ? { day: m[1]!, month: m[2]!, year: m[3]! } : undefined;
}

/** Without libphonenumber: an international number of 7 to 15 digits. */
export const plainE164: PhoneCheck = (number) => {
  const compact = number.replace(/[\s().-]/g, '');
  return /^\+[1-9]\d{6,14}$/.test(compact) ? compact : null;
};

/** A dropdown or radio value: one of the options (by id, or by text for the text-valued fields). */
export function choiceRule(field: RegistrationField, value: string): string | undefined {
  if (value === '') return field.required ? fail('required') : undefined;
  return charactersRule(value) ?? (optionAccepts(field, value) ? undefined : fail('required'));
}

export function optionAccepts(field: RegistrationField, value: string): boolean {
  const options = field.options ?? [];
  if (!options.length || options.some((o) => o.openAnswer)) return true;
  return options.some((o) => o.id === value || o.text === value);
}

/** Checkboxes: at least one chosen when required ("select at least one" when there are several). */
export function checkboxRule(field: RegistrationField, chosen: readonly string[]): string | undefined {
  if (chosen.some((id) => charactersRule(id))) return fail('invalidCharacters');
  const valid = chosen.filter((id) => optionAccepts(field, id));
  if (!field.required || valid.length > 0) return undefined;
  return fail((field.options?.length ?? 0) < 2 ? 'required' : 'selectAtLeastOne');
}

/** A required scale needs a value above 0; any value stays within min..max (default 0..10). */
export function scaleRule(field: RegistrationField, value: number): string | undefined {
  const min = field.min ?? 0;
  const max = field.max ?? 10;
  if (field.required && !(value > 0)) return fail('required');
  return value < min || value > max ? fail('range', { min, max }) : undefined;
}

/** Required, and 0 (online) is a valid answer. */
export function onSiteRule(value: number): string | undefined {
  return value === 0 || value === 1 ? undefined : fail('required');
}
