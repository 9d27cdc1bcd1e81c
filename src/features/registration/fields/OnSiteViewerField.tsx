/**
 * Online or on-site attendance (hybrid). Seats remaining come from the 4.5 s attendance poll;
 * with no seat left the on-site choice is disabled and the answer falls back to online (0).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { ChoiceList, Radio } from '../../../ui/Choice';
import { describedBy, FieldError, FieldGroup, fieldIds, useFormField, type FieldProps } from './common';

export function OnSiteViewerField({ field, control, seatsLeft }: FieldProps & { seatsLeft: number | null }) {
  const { t } = useLingui();
  const { value, onChange, onBlur, ref, error } = useFormField<number>(field.name, control);
  const ids = fieldIds(field);
  const noSeats = seatsLeft === 0;
  const current = Number(value ?? 0);
  useEffect(() => {
    if (noSeats && current === 1) onChange(0);
  }, [noSeats, current, onChange]);

  const labelOf = (id: 0 | 1) =>
    field.options?.find((o) => o.id === String(id))?.text ?? (id === 1 ? t`On site` : t`Online`);
  const seatsId = fieldIds(field, 'seats').input;
  return (
    <FieldGroup field={field} className="on-site-field">
      <ChoiceList>
        {([0, 1] as const).map((option) => {
          const disabled = option === 1 && noSeats;
          const a11y = describedBy(ids, error);
          const describedByIds = [a11y['aria-describedby'], option === 1 && seatsLeft !== null ? seatsId : '']
            .filter(Boolean)
            .join(' ');
          return (
            <Radio
              key={option}
              ref={option === 0 ? ref : undefined}
              id={option === 0 ? ids.input : fieldIds(field, 'on-site').input}
              name={field.name}
              value={option}
              label={labelOf(option)}
              checked={current === option}
              disabled={disabled}
              onChange={() => onChange(option)}
              onBlur={onBlur}
              aria-invalid={a11y['aria-invalid']}
              aria-describedby={describedByIds || undefined}
            />
          );
        })}
      </ChoiceList>
      {seatsLeft !== null && Number.isFinite(seatsLeft) && (
        <p className={noSeats ? 'seats-note seats-none' : 'seats-note muted'} id={seatsId} role="status">
          {noSeats ? (
            <Trans>All on-site seats are taken. You can still register to attend online.</Trans>
          ) : (
            <RemainingSeats remaining={seatsLeft} />
          )}
        </p>
      )}
      <FieldError id={ids.error} text={error} />
    </FieldGroup>
  );
}

/** The same wording as the change-attendance page (one message, translated once). */
function RemainingSeats({ remaining }: { remaining: number }) {
  return <Plural value={remaining} one="Only # seat left on site" other="# seats left on site" />;
}
