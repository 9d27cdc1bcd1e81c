/** A 0-10 slider (the field's min/max when given); when required the answer must be above 0. */
import { describedBy, FieldError, FieldLabel, fieldIds, useFormField, type FieldProps } from './common';

export function ScaleField({ field, control }: FieldProps) {
  const { value, onChange, onBlur, ref, error } = useFormField<number>(field.name, control);
  const ids = fieldIds(field);
  const min = field.min ?? 0;
  const max = field.max ?? 10;
  const current = Number(value ?? min);
  return (
    <div className="form-field scale-field">
      <FieldLabel htmlFor={ids.input} field={field} />
      <div className="scale-row">
        <span className="muted" aria-hidden="true">{min}</span>
        <input
          ref={ref}
          id={ids.input}
          name={field.name}
          type="range"
          min={min}
          max={max}
          step={1}
          value={current}
          onChange={(e) => onChange(Number(e.target.value))}
          onBlur={onBlur}
          aria-required={field.required || undefined}
          {...describedBy(ids, error)}
        />
        <span className="muted" aria-hidden="true">{max}</span>
        <output className="scale-value" htmlFor={ids.input} aria-hidden="true">{current}</output>
      </div>
      <FieldError id={ids.error} text={error} />
    </div>
  );
}
