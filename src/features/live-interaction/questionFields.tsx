/** The question form's inputs: label, control, the error beside it (aria-invalid, aria-describedby). */
import { useLingui } from '@lingui/react/macro';
import type { FieldError as HookFieldError } from 'react-hook-form';
import { decodeFormError } from '../../domain/formErrors';
import { QUESTION_MAX_LENGTH } from '../../domain/question';
import { formErrorText } from '../registration/errorMessages';

export const questionIds = (name: string) => ({
  input: `question-${name}`,
  error: `question-${name}-error`,
  hint: `question-${name}-hint`,
});

/** The error as text; the length rule reads as a maximum here (the registration's wording is for fixed lengths). */
export function useQuestionErrorText() {
  const { i18n, t } = useLingui();
  return (error: HookFieldError | undefined): string | undefined => {
    if (!error) return undefined;
    const decoded = decodeFormError(error.message);
    if (decoded?.code === 'length') {
      const max = Number(decoded.params.length ?? QUESTION_MAX_LENGTH);
      return t`Please use at most ${max} characters.`;
    }
    if (decoded?.code === 'rejected' || error.type === 'server') return t`Please check this entry.`;
    return formErrorText(i18n, error.message);
  };
}

export function ErrorLine({ name, text }: { name: string; text: string | undefined }) {
  return text ? (
    <p className="field-error" id={questionIds(name).error}>
      {text}
    </p>
  ) : null;
}

/** "n/1024", the message box's hint (tied to it by aria-describedby: read with it, not on every keystroke). */
export function Counter({ length }: { length: number }) {
  const over = length > QUESTION_MAX_LENGTH;
  return (
    <span className={over ? 'question-counter question-counter-over' : 'question-counter'}>
      {length}/{QUESTION_MAX_LENGTH}
    </span>
  );
}
