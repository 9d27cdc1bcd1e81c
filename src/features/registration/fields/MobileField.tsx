/**
 * The mobile number: a country (preferred: the Netherlands; default: the visitor's country
 * from the client IP) and the number. Empty is fine; the schema sends it in E.164.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import type { Locale } from '../../../contract';
import type { PhoneValue } from '../../../domain/formSchema';
import { INTL_TAG } from '../../../i18n/activate';
import { Select, type SelectOption } from '../../../ui/Select';
import type { PhoneModule } from '../phone';
import { describedBy, FieldError, FieldLabel, fieldIds, useFormField, type FieldProps } from './common';

export const PREFERRED_COUNTRIES = ['NL'];

interface MobileProps extends FieldProps {
  phone: PhoneModule | null;
  /** Asks for the phone rules: on the first focus, or once the field holds a number (prefill, autofill). */
  onWanted: () => void;
}

export function MobileField({ field, control, phone, onWanted }: MobileProps) {
  const { t, i18n } = useLingui();
  const { value, onChange, onBlur, ref, error } = useFormField<PhoneValue>(field.name, control);
  const current = value ?? { country: 'NL', number: '' };
  const ids = fieldIds(field);
  const countryId = fieldIds(field, 'country').input;
  const tag = INTL_TAG[i18n.locale as Locale] ?? 'en-GB';
  const options = useMemo(() => countryOptions(phone, tag, current.country), [phone, tag, current.country]);
  const hasNumber = current.number !== '';
  useEffect(() => {
    if (hasNumber) onWanted();
  }, [hasNumber, onWanted]);
  return (
    <div className="form-field mobile-field">
      <FieldLabel htmlFor={ids.input} field={field} />
      <div className="mobile-row">
        <Select
          id={countryId}
          aria-label={t`Country code`}
          value={current.country}
          onChange={(country) => onChange({ ...current, country })}
          onFocus={onWanted}
          onBlur={onBlur}
          preferred={options.preferred}
          options={options.rest}
        />
        <input
          ref={ref}
          id={ids.input}
          name={field.name}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={current.number}
          placeholder={field.placeholder}
          onChange={(e) => onChange({ ...current, number: e.target.value })}
          onFocus={onWanted}
          onBlur={onBlur}
          aria-required={field.required || undefined}
          {...describedBy(ids, error)}
        />
      </div>
      <FieldError id={ids.error} text={error} />
    </div>
  );
}

function countryOptions(
  phone: PhoneModule | null,
  tag: string,
  selected: string,
): { preferred: SelectOption[]; rest: SelectOption[] } {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([tag], { type: 'region' });
  } catch {
    names = undefined;
  }
  const label = (code: string, callingCode?: string) =>
    `${names?.of(code) ?? code}${callingCode ? ` (+${callingCode})` : ''}`;
  if (!phone) {
    // Until the phone rules arrive, offer the preferred and the selected country.
    const codes = [...new Set([...PREFERRED_COUNTRIES, selected])];
    return {
      preferred: codes.map((code) => ({ value: code, label: label(code, code === 'NL' ? '31' : undefined) })),
      rest: [],
    };
  }
  const all = phone.countries.map((c) => ({ value: c.code, label: label(c.code, c.callingCode) }));
  const preferred = PREFERRED_COUNTRIES.map((code) => all.find((c) => c.value === code)).filter(
    (c): c is SelectOption => Boolean(c),
  );
  const rest = all
    .filter((c) => !PREFERRED_COUNTRIES.includes(c.value))
    .sort((a, b) => a.label.localeCompare(b.label, tag));
  return { preferred, rest };
}
