/**
 * The question form (spec 2 sections 3, 5, 8): name, e-mail, type and a message of at most 1024
 * characters with its counter. The same rules as the server (domain/question.ts) check it first;
 * a 422 marks the fields it names; other failures re-enable the button and keep the text; without
 * a network the question waits in the outbox. Name and e-mail come from the registration when the
 * project says `attachRegistrationDataToAskAQuestion`. Name and e-mail are optional (an anonymous
 * question) unless the project's `questionForm.requireNameAndEmail` asks for them.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, interactionApi } from '../../api';
import { questionItem } from '../../domain/outbox';
import { messageLength, QUESTION_FIELDS, questionFieldsSchema, type QuestionFields, type QuestionFieldsInput } from '../../domain/question';
import { usePageToken } from '../../project/pageToken';
import { useShell } from '../../project/shellContext';
import { Feedback, useFeedback } from './Feedback';
import type { InteractionPanelProps } from './props';
import { QueuedNotice } from './QueuedNotice';
import { aria, Counter, ErrorLine, useQuestionErrorText } from './questionFields';
import { newRequestKey, useInteractionOutbox } from './useInteractionOutbox';
import './interaction.css';

type Failure = 'other' | 'rejected' | 'storage' | 'saved-rejected' | null;

export default function QuestionPanel({ broadcast, pwaUser }: InteractionPanelProps) {
  const { t } = useLingui();
  const { project, eventId, registrationId, registration } = useShell();
  const { pageToken, refused } = usePageToken();
  const attach = project.registration.attachRegistrationDataToAskAQuestion === true && registration;
  const defaults: QuestionFieldsInput = {
    name: attach ? [registration.first_name, registration.last_name].filter(Boolean).join(' ') : '',
    email: attach ? registration.email : '',
    type: 'content',
    message: '',
  };
  const requireContact = project.questionForm?.requireNameAndEmail === true;
  const schema = useMemo(() => questionFieldsSchema(requireContact), [requireContact]);
  const { register, handleSubmit, watch, setError, resetField, formState: { errors, isSubmitting } } = useForm<QuestionFieldsInput, unknown, QuestionFields>({
    resolver: valibotResolver(schema), defaultValues: defaults,
  });
  const errorText = useQuestionErrorText();
  const feedback = useFeedback();
  const [failure, setFailure] = useState<Failure>(null);
  const outbox = useInteractionOutbox((outcome) => {
    if (outcome.ok) feedback.show(<Trans>Your saved question was sent.</Trans>);
    else setFailure('saved-rejected');
  });
  const length = messageLength(watch('message') ?? '');

  const onSubmit = async (fields: QuestionFields) => {
    setFailure(null);
    const body = { broadcastSlug: broadcast, question: fields, registrationId, eventId, pageToken };
    const key = newRequestKey();
    try {
      await interactionApi.askQuestion(body, { idempotencyKey: key });
      resetField('message');
      feedback.show(<Trans>Thank you! Your question was sent.</Trans>);
    } catch (error) {
      if (refused(error)) return;
      if (error instanceof ApiError && error.status === 422 && error.fields.length) {
        for (const name of QUESTION_FIELDS.filter((f) => error.fields.includes(f))) setError(name, { type: 'server', message: 'rejected' });
        setFailure('rejected');
      } else if (error instanceof ApiError && error.isNetwork) {
        // Same key: if the request did reach the server after all, the replay stores nothing twice.
        if (await outbox.queue(questionItem(key, body, eventId, Date.now()))) resetField('message');
        else setFailure('storage');
      } else {
        setFailure('other');
      }
    }
  };

  const e = { name: errorText(errors.name), email: errorText(errors.email), type: errorText(errors.type), message: errorText(errors.message) };
  return (
    <section className="interaction-panel question-panel" aria-labelledby="question-title">
      <h2 id="question-title" className="interaction-title"><Trans>Ask a question</Trans></h2>
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <div className="form-field">
          <label className="field-label" htmlFor="question-name">
            {requireContact ? <Trans>Name</Trans> : <Trans>Name (optional)</Trans>}
          </label>
          <input type="text" autoComplete="name" {...register('name')} {...aria('name', e.name)} />
          <ErrorLine name="name" text={e.name} />
        </div>
        <div className="form-field">
          <label className="field-label" htmlFor="question-email">
            {requireContact ? <Trans>E-mail address</Trans> : <Trans>E-mail address (optional)</Trans>}
          </label>
          <input type="email" autoComplete="email" {...register('email')} {...aria('email', e.email)} />
          <ErrorLine name="email" text={e.email} />
        </div>
        <fieldset className="form-field field-group" aria-invalid={e.type ? true : undefined} aria-describedby={e.type ? 'question-type-error' : undefined}>
          <legend className="field-label"><Trans>Your question is about</Trans></legend>
          <label className="choice"><input type="radio" value="content" {...register('type')} /> <Trans>The content</Trans></label>
          <label className="choice"><input type="radio" value="technical" {...register('type')} /> <Trans>A technical problem</Trans></label>
          <ErrorLine name="type" text={e.type} />
        </fieldset>
        <div className="form-field">
          <label className="field-label" htmlFor="question-message"><Trans>Your question</Trans></label>
          <textarea rows={4} {...register('message')} {...aria('message', e.message, true)} />
          <Counter length={length} />
          <ErrorLine name="message" text={e.message} />
        </div>
        <button type="submit" className="button button-primary" disabled={isSubmitting}>
          {isSubmitting ? t`Sending…` : t`Send question`}
        </button>
      </form>
      <div role="alert" className="interaction-alert">
        {failure === 'other' && <Trans>Your question could not be sent. Please try again.</Trans>}
        {failure === 'rejected' && <Trans>Your question was not accepted. Please check the marked fields.</Trans>}
        {failure === 'saved-rejected' && <Trans>Your saved question was not accepted. Please ask it again.</Trans>}
        {failure === 'storage' && <Trans>You seem to be offline. Your question is kept here: please send it again once you are online.</Trans>}
      </div>
      {outbox.waiting > 0 && <QueuedNotice what="question" />}
      <Feedback message={feedback.message} pwaUser={pwaUser} onClose={feedback.clear} />
    </section>
  );
}
