/**
 * Validation results of the registration form are codes, not texts: the domain stays free of
 * lingui and the UI maps each code to a message in the visitor's language. A code travels as
 * the issue message (react-hook-form keeps only a string), with its parameters after a colon.
 */
export const FORM_ERROR_CODES = [
  'required',
  'selectAtLeastOne',
  'invalidEmail',
  'invalidPhone',
  'length',
  'positiveInteger',
  'range',
  'invalidDate',
  'selectSessionForAllRounds',
  /** Control characters (line breaks in a one-line field, NUL anywhere) or lone surrogates (contract/text.ts). */
  'invalidCharacters',
  /** At most `max` characters (names). */
  'maxLength',
  /** A name with a web address (`www.` or `scheme://`). */
  'noWebAddress',
  /** The server refused the value (400 with this field's name); the form found nothing wrong. */
  'rejected',
] as const;
export type FormErrorCode = (typeof FORM_ERROR_CODES)[number];

export type FormErrorParams = Record<string, number | string>;

export interface FormError {
  code: FormErrorCode;
  params: FormErrorParams;
}

export function encodeFormError(code: FormErrorCode, params?: FormErrorParams): string {
  return params && Object.keys(params).length ? `${code}:${JSON.stringify(params)}` : code;
}

export function decodeFormError(message: string | undefined | null): FormError | null {
  if (!message) return null;
  const colon = message.indexOf(':');
  const code = (colon < 0 ? message : message.slice(0, colon)) as FormErrorCode;
  if (!FORM_ERROR_CODES.includes(code)) return null;
  if (colon < 0) return { code, params: {} };
  try {
    const params = JSON.parse(message.slice(colon + 1)) as unknown;
    return { code, params: params && typeof params === 'object' ? (params as FormErrorParams) : {} };
  } catch {
    return { code, params: {} };
  }
}
