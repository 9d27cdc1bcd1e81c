/** text and textarea fields (with the optional fixed length, positive integer and range rules). */
import { Trans } from '@lingui/react/macro';
import { AUTOCOMPLETE, describedBy, FieldError, FieldLabel, fieldIds, useFormField, type FieldProps } from './common';

export function TextField({ field, control, multiline = false }: FieldProps & { multiline?: boolean }) {
  const { value, onChange, onBlur, ref, error } = useFormField<string>(field.name, control);
  const ids = fieldIds(field);
  const numeric = field.positiveInteger || field.min !== undefined || field.max !== undefined;
  const hasHint = field.length !== undefined;
  const common = {
    id: ids.input,
    name: field.name,
    value: value ?? '',
    onBlur,
    placeholder: field.placeholder,
    'aria-required': field.required || undefined,
    ...describedBy(ids, error, hasHint),
  };
  const count = (value ?? '').trim().length;
  const length = field.length ?? 0;
  return (
    <div className="form-field">
      <FieldLabel htmlFor={ids.input} field={field} />
      {multiline ? (
        <textarea {...common} ref={ref} rows={4} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          ref={ref}
          type="text"
          inputMode={numeric ? 'numeric' : undefined}
          autoComplete={AUTOCOMPLETE[field.name] ?? 'off'}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {hasHint && (
        <p className="field-hint muted" id={ids.hint}>
          <Trans>
            {count} of {length} characters
          </Trans>
        </p>
      )}
      <FieldError id={ids.error} text={error} />
    </div>
  );
}
