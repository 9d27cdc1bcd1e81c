/**
 * Server-side check of the project's registration fields (spec 1 section 5): the app validates
 * first, this guards against other clients. Returns the names of the fields that fail.
 */
import type { RegistrationField } from '../../src/contract/index.ts';

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  || (Array.isArray(value) && value.length === 0);

const MOBILE = /^\+[1-9]\d{6,14}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

function matchesOption(field: RegistrationField, value: unknown): boolean {
  if (!field.options?.length) return true;
  if (field.options.some((o) => o.openAnswer)) return true;
  return field.options.some((o) => o.id === String(value) || o.text === String(value));
}

function validDate(value: string, now: Date): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const thisYear = now.getUTCFullYear();
  if (year < thisYear - 120 || year > thisYear || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function validText(field: RegistrationField, value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const text = String(value).trim();
  if (field.length !== undefined && text.length !== field.length) return false;
  const numeric = field.positiveInteger || field.min !== undefined || field.max !== undefined;
  if (!numeric) return true;
  if (!/^\d+$/.test(text)) return false;
  const n = Number(text);
  return (field.min === undefined || n >= field.min) && (field.max === undefined || n <= field.max);
}

/** Whether a present (non-empty) value is acceptable for the field. */
function validValue(field: RegistrationField, value: unknown, now: Date): boolean {
  switch (field.type) {
    case 'on-site-viewer':
      return [0, 1, '0', '1', true, false].includes(value as never);
    case 'checkbox':
      return Array.isArray(value) && value.every((item) => typeof item === 'string' && matchesOption(field, item));
    case 'dropdown':
    case 'radio':
      return (typeof value === 'string' || typeof value === 'number') && matchesOption(field, value);
    case 'scale': {
      const n = Number(value);
      return typeof value !== 'boolean' && Number.isFinite(n) && n >= (field.min ?? 0) && n <= (field.max ?? 10);
    }
    case 'date':
    case 'date-picker':
      return typeof value === 'string' && validDate(value, now);
    case 'mobile':
      return typeof value === 'string' && MOBILE.test(value.replace(/[\s().-]/g, ''));
    case 'email':
      return typeof value === 'string' && EMAIL.test(value.trim());
    default:
      return validText(field, value);
  }
}

export function invalidFields(fields: readonly RegistrationField[], values: Record<string, unknown>, now: Date): string[] {
  const bad: string[] = [];
  for (const field of fields) {
    const value = field.type === 'on-site-viewer' ? values[field.name] ?? values.on_site_viewer : values[field.name];
    if (isEmpty(value)) {
      if (field.required) bad.push(field.name);
      continue;
    }
    // A required scale needs a value above 0 (spec 1 section 5).
    if (field.type === 'scale' && field.required && Number(value) <= 0) bad.push(field.name);
    else if (!validValue(field, value, now)) bad.push(field.name);
  }
  return bad;
}
