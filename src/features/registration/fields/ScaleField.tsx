/**
 * A 0-10 slider (the field's min/max when given); when required the answer must be above the
 * minimum. Until the visitor moves it the value shows as a dash, not as "0" next to "required"
 * (issue 29).
 */
import { useLingui } from '@lingui/react/macro';
import { Slider } from '../../../ui/Slider';
import { describedBy, FieldError, FieldLabel, fieldIds, useFormField, type FieldProps } from './common';

export function ScaleField({ field, control }: FieldProps) {
  const { t } = useLingui();
  const { value, onChange, onBlur, ref, error } = useFormField<number>(field.name, control);
  const ids = fieldIds(field);
  const min = field.min ?? 0;
  const max = field.max ?? 10;
  const current = Number(value ?? min);
  // Required: the minimum is no answer (formSchema), so it reads as "not chosen yet".
  const unset = value === undefined || value === null || (field.required && current <= min);
  return (
    <div className="form-field scale-field">
      <FieldLabel htmlFor={ids.input} field={field} />
      <Slider
        ref={ref}
        id={ids.input}
        name={field.name}
        min={min}
        max={max}
        value={current}
        unset={unset}
        unsetText={t`Not chosen yet`}
        onValueChange={onChange}
        onBlur={onBlur}
        aria-required={field.required || undefined}
        {...describedBy(ids, error)}
      />
      <FieldError id={ids.error} text={error} />
    </div>
  );
}
