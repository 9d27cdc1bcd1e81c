/**
 * One question with its options as a radio group and a submit button: the poll's vote and the
 * quiz's answer, each option a card of the design system (src/ui/Choice.tsx, 44 px and more).
 * Arrow keys move between options (native radios); nothing steals focus.
 */
import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { PollDefinition } from '../../contract';
import { Button } from '../../ui/Button';
import { Radio } from '../../ui/Choice';

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
          <Radio
            key={option.id}
            look="card"
            name={`${id}-option`}
            value={option.id}
            checked={chosen === option.id}
            label={option.text}
            onChange={() => {
              setChosen(option.id);
              setMissing(false);
            }}
          />
        ))}
      </fieldset>
      {missing && (
        <p className="field-error" id={`${id}-error`}>
          <Trans>Please choose an answer.</Trans>
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
