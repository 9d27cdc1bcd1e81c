/** Radio (one answer) and checkbox (several answers) groups of a field's options. */
import type { FieldOption, RegistrationField } from '../../../contract';
import { Checkbox, ChoiceList as Options, Radio } from '../../../ui/Choice';
import { describedBy, FieldError, FieldGroup, fieldIds, useFormField, type FieldProps } from './common';

interface ChoiceListProps {
  field: RegistrationField;
  options: FieldOption[];
  type: 'radio' | 'checkbox';
  isChecked: (id: string) => boolean;
  onToggle: (id: string, checked: boolean) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
  error?: string;
}

/** The first input carries the field's id and ref, so its label and error focus land there. */
function ChoiceList({ field, options, type, isChecked, onToggle, onBlur, inputRef, error }: ChoiceListProps) {
  const ids = fieldIds(field);
  const Control = type === 'radio' ? Radio : Checkbox;
  return (
    <FieldGroup field={field}>
      <Options>
        {options.map((option, index) => (
          <Control
            key={option.id}
            ref={index === 0 ? inputRef : undefined}
            id={index === 0 ? ids.input : undefined}
            name={field.name}
            value={option.id}
            label={option.text}
            checked={isChecked(option.id)}
            onChange={(event) => onToggle(option.id, event.target.checked)}
            onBlur={onBlur}
            {...describedBy(ids, error)}
          />
        ))}
      </Options>
      <FieldError id={ids.error} text={error} />
    </FieldGroup>
  );
}

export function RadioField({ field, control }: FieldProps) {
  const { value, onChange, onBlur, ref, error } = useFormField<string>(field.name, control);
  return (
    <ChoiceList
      field={field}
      options={field.options ?? []}
      type="radio"
      isChecked={(id) => value === id}
      onToggle={(id) => onChange(id)}
      onBlur={onBlur}
      inputRef={ref}
      error={error}
    />
  );
}

export function CheckboxField({ field, control }: FieldProps) {
  const { value, onChange, onBlur, ref, error } = useFormField<string[]>(field.name, control);
  const selected = value ?? [];
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected.filter((v) => v !== id), id] : selected.filter((v) => v !== id));
  // Without options the field is one checkbox labelled by the field itself.
  const options = field.options?.length ? field.options : [{ id: 'yes', text: field.label }];
  return (
    <ChoiceList
      field={field}
      options={options}
      type="checkbox"
      isChecked={(id) => selected.includes(id)}
      onToggle={toggle}
      onBlur={onBlur}
      inputRef={ref}
      error={error}
    />
  );
}
