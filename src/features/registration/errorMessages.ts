/** Form error codes (src/domain/formErrors.ts) as lingui messages in the visitor's language. */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { decodeFormError, type FormErrorCode } from '../../domain/formErrors';

export const FORM_ERROR_MESSAGES: Record<FormErrorCode, MessageDescriptor> = {
  required: msg`Required field`,
  selectAtLeastOne: msg`Select at least one item`,
  invalidEmail: msg`Invalid email`,
  invalidPhone: msg`Invalid phone number`,
  length: msg({ message: 'This entry must be {length} characters long' }),
  positiveInteger: msg`This entry must be a positive integer number`,
  range: msg({ message: 'This entry must be between {min} and {max}' }),
  invalidDate: msg`Invalid date`,
  selectSessionForAllRounds: msg`Please select a session for all breakout rounds.`,
  rejected: msg`Please check this entry.`,
  invalidCharacters: msg`This field contains characters that are not allowed.`,
  maxLength: msg({ message: 'Please use at most {max} characters.' }),
  noWebAddress: msg`A name cannot contain a web address.`,
};

/** The text for an error message carried by react-hook-form (an encoded code). */
export function formErrorText(i18n: I18n, message: string | undefined): string | undefined {
  const error = decodeFormError(message);
  if (!error) return message || undefined;
  const descriptor = FORM_ERROR_MESSAGES[error.code];
  return i18n._(descriptor.id, error.params, { message: descriptor.message });
}
