/** Radio (one answer) and checkbox (several answers) groups of a field's options. */
import { describedBy, FieldError, FieldGroup, fieldIds, useFormField, type FieldProps } from './common';

export function RadioField({ field, control }: FieldProps) {
  const { value, onChange, onBlur, ref, error } = useFormField<string>(field.name, control);
  const ids = fieldIds(field);
  return (
    <FieldGroup field={field}>
      <div className="choice-list">
        {field.options?.map((option, index) => (
          <label key={option.id} className="choice">
            <input
              ref={index === 0 ? ref : undefined}
              id={index === 0 ? ids.input : undefined}
              type="radio"
              name={field.name}
              value={option.id}
              checked={value === option.id}
              onChange={() => onChange(option.id)}
              onBlur={onBlur}
              {...describedBy(ids, error)}
            />
            <span>{option.text}</span>
          </label>
        ))}
      </div>
      <FieldError id={ids.error} text={error} />
    </FieldGroup>
  );
}

export function CheckboxField({ field, control }: FieldProps) {
  const { value, onChange, onBlur, ref, error } = useFormField<string[]>(field.name, control);
  const ids = fieldIds(field);
  const selected = value ?? [];
  const toggle = (id: string, on: boolean) => onChange(on ? [...selected.filter((v) => v !== id), id] : selected.filter((v) => v !== id));
  // Without options the field is one checkbox labelled by the field itself.
  const options = field.options?.length ? field.options : [{ id: 'yes', text: field.label }];
  return (
    <FieldGroup field={field}>
      <div className="choice-list">
        {options.map((option, index) => (
          <label key={option.id} className="choice">
            <input
              ref={index === 0 ? ref : undefined}
              id={index === 0 ? ids.input : undefined}
              type="checkbox"
              name={field.name}
              value={option.id}
              checked={selected.includes(option.id)}
              onChange={(e) => toggle(option.id, e.target.checked)}
              onBlur={onBlur}
              {...describedBy(ids, error)}
            />
            <span>{option.text}</span>
          </label>
        ))}
      </div>
      <FieldError id={ids.error} text={error} />
    </FieldGroup>
  );
}
