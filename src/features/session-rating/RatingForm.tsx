/**
 * The scale as a radio group (native radios drawn by the design system: arrow keys move between
 * the values) and a submit button. On a laptop the five values stand side by side, on a phone one
 * under the other, each a 44 px target with its number and its words.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { RATING_VALUES } from '../../contract/sessionRating';
import { Button } from '../../ui/Button';
import { Radio } from '../../ui/Choice';
import { RATING_LABELS } from './ratingLabels';

interface RatingFormProps {
  /** The heading that asks the question: the group's name. */
  labelledBy: string;
  initial: number | undefined;
  busy: boolean;
  submitLabel: string;
  onSubmit(value: number): void;
}

export function RatingForm({ labelledBy, initial, busy, submitLabel, onSubmit }: RatingFormProps) {
  const { i18n } = useLingui();
  const [chosen, setChosen] = useState(initial === undefined ? '' : String(initial));
  const [missing, setMissing] = useState(false);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setMissing(true);
    onSubmit(Number(chosen));
  };
  return (
    <form className="session-rating-form" onSubmit={submit} noValidate>
      <fieldset aria-labelledby={labelledBy} aria-describedby={missing ? `${id}-error` : undefined}>
        <div className="session-rating-scale">
          {RATING_VALUES.map((value) => (
            <Radio
              key={value}
              look="card"
              name={`${id}-rating`}
              value={value}
              checked={chosen === value}
              labelClassName="session-rating-choice"
              label={
                <>
                  <span className="session-rating-number">{value}</span>{' '}
                  <span className="session-rating-words">{i18n._(RATING_LABELS[value])}</span>
                </>
              }
              onChange={() => {
                setChosen(value);
                setMissing(false);
              }}
            />
          ))}
        </div>
      </fieldset>
      {missing && (
        <p className="field-error" id={`${id}-error`}>
          <Trans>Please choose a rating from 1 to 5.</Trans>
        </p>
      )}
      <div className="actions">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
