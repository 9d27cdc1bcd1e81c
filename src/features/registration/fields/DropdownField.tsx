/** A dropdown; an open-answer option reveals a required text entry for the visitor's own answer. */
import { Trans, useLingui } from '@lingui/react/macro';
import { hasOpenAnswer, openAnswerKey } from '../../../domain/formSchema';
import { Select } from '../../../ui/Select';
import { AUTOCOMPLETE, describedBy, FieldError, FieldLabel, fieldIds, useFormField, type FieldProps } from './common';

export function DropdownField({ field, control }: FieldProps) {
  const { t } = useLingui();
  const open = hasOpenAnswer(field);
  const { value, onChange, onBlur, ref, error } = useFormField<string>(
    field.name,
    control,
    open ? [openAnswerKey(field.name)] : undefined,
  );
  const ids = fieldIds(field);
  const chosen = field.options?.find((o) => o.id === value);
  return (
    <div className="form-field">
      <FieldLabel htmlFor={ids.input} field={field} />
      <Select
        ref={ref}
        id={ids.input}
        name={field.name}
        value={value ?? ''}
        autoComplete={AUTOCOMPLETE[field.name] ?? 'off'}
        onChange={onChange}
        onBlur={onBlur}
        placeholder={field.placeholder || t`Make a choice`}
        options={field.options?.map((option) => ({ value: option.id, label: option.text })) ?? []}
        aria-required={field.required || undefined}
        {...describedBy(ids, error)}
      />
      <FieldError id={ids.error} text={error} />
      {open && chosen?.openAnswer && <OpenAnswer field={field} control={control} />}
    </div>
  );
}

function OpenAnswer({ field, control }: FieldProps) {
  const name = openAnswerKey(field.name);
  const { value, onChange, onBlur, ref, error } = useFormField<string>(name, control);
  const ids = fieldIds(field, 'open-answer');
  return (
    <div className="open-answer">
      <label className="field-label" htmlFor={ids.input}>
        <Trans>Your answer</Trans>
        <span className="required-mark" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <input
        ref={ref}
        id={ids.input}
        name={name}
        type="text"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-required
        {...describedBy(ids, error)}
      />
      <FieldError id={ids.error} text={error} />
    </div>
  );
}
