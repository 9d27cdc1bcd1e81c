/** The e-mail field: lowercased while typing (spec 1 section 5). */
import { describedBy, FieldError, FieldLabel, fieldIds, useFormField, type FieldProps } from './common';

export function EmailField({ field, control }: FieldProps) {
  const { value, onChange, onBlur, ref, error } = useFormField<string>(field.name, control);
  const ids = fieldIds(field);
  return (
    <div className="form-field">
      <FieldLabel htmlFor={ids.input} field={{ ...field, required: true }} />
      <input
        ref={ref}
        id={ids.input}
        name={field.name}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        autoCapitalize="none"
        value={value ?? ''}
        placeholder={field.placeholder}
        onChange={(e) => onChange(e.target.value.toLowerCase())}
        onBlur={onBlur}
        aria-required
        {...describedBy(ids, error)}
      />
      <FieldError id={ids.error} text={error} />
    </div>
  );
}
