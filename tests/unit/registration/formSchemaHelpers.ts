/** What the registration form's schema tests share: a fixed now, the phone rules, a field and a run. */
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import * as v from 'valibot';
import type { RegistrationField } from '../../../src/contract';
import {
  buildRegistrationSchema,
  type FormSchemaOptions,
  type FormValues,
  initialFormValues,
  type PhoneCheck,
} from '../../../src/domain/formSchema';

export const NOW = new Date(2026, 5, 15); // 15 June 2026
export const libPhone: PhoneCheck = (number, country) => {
  const parsed = parsePhoneNumberFromString(number, country as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
};

export const f = (
  partial: Partial<RegistrationField> & Pick<RegistrationField, 'name' | 'type'>,
): RegistrationField => ({ id: `f-${partial.name}`, label: partial.name, required: false, ...partial });

/** Validates one form; returns the output or the error codes per path. */
export function run(fields: RegistrationField[], values: FormValues, options: Partial<FormSchemaOptions> = {}) {
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
export const errorOf = (fields: RegistrationField[], values: FormValues, options?: Partial<FormSchemaOptions>) =>
  Object.values(run(fields, values, options).errors)[0];
