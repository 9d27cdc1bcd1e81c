/**
 * Date of a field as day, month and year: three text entries (type 'date') or three dropdowns
 * (type 'date-picker'). The form value holds the parts; the schema sends 'DD-MM-YYYY'.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { pad2, pickerYears, type DateParts } from '../../../domain/formSchema';
import { INTL_TAG } from '../../../i18n/activate';
import type { Locale } from '../../../contract';
import { Select, type SelectOption } from '../../../ui/Select';
import { describedBy, FieldError, FieldGroup, fieldIds, useFormField, type FieldProps } from './common';

const EMPTY: DateParts = { day: '', month: '', year: '' };
// Days as the dropdown offers them: '01' to '31' shown as 1 to 31.
const DAYS: SelectOption[] = Array.from({ length: 31 }, (_, i) => ({ value: pad2(i + 1), label: String(i + 1) }));

export function DateField({ field, control, picker = false }: FieldProps & { picker?: boolean }) {
  const { t } = useLingui();
  const { value, onChange, onBlur, ref, error } = useFormField<DateParts>(field.name, control);
  const parts = value ?? EMPTY;
  const ids = fieldIds(field);
  const part = (key: keyof DateParts) => fieldIds(field, key).input;
  const set = (key: keyof DateParts, next: string) => onChange({ ...parts, [key]: next });
  const a11y = { ...describedBy(ids, error), 'aria-required': field.required || undefined };
  // A single digit day or month becomes two digits when the visitor leaves the entry.
  const padOnBlur = (key: 'day' | 'month') => () => {
    if (/^\d$/.test(parts[key])) set(key, `0${parts[key]}`);
    onBlur();
  };
  return (
    <FieldGroup field={field} className="date-field">
      <div className="date-parts">
        {picker ? (
          <PickerParts parts={parts} set={set} part={part} onBlur={onBlur} a11y={a11y} dayRef={ref} />
        ) : (
          <>
            <span className="date-part">
              <label htmlFor={part('day')}>
                <Trans>Day</Trans>
              </label>
              <input
                ref={ref}
                id={part('day')}
                inputMode="numeric"
                autoComplete="bday-day"
                maxLength={2}
                placeholder={t`DD`}
                size={3}
                value={parts.day}
                onChange={(e) => set('day', e.target.value.replace(/\D/g, ''))}
                onBlur={padOnBlur('day')}
                {...a11y}
              />
            </span>
            <span className="date-part">
              <label htmlFor={part('month')}>
                <Trans>Month</Trans>
              </label>
              <input
                id={part('month')}
                inputMode="numeric"
                autoComplete="bday-month"
                maxLength={2}
                placeholder={t`MM`}
                size={3}
                value={parts.month}
                onChange={(e) => set('month', e.target.value.replace(/\D/g, ''))}
                onBlur={padOnBlur('month')}
                {...a11y}
              />
            </span>
            <span className="date-part date-part-year">
              <label htmlFor={part('year')}>
                <Trans>Year</Trans>
              </label>
              <input
                id={part('year')}
                inputMode="numeric"
                autoComplete="bday-year"
                maxLength={4}
                placeholder={t`YYYY`}
                size={5}
                value={parts.year}
                onChange={(e) => set('year', e.target.value.replace(/\D/g, ''))}
                onBlur={onBlur}
                {...a11y}
              />
            </span>
          </>
        )}
      </div>
      <FieldError id={ids.error} text={error} />
    </FieldGroup>
  );
}

interface PickerProps {
  parts: DateParts;
  set: (key: keyof DateParts, value: string) => void;
  part: (key: keyof DateParts) => string;
  onBlur: () => void;
  a11y: { 'aria-invalid'?: boolean; 'aria-describedby'?: string; 'aria-required'?: boolean };
  dayRef: (element: HTMLButtonElement | null) => void;
}

function PickerParts({ parts, set, part, onBlur, a11y, dayRef }: PickerProps) {
  const { i18n } = useLingui();
  const tag = INTL_TAG[i18n.locale as Locale] ?? 'en-GB';
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, i) => ({
      value: pad2(i + 1),
      label: format.format(new Date(Date.UTC(2000, i, 1))),
    }));
  }, [tag]);
  const years = useMemo(() => pickerYears(new Date()).map((y) => ({ value: y, label: y })), []);
  const select = (key: keyof DateParts, options: SelectOption[], empty: string) => (
    <Select
      id={part(key)}
      ref={key === 'day' ? dayRef : undefined}
      value={parts[key]}
      onChange={(next) => set(key, next)}
      onBlur={onBlur}
      placeholder={empty}
      options={options}
      {...a11y}
    />
  );
  return (
    <>
      <span className="date-part">
        <label htmlFor={part('day')}>
          <Trans>Day</Trans>
        </label>
        {select('day', DAYS, '--')}
      </span>
      <span className="date-part date-part-month">
        <label htmlFor={part('month')}>
          <Trans>Month</Trans>
        </label>
        {select('month', months, '--')}
      </span>
      <span className="date-part date-part-year">
        <label htmlFor={part('year')}>
          <Trans>Year</Trans>
        </label>
        {select('year', years, '----')}
      </span>
    </>
  );
}
