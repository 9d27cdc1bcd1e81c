/**
 * A rating question (issue 50): the scale 1 to 5 (or 10) as a radio group of native radios (the
 * arrow keys move between values; each value a 44 px target), with the organiser's words for both
 * ends (else ours) tied to the group, and after voting the average with a bar per value.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { PollDefinition, PollResults } from '../../contract';
import { ratingSummary } from '../../domain/rating';
import { Button } from '../../ui/Button';
import { Radio } from '../../ui/Choice';
import './reveal.css';

interface RatingFormProps {
  poll: PollDefinition;
  initial?: string;
  busy: boolean;
  onSubmit(value: string): void;
}

function useEndWords(poll: PollDefinition) {
  const { t } = useLingui();
  return { low: poll.rating?.low || t`Not useful`, high: poll.rating?.high || t`Very useful` };
}

export function RatingForm({ poll, initial, busy, onSubmit }: RatingFormProps) {
  const [chosen, setChosen] = useState(initial ?? '');
  const [missing, setMissing] = useState(false);
  const id = useId();
  const words = useEndWords(poll);
  const max = poll.options.length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setMissing(true);
    onSubmit(chosen);
  };
  return (
    <form className="choice-form rating-form" onSubmit={submit} noValidate>
      <fieldset aria-describedby={`${id}-ends${missing ? ` ${id}-error` : ''}`}>
        <legend className="choice-question">{poll.question}</legend>
        <p className="rating-ends muted" id={`${id}-ends`}>
          <Trans>
            1 = {words.low}, {max} = {words.high}
          </Trans>
        </p>
        <div className={max > 5 ? 'rating-values rating-values-ten' : 'rating-values'}>
          {poll.options.map((option) => (
            <Radio
              key={option.id}
              look="card"
              name={`${id}-rating`}
              value={option.id}
              checked={chosen === option.id}
              labelClassName="rating-value"
              label={option.text}
              onChange={() => {
                setChosen(option.id);
                setMissing(false);
              }}
            />
          ))}
        </div>
        <div className="rating-end-words" aria-hidden="true">
          <span>{words.low}</span>
          <span>{words.high}</span>
        </div>
      </fieldset>
      {missing && (
        <p className="field-error" id={`${id}-error`}>
          <Trans>Please choose a rating from 1 to {max}.</Trans>
        </p>
      )}
      <Button type="submit" disabled={busy}>
        <Trans>Rate</Trans>
      </Button>
    </form>
  );
}

export function RatingResults({ poll, results, mine }: { poll: PollDefinition; results: PollResults; mine?: string }) {
  const { i18n } = useLingui();
  const summary = ratingSummary(poll, results);
  const { count } = summary;
  const max = poll.options.length;
  const average =
    summary.average === null
      ? '–'
      : i18n.number(summary.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <div className="poll-results rating-results" data-testid="rating-results">
      <p className="choice-question">{poll.question}</p>
      {mine && (
        <p className="rating-own">
          <Trans>
            Your rating: {mine} out of {max}
          </Trans>
        </p>
      )}
      <p className="rating-average" data-testid="rating-average">
        <Trans>
          Average: <strong>{average}</strong> out of {max}
        </Trans>{' '}
        (<Plural value={count} one="# rating" other="# ratings" />)
      </p>
      <ul className="poll-bars">
        {[...summary.rows].reverse().map(({ value, count, percent }) => (
          <li key={value} className={String(value) === mine ? 'poll-bar poll-bar-mine' : 'poll-bar'}>
            <span className="poll-bar-label">{value}</span>
            <span className="poll-bar-track" aria-hidden="true">
              <span className="poll-bar-fill" style={{ width: `${percent}%` }} />
            </span>
            <span className="poll-bar-count">
              <Plural value={count} one="# rating" other="# ratings" /> ({percent}%)
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
