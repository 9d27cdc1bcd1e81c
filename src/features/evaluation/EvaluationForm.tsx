/**
 * The evaluation form (spec 2 sections 2, 4, 5): validates before sending, then uploading, then
 * the thank-you dialog. A failed send keeps every answer. The button reads 'Send', and 'Update
 * your answer' once answers are stored. Preview pretends to send (300 ms) and sends nothing.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useForm, type Control, type Resolver } from 'react-hook-form';
import { ApiError } from '../../api/http';
import type { Evaluation, EvaluationAnswer } from '../../contract';
import { PREVIEW_SUBMIT_DELAY_MS } from '../../domain/evaluation';
import { buildEvaluationSchema, fieldKey, initialValues } from '../../domain/evaluationForm';
import { encodeFormError } from '../../domain/formErrors';
import type { FormValues } from '../../domain/formSchema';
import { EvaluationQuestion } from './EvaluationField';
import { newOutboxItem, useCommand } from '../../state/useCommand';
import { isEvaluationOf, type EvaluationItem } from './waitingEvaluation';

export type SendState = 'idle' | 'uploading' | 'sent' | 'queued' | 'offline' | 'failed';

interface Props {
  eventId: string;
  evaluation: Evaluation;
  registrationId: string;
  stored: EvaluationAnswer[] | null;
  /** Answers an earlier visit queued offline and that still wait. */
  waiting: EvaluationItem | null;
  preview: boolean;
  onSent: () => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function EvaluationForm({ eventId, evaluation, registrationId, stored, waiting, preview, onSent }: Props) {
  const fields = evaluation.fields;
  const resolver = useMemo(
    () =>
      valibotResolver(buildEvaluationSchema(fields)) as unknown as Resolver<FormValues, unknown, EvaluationAnswer[]>,
    [fields],
  );
  const defaultValues = useMemo(
    () => initialValues(fields, waiting?.call.body.answers ?? stored ?? []),
    [fields, stored, waiting],
  );
  const { control, handleSubmit, setError } = useForm<FormValues, unknown, EvaluationAnswer[]>({
    resolver,
    defaultValues,
    shouldFocusError: true,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [state, setState] = useState<SendState>(waiting ? 'queued' : 'idle');
  const [hasStored, setHasStored] = useState(Boolean(stored));

  const markRejected = (names: readonly string[]) =>
    fields.forEach((field, index) => {
      if (names.includes(field.id)) setError(fieldKey(index), { message: encodeFormError('rejected') });
    });
  const succeeded = () => {
    setHasStored(true);
    setState('sent');
    onSent();
  };
  // Answers kept offline (now or by an earlier visit); a new send replaces waiting ones.
  const outbox = useCommand('evaluation', {
    one: true,
    adopt: isEvaluationOf(evaluation._id, registrationId),
    onSent: succeeded,
    onRefused: ({ refusal }) => {
      markRejected(refusal.fields);
      setState('failed');
    },
  });

  const submit = handleSubmit(async (answers) => {
    setState('uploading');
    const body = { evaluation_id: evaluation._id, registration_id: registrationId, answers };
    if (preview) {
      await wait(PREVIEW_SUBMIT_DELAY_MS);
      return succeeded();
    }
    // No network (venue Wi-Fi): the answers wait in the outbox, sent once the network is back.
    const result = await outbox.send(newOutboxItem({ kind: 'evaluation', body }, eventId));
    if (result.status === 'sent') succeeded();
    else if (result.status === 'queued') setState('queued');
    else if (result.status === 'unkept') setState('offline');
    else {
      if (result.error instanceof ApiError && result.error.kind === 'invalid') markRejected(result.error.fields);
      setState('failed');
    }
  });

  const busy = state === 'uploading';
  return (
    <form className="evaluation-form" noValidate onSubmit={submit} aria-busy={busy}>
      {fields.map((question, index) => (
        <EvaluationQuestion
          key={question.id}
          question={question}
          formKey={fieldKey(index)}
          control={control as unknown as Control<FormValues>}
        />
      ))}
      <div
        role="status"
        className={
          state === 'offline' || state === 'failed' ? 'notice notice-error' : state === 'queued' ? 'notice' : undefined
        }
      >
        {state === 'queued' && (
          <Trans>
            You are offline. Your answers are kept on this device and will be sent as soon as you are back online.
          </Trans>
        )}
        {state === 'offline' && (
          <Trans>
            You are offline, so your answers could not be sent. They are still here: send them again when you are back
            online.
          </Trans>
        )}
        {state === 'failed' && <Trans>Your answers could not be sent. They are still here: please try again.</Trans>}
      </div>
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
          {busy && <span className="spinner spinner-small" aria-hidden="true" />}
          {hasStored ? <Trans>Update your answer</Trans> : <Trans>Send</Trans>}
        </button>
      </div>
    </form>
  );
}
