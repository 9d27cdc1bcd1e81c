/**
 * The registration form as ONE valibot schema, built from the project's field definitions
 * (spec 1 sections 3 and 5) and, for multi-session projects, the breakout rounds. Pure: no
 * React, no lingui, no phone metadata (the phone check is injected). Issues carry error codes
 * (see formErrors.ts); the output is what the registration request sends per field.
 *
 * Form values (input) per field type:
 *   text, textarea, email, dropdown, radio: string ('' when empty)
 *   checkbox: string[] of option ids;   scale, on-site-viewer: number
 *   date, date-picker: { day, month, year } strings;   mobile: { country, number }
 *   dropdown with an open-answer option: also `<name>__openAnswer` (the typed answer)
 *   multi-session: SELECTED_EVENTS string[]
 */
import * as v from 'valibot';
import type { RegistrationField } from '../contract';
import {
  charactersRule,
  checkboxRule,
  choiceRule,
  currentYear,
  dateRule,
  emailRule,
  formatDate,
  onSiteRule,
  plainE164,
  scaleRule,
  textRule,
  YEARS_BACK,
  type DateParts,
  type PhoneCheck,
} from './fieldRules';
import { encodeFormError, type FormErrorCode, type FormErrorParams } from './formErrors';

export { dateRule, emailRule, formatDate, plainE164, textRule, YEARS_BACK, type DateParts, type PhoneCheck };

export const SELECTED_EVENTS_KEY = 'SELECTED_EVENTS';
export const OPEN_ANSWER_SUFFIX = '__openAnswer';
export const openAnswerKey = (name: string) => `${name}${OPEN_ANSWER_SUFFIX}`;
/** Dropdowns whose option TEXT is submitted instead of the option id (spec 1 section 5). */
export const TEXT_VALUE_FIELDS: readonly string[] = ['company', 'title'];

export interface PhoneValue {
  country: string;
  number: string;
}
export type FormValues = Record<string, unknown>;

export interface FormSchemaOptions {
  /** "Now" for the date-of-birth year range. */
  now: Date;
  /** libphonenumber-based check, injected by the UI; without it a plain E.164 rule applies. */
  phone?: PhoneCheck;
  /** Breakout rounds that need a choice: each lists its open session ids. */
  rounds?: readonly { group: string; eventIds: readonly string[] }[];
}

const DEFAULT_COUNTRY = 'NL';

const fail = (code: FormErrorCode, params?: FormErrorParams) => encodeFormError(code, params);

/** A check that reports the code `rule` returns (undefined: fine). */
function rule<T>(check: (value: T) => string | undefined) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const message = check(dataset.value);
    if (message) addIssue({ message });
  });
}

/* ---------- per field ---------- */

function optionIds(field: RegistrationField): string[] {
  return (field.options ?? []).map((o) => o.id);
}

function textField(field: RegistrationField) {
  return v.pipe(
    v.string(),
    v.trim(),
    rule<string>((value) => textRule(field, value)),
  );
}

function choiceField(field: RegistrationField) {
  const byText = TEXT_VALUE_FIELDS.includes(field.name);
  return v.pipe(
    v.string(),
    rule<string>((value) => choiceRule(field, value)),
    v.transform((value) => (byText ? (field.options?.find((o) => o.id === value)?.text ?? value) : value)),
  );
}

function checkboxField(field: RegistrationField) {
  const ids = optionIds(field);
  return v.pipe(
    v.array(v.string()),
    rule<string[]>((value) => checkboxRule(field, value)),
    // In the order of the options, without duplicates or strays.
    v.transform((value) => (ids.length ? ids.filter((id) => value.includes(id)) : [...new Set(value)])),
  );
}

function dateField(field: RegistrationField, now: Date) {
  return v.pipe(
    v.object({ day: v.string(), month: v.string(), year: v.string() }),
    v.transform((parts) => ({ day: parts.day.trim(), month: parts.month.trim(), year: parts.year.trim() })),
    rule<DateParts>((parts) => dateRule(parts, field.required, now)),
    v.transform(formatDate),
  );
}

function mobileField(field: RegistrationField, phone: PhoneCheck) {
  return v.pipe(
    v.object({ country: v.string(), number: v.string() }),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const number = dataset.value.number.trim();
      if (number === '') {
        if (field.required) {
          addIssue({ message: fail('required') });
          return NEVER;
        }
        return '';
      }
      const e164 = phone(number, dataset.value.country || DEFAULT_COUNTRY);
      if (!e164) {
        addIssue({ message: fail('invalidPhone') });
        return NEVER;
      }
      return e164;
    }),
  );
}

function scaleField(field: RegistrationField) {
  return v.pipe(
    v.number(),
    rule<number>((value) => scaleRule(field, value)),
  );
}

function onSiteField() {
  return v.pipe(v.union([v.number(), v.string()]), v.transform(Number), rule<number>(onSiteRule));
}

