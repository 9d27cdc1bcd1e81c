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
import { ApiError } from '../../api/http';
import { newIdempotencyKey, questionItem } from '../../domain/outbox';
import { useCommand } from '../../state/useCommand';
import { messageLength, QUESTION_FIELDS, questionFieldsSchema, type QuestionFields, type QuestionFieldsInput } from '../../domain/question';
import { usePageToken } from '../../project/pageToken';
import { noteQuestionAsked, useQnaSnapshot } from '../../state/qna';
import { useShell } from '../../project/shellContext';
import { Feedback, useFeedback } from './Feedback';
import type { InteractionPanelProps } from './props';
import { QueuedNotice } from './QueuedNotice';
import { Counter, ErrorLine, useQuestionErrorText } from './questionFields';
import { Button } from '../../ui/Button';
import { Checkbox, ChoiceList, Radio } from '../../ui/Choice';
import { TextArea, TextField } from '../../ui/Field';
import { useVoterId } from './voter';
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
  const { register, handleSubmit, watch, setError, resetField, setFocus, formState: { errors, isSubmitting } } = useForm<QuestionFieldsInput, unknown, QuestionFields>({
    resolver: valibotResolver(schema), defaultValues: defaults,
  });
  const errorText = useQuestionErrorText();
  const feedback = useFeedback();
  const [failure, setFailure] = useState<Failure>(null);
  const outbox = useCommand('question', {
    onSent: () => feedback.show(<Trans>Your saved question was sent.</Trans>),
    onRefused: () => setFailure('saved-rejected'),
  });
  const length = messageLength(watch('message') ?? '');
  const voterId = useVoterId();
  const anonymousAllowed = useQnaSnapshot().list?.anonymousAllowed === true;
  const [anonymous, setAnonymous] = useState(false);

  const onSubmit = async (fields: QuestionFields) => {
    setFailure(null);
    // Audience Q&A (features/qna): the voter id marks the visitor's own questions in the list.
    const body = { broadcastSlug: broadcast, question: fields, registrationId, eventId, pageToken, voterId, ...(anonymous ? { anonymous } : {}) };
    // Offline it waits under the same key: if the request did reach the server, nothing is stored twice.
    const result = await outbox.send(questionItem(newIdempotencyKey((bytes) => crypto.getRandomValues(bytes)), body, eventId, Date.now()));
    if (result.status === 'sent') {
      resetField('message');
      noteQuestionAsked();
      // The button was disabled while sending, which dropped the focus: back to the message, ready for the next one.
      setFocus('message');
      feedback.show(<Trans>Thank you! Your question was sent.</Trans>);
    } else if (result.status === 'queued') {
      resetField('message');
      setFocus('message');
    } else if (result.status === 'unkept') setFailure('storage');
    else if (refused(result.error)) return;
    else if (result.error instanceof ApiError && result.error.status === 422 && result.error.fields.length) {
      const names = result.error.fields;
      for (const name of QUESTION_FIELDS.filter((f) => names.includes(f))) setError(name, { type: 'server', message: 'rejected' });
      setFailure('rejected');
    } else {
      setFailure('other');
    }
  };

  const e = { name: errorText(errors.name), email: errorText(errors.email), type: errorText(errors.type), message: errorText(errors.message) };
  return (
    <section className="interaction-panel question-panel" aria-labelledby="question-title">
      <h2 id="question-title" className="interaction-title"><Trans>Ask a question</Trans></h2>
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField id="question-name" label={requireContact ? <Trans>Name</Trans> : <Trans>Name (optional)</Trans>} autoComplete="name" {...register('name')} error={e.name} />
        <TextField id="question-email" label={requireContact ? <Trans>E-mail address</Trans> : <Trans>E-mail address (optional)</Trans>} type="email"
          autoComplete="email" {...register('email')} error={e.email} />
        <fieldset className="form-field field-group" aria-invalid={e.type ? true : undefined} aria-describedby={e.type ? 'question-type-error' : undefined}>
          <legend className="field-label"><Trans>Your question is about</Trans></legend>
          <ChoiceList className="question-types">
            <Radio value="content" label={<Trans>The content</Trans>} {...register('type')} />
            <Radio value="technical" label={<Trans>A technical problem</Trans>} {...register('type')} />
          </ChoiceList>
          <ErrorLine name="type" text={e.type} />
        </fieldset>
        <TextArea id="question-message" label={<Trans>Your question</Trans>} {...register('message')} error={e.message}
          hint={<Counter length={length} />} />
        {anonymousAllowed && (
          <Checkbox checked={anonymous} onChange={(ev) => setAnonymous(ev.target.checked)} label={<Trans>Ask anonymously (others do not see your name)</Trans>} />
        )}
        <Button type="submit" disabled={isSubmitting || !voterId}>{isSubmitting ? t`Sending…` : t`Send question`}</Button>
      </form>
      <div role="alert" className="interaction-alert">
        {failure === 'other' && <Trans>Your question could not be sent. Please try again.</Trans>}
        {failure === 'rejected' && <Trans>Your question was not accepted. Please check the marked fields.</Trans>}
        {failure === 'saved-rejected' && <Trans>Your saved question was not accepted. Please ask it again.</Trans>}
        {failure === 'storage' && <Trans>You seem to be offline. Your question is kept here: please send it again once you are online.</Trans>}
      </div>
      {outbox.waiting && <QueuedNotice what="question" />}
      <Feedback message={feedback.message} pwaUser={pwaUser} onClose={feedback.clear} />
    </section>
  );
}
