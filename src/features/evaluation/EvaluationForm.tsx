/**
 * The evaluation form (spec 2 sections 2, 4, 5): validates before sending, then uploading, then
 * the thank-you dialog. A failed send keeps every answer. The button reads 'Send', and 'Update
 * your answer' once answers are stored. Preview pretends to send (300 ms) and sends nothing.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useForm, type Control, type Resolver } from 'react-hook-form';
import { ApiError } from '../../api';
import { evaluationApi } from '../../api/evaluation';
import type { Evaluation, EvaluationAnswer } from '../../contract';
import { PREVIEW_SUBMIT_DELAY_MS } from '../../domain/evaluation';
import { buildEvaluationSchema, fieldKey, initialValues } from '../../domain/evaluationForm';
import { encodeFormError } from '../../domain/formErrors';
import type { FormValues } from '../../domain/formSchema';
import { EvaluationQuestion } from './EvaluationField';

export type SendState = 'idle' | 'uploading' | 'sent' | 'offline' | 'failed';

interface Props {
  evaluation: Evaluation;
  registrationId: string;
  stored: EvaluationAnswer[] | null;
  preview: boolean;
  onSent: () => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function EvaluationForm({ evaluation, registrationId, stored, preview, onSent }: Props) {
  const fields = evaluation.fields;
  const resolver = useMemo(() => valibotResolver(buildEvaluationSchema(fields)) as unknown as Resolver<FormValues, unknown, EvaluationAnswer[]>, [fields]);
  const defaultValues = useMemo(() => initialValues(fields, stored ?? []), [fields, stored]);
  const { control, handleSubmit, setError } = useForm<FormValues, unknown, EvaluationAnswer[]>({ resolver, defaultValues, shouldFocusError: true, mode: 'onSubmit', reValidateMode: 'onChange' });
  const [state, setState] = useState<SendState>('idle');
  const [hasStored, setHasStored] = useState(Boolean(stored));

  const submit = handleSubmit(async (answers) => {
    setState('uploading');
    try {
      if (preview) await wait(PREVIEW_SUBMIT_DELAY_MS);
      else await evaluationApi.send({ evaluation_id: evaluation._id, registration_id: registrationId, answers });
      setHasStored(true);
      setState('sent');
      onSent();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        fields.forEach((field, index) => {
          if (error.fields.includes(field.id)) setError(fieldKey(index), { message: encodeFormError('rejected') });
        });
      }
      setState(error instanceof ApiError && error.isNetwork ? 'offline' : 'failed');
    }
  });

  const busy = state === 'uploading';
  return (
    <form className="evaluation-form" noValidate onSubmit={submit} aria-busy={busy}>
      {fields.map((question, index) => (
        <EvaluationQuestion key={question.id} question={question} formKey={fieldKey(index)} control={control as unknown as Control<FormValues>} />
      ))}
      <div role="status" className={state === 'offline' || state === 'failed' ? 'notice notice-error' : undefined}>
        {state === 'offline' && <Trans>You are offline, so your answers could not be sent. They are still here: send them again when you are back online.</Trans>}
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
