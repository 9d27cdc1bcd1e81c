/**
 * Multi-session: the sessions a registration includes, and one choice per breakout round.
 * A full session is disabled ('This session is currently full'); choosing a session replaces
 * the earlier choice of its round.
 */
import { Trans } from '@lingui/react/macro';
import type { Control } from 'react-hook-form';
import type { ProjectEvent } from '../../contract';
import { availability, breakoutRounds, chooseBreakout, isBreakout, type EventCounts } from '../../domain/breakouts';
import { SELECTED_EVENTS_KEY, type FormValues } from '../../domain/formSchema';
import { ChoiceList, Radio } from '../../ui/Choice';
import { FieldError, useFormField } from './fields/common';

interface Props {
  events: ProjectEvent[];
  counts: EventCounts | undefined;
  nowSeconds: number;
  control: Control<FormValues>;
}

export const SESSIONS_ERROR_ID = 'reg-sessions-error';

export function SessionChoice({ events, counts, nowSeconds, control }: Props) {
  const { value, onChange, onBlur, ref, error } = useFormField<string[]>(SELECTED_EVENTS_KEY, control);
  const selected = value ?? [];
  const fixed = events.filter((e) => !isBreakout(e));
  const rounds = breakoutRounds(events);
  let firstRadio = true;
  return (
    <div className="session-choice">
      {fixed.length > 0 && (
        <div className="form-field">
          <h2 className="field-label">
            <Trans>Your registration includes</Trans>
          </h2>
          <ul className="session-list">
            {fixed.map((event) => {
              const state = availability(event, nowSeconds, counts);
              return (
                <li key={event._id} className={state === 'open' ? 'session' : 'session session-unavailable'}>
                  <span className="session-time">{event.agendaStartAndEndTime ?? event.startTimeFormatted}</span>
                  <span className="session-name">{event.name}</span>
                  {state === 'full' && (
                    <span className="session-note">
                      <Trans>This session is currently full</Trans>
                    </span>
                  )}
                  {state === 'ended' && (
                    <span className="session-note">
                      <Trans>This session has ended</Trans>
                    </span>
                  )}
                  {state === 'open' && event.onDemandActive && (
                    <span className="session-note muted">
                      <Trans>Available on demand</Trans>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {rounds.map((round) => (
        <fieldset key={round.group} className="form-field field-group breakout-round">
          <legend className="field-label">
            {round.name}
            <span className="required-mark" aria-hidden="true">
              {' '}
              *
            </span>
          </legend>
          <p className="muted field-hint">
            <Trans>Choose one session.</Trans>
          </p>
          <ChoiceList>
            {round.events.map((event) => {
              const state = availability(event, nowSeconds, counts);
              const disabled = state !== 'open';
              const noteId = `reg-session-${event._id}-note`;
              const isFirst = !disabled && firstRadio;
              if (isFirst) firstRadio = false;
              return (
                <Radio
                  key={event._id}
                  labelClassName="session-option"
                  ref={isFirst ? ref : undefined}
                  name={`breakout-${round.group}`}
                  value={event._id}
                  checked={selected.includes(event._id)}
                  disabled={disabled}
                  onChange={() => onChange(chooseBreakout(selected, event._id, events))}
                  onBlur={onBlur}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={
                    [disabled ? noteId : '', error ? SESSIONS_ERROR_ID : ''].filter(Boolean).join(' ') || undefined
                  }
                  label={
                    <span className="session-text">
                      <span className="session-name">{event.name}</span>
                      <span className="session-time muted">
                        {event.agendaStartAndEndTime ?? event.startTimeFormatted}
                      </span>
                      {state === 'full' && (
                        <span className="session-note" id={noteId}>
                          <Trans>This session is currently full</Trans>
                        </span>
                      )}
                      {state === 'ended' && (
                        <span className="session-note" id={noteId}>
                          <Trans>This session has ended</Trans>
                        </span>
                      )}
                    </span>
                  }
                />
              );
            })}
          </ChoiceList>
        </fieldset>
      ))}
      <FieldError id={SESSIONS_ERROR_ID} text={error} />
    </div>
  );
}
