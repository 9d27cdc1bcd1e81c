/**
 * One question with its options as a radio group and a submit button: the poll's vote and the
 * quiz's answer. Arrow keys move between options (native radios); nothing steals focus.
 */
import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { PollDefinition } from '../../contract';

interface ChoiceFormProps {
  item: PollDefinition;
  submitLabel: ReactNode;
  busy: boolean;
  initial?: string;
  onSubmit(optionId: string): void;
}

export function ChoiceForm({ item, submitLabel, busy, initial, onSubmit }: ChoiceFormProps) {
  const [chosen, setChosen] = useState(initial ?? '');
  const [missing, setMissing] = useState(false);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setMissing(true);
    onSubmit(chosen);
  };
  return (
    <form className="choice-form" onSubmit={submit} noValidate>
      <fieldset aria-describedby={missing ? `${id}-error` : undefined}>
        <legend className="choice-question">{item.question}</legend>
        {item.options.map((option) => (
          <label key={option.id} className="choice choice-card">
            <input type="radio" name={`${id}-option`} value={option.id} checked={chosen === option.id}
              onChange={() => { setChosen(option.id); setMissing(false); }} />
            {' '}{option.text}
          </label>
        ))}
      </fieldset>
      {missing && <p className="field-error" id={`${id}-error`}><Trans>Please choose an answer.</Trans></p>}
      <button type="submit" className="button button-primary" disabled={busy}>{submitLabel}</button>
    </form>
  );
}
