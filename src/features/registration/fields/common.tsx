/** What every field component shares: ids, the label with its required mark, the error line. */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { RegistrationField } from '../../../contract';
import type { FormValues } from '../../../domain/formSchema';
import { formErrorText } from '../errorMessages';

export interface FieldProps {
  field: RegistrationField;
  control: Control<FormValues>;
}

const slug = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '-');

export function fieldIds(field: Pick<RegistrationField, 'id' | 'name'>, part = '') {
  const base = `reg-${slug(field.name || field.id)}${part ? `-${part}` : ''}`;
  return { input: base, error: `${base}-error`, hint: `${base}-hint` };
}

/** Binds a field to the form and reads its error as text in the visitor's language. */
export function useFormField<T>(name: string, control: Control<FormValues>, deps?: string[]) {
  const { i18n } = useLingui();
  const { field, fieldState } = useController({ name, control, rules: deps ? { deps } : undefined });
  return {
    value: field.value as T,
    onChange: field.onChange as (value: T) => void,
    onBlur: field.onBlur,
    ref: field.ref,
    error: formErrorText(i18n, fieldState.error?.message),
  };
}

/** aria attributes of an input: invalid and described by its error (and a hint, if any). */
export function describedBy(ids: { error: string; hint?: string }, error: string | undefined, hint = false) {
  const list = [error ? ids.error : '', hint ? ids.hint : ''].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': list || undefined,
  };
}

export function RequiredMark({ required }: { required: boolean }) {
  return required ? (
    <span className="required-mark" aria-hidden="true">
      {' '}
      *
    </span>
  ) : null;
}

export function FieldLabel({ htmlFor, field, id }: { htmlFor: string; field: RegistrationField; id?: string }) {
  return (
    <label className="field-label" htmlFor={htmlFor} id={id}>
      {field.label}
      <RequiredMark required={field.required} />
    </label>
  );
}

export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p className="field-error" id={id}>
      {text}
    </p>
  );
}

/** A group of controls (radio, checkbox, date parts) under one legend. */
export function FieldGroup({
  field,
  children,
  className,
}: {
  field: RegistrationField;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={className ? `form-field field-group ${className}` : 'form-field field-group'}>
      <legend className="field-label">
        {field.label}
        <RequiredMark required={field.required} />
      </legend>
      {children}
    </fieldset>
  );
}

export const AUTOCOMPLETE: Record<string, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  email: 'email',
  company: 'organization',
  title: 'honorific-prefix',
};
