/**
 * The server's check of a registration body (spec 1 section 5): the app validates first with the
 * same rules (fieldRules.ts) through its form schema; this guards against every other client.
 * Values arrive in their submitted form: dates as `dd-mm-yyyy`, mobile numbers in E.164,
 * checkboxes as arrays, scales and attendance as numbers.
 */
import type { RegistrationField } from '../contract';
import {
  checkboxRule,
  choiceRule,
  dateRule,
  emailRule,
  onSiteRule,
  optionAccepts,
  parseSubmittedDate,
  plainE164,
  scaleRule,
  textRule,
} from './fieldRules';

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const isScalar = (value: unknown): value is string | number => typeof value === 'string' || typeof value === 'number';

/** Whether a present (non-empty) value breaks a rule of its field. */
function breaksRule(field: RegistrationField, value: unknown, now: Date): boolean {
  switch (field.type) {
    case 'on-site-viewer':
      return ![0, 1, '0', '1', true, false].includes(value as never) || onSiteRule(Number(value)) !== undefined;
    case 'checkbox':
      return (
        !Array.isArray(value) ||
        !value.every((item) => typeof item === 'string' && optionAccepts(field, item)) ||
        checkboxRule(field, value) !== undefined
      );
    case 'dropdown':
    case 'radio':
      return !isScalar(value) || choiceRule(field, String(value)) !== undefined;
    case 'scale':
      return (
        typeof value === 'boolean' || !Number.isFinite(Number(value)) || scaleRule(field, Number(value)) !== undefined
      );
    case 'date':
    case 'date-picker': {
      const parts = typeof value === 'string' ? parseSubmittedDate(value) : undefined;
      return !parts || dateRule(parts, field.required, now) !== undefined;
    }
    case 'mobile':
      return typeof value !== 'string' || plainE164(value, '') === null;
    case 'email':
      return typeof value !== 'string' || emailRule(value.trim().toLowerCase()) !== undefined;
    default:
      return !isScalar(value) || textRule(field, String(value).trim()) !== undefined;
  }
}

/** The names of the fields whose submitted value is missing (when required) or breaks a rule. */
export function invalidFields(
  fields: readonly RegistrationField[],
  values: Record<string, unknown>,
  now: Date,
): string[] {
  const bad: string[] = [];
  for (const field of fields) {
    const value = field.type === 'on-site-viewer' ? (values[field.name] ?? values.on_site_viewer) : values[field.name];
    if (isEmpty(value)) {
      if (field.required) bad.push(field.name);
    } else if (breaksRule(field, value, now)) {
      bad.push(field.name);
    }
  }
  return bad;
}