export function hasOpenAnswer(field: RegistrationField): boolean {
  return field.type === 'dropdown' && Boolean(field.options?.some((o) => o.openAnswer));
}

function fieldSchema(field: RegistrationField, options: FormSchemaOptions): v.GenericSchema<unknown, unknown> {
  switch (field.type) {
    case 'email':
      return v.pipe(v.string(), v.trim(), v.toLowerCase(), rule<string>(emailRule));
    case 'dropdown':
    case 'radio':
      return choiceField(field);
    case 'checkbox':
      return checkboxField(field);
    case 'date':
    case 'date-picker':
      return dateField(field, options.now);
    case 'mobile':
      return mobileField(field, options.phone ?? plainE164);
    case 'scale':
      return scaleField(field);
    case 'on-site-viewer':
      return onSiteField();
    default:
      return textField(field);
  }
}

/* ---------- the whole form ---------- */

export function buildRegistrationSchema(fields: readonly RegistrationField[], options: FormSchemaOptions) {
  const entries: Record<string, v.GenericSchema<unknown, unknown>> = {};
  const openAnswers: RegistrationField[] = [];
  for (const field of fields) {
    entries[field.name] = fieldSchema(field, options);
    if (hasOpenAnswer(field)) {
      entries[openAnswerKey(field.name)] = v.pipe(
        v.string(),
        v.trim(),
        rule<string>((value) => charactersRule(value)),
      );
      openAnswers.push(field);
    }
  }
  if (options.rounds) {
    const rounds = options.rounds;
    entries[SELECTED_EVENTS_KEY] = v.pipe(
      v.array(v.string()),
      rule<string[]>((selected) =>
        rounds.every((round) => round.eventIds.some((id) => selected.includes(id)))
          ? undefined
          : fail('selectSessionForAllRounds'),
      ),
    );
  }

  const openAnswerChecks = openAnswers.map((field) => {
    const key = openAnswerKey(field.name);
    // The field's output is the option id, or its text for company/title dropdowns.
    const openValues = (field.options ?? []).filter((o) => o.openAnswer).flatMap((o) => [o.id, o.text]);
    // Choosing the open-answer option makes its text entry required.
    const check = v.partialCheck(
      [[field.name], [key]] as never,
      (input: FormValues) =>
        !openValues.includes(String(input[field.name] ?? '')) || String(input[key] ?? '').trim() !== '',
      fail('required'),
    );
    return v.forward(
      check as unknown as v.BaseValidation<FormValues, FormValues, v.BaseIssue<unknown>>,
      [key] as never,
    );
  });

  return v.pipe(
    v.object(entries) as unknown as v.GenericSchema<FormValues, FormValues>,
    ...(openAnswerChecks as unknown as []),
    v.transform((output: FormValues) => mergeOpenAnswers(output, openAnswers)),
  );
}

/** The open answer replaces the chosen option as the field's value; its helper key goes. */
function mergeOpenAnswers(output: FormValues, fields: readonly RegistrationField[]): FormValues {
  if (!fields.length) return output;
  const merged = { ...output };
  for (const field of fields) {
    const key = openAnswerKey(field.name);
    const chosen = field.options?.find((o) => o.id === output[field.name] || o.text === output[field.name]);
    if (chosen?.openAnswer) merged[field.name] = String(output[key] ?? '').trim();
    delete merged[key];
  }
  return merged;
}

/** Initial values (spec 1 section 3): '' for text, [] for checkbox, 0 for on-site viewer. */
export function initialFormValues(
  fields: readonly RegistrationField[],
  extra: { defaultCountry?: string; selectedEvents?: readonly string[] } = {},
): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    switch (field.type) {
      case 'checkbox':
        values[field.name] = [];
        break;
      case 'date':
      case 'date-picker':
        values[field.name] = { day: '', month: '', year: '' } satisfies DateParts;
        break;
      case 'mobile':
        values[field.name] = { country: extra.defaultCountry ?? DEFAULT_COUNTRY, number: '' } satisfies PhoneValue;
        break;
      case 'scale':
        values[field.name] = Math.max(0, field.min ?? 0);
        break;
      case 'on-site-viewer':
        values[field.name] = 0;
        break;
      default:
        values[field.name] = '';
    }
    if (hasOpenAnswer(field)) values[openAnswerKey(field.name)] = '';
  }
  if (extra.selectedEvents) values[SELECTED_EVENTS_KEY] = [...extra.selectedEvents];
  return values;
}

/** Years offered by the date-picker variant: this year down to 120 years back. */
export function pickerYears(now: Date): string[] {
  const thisYear = currentYear(now);
  return Array.from({ length: YEARS_BACK + 1 }, (_, i) => String(thisYear - i));
}

export const pad2 = (n: number) => String(n).padStart(2, '0');
