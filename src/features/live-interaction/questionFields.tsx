/** The question form's inputs: label, control, the error beside it (aria-invalid, aria-describedby). */
import { useLingui } from '@lingui/react/macro';
import type { FieldError as HookFieldError } from 'react-hook-form';
import { decodeFormError } from '../../domain/formErrors';
import { QUESTION_MAX_LENGTH } from '../../domain/question';
import { formErrorText } from '../registration/errorMessages';

export const questionIds = (name: string) => ({ input: `question-${name}`, error: `question-${name}-error`, hint: `question-${name}-hint` });

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

export function aria(name: string, error: string | undefined, hint = false) {
  const ids = questionIds(name);
  const described = [error ? ids.error : '', hint ? ids.hint : ''].filter(Boolean).join(' ');
  return { id: ids.input, 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': described || undefined };
}

export function ErrorLine({ name, text }: { name: string; text: string | undefined }) {
  return text ? <p className="field-error" id={questionIds(name).error}>{text}</p> : null;
}

/** "n/1024", tied to the message box by aria-describedby (read with it, not on every keystroke). */
export function Counter({ length }: { length: number }) {
  const over = length > QUESTION_MAX_LENGTH;
  return (
    <p className={over ? 'field-hint question-counter question-counter-over' : 'field-hint muted question-counter'} id={questionIds('message').hint}>
      {length}/{QUESTION_MAX_LENGTH}
    </p>
  );
}
