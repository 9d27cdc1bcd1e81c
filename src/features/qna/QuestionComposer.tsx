/**
 * The question composer at the foot of the Questions tab (issue 45): one line that grows as the
 * visitor types, the send button beside it, and "Ask as …" folding name, e-mail, type and
 * anonymity (AskAs). The spec's rules are unchanged (spec 2 sections 3, 5, 8; domain/question.ts,
 * the server's own): only the message is required unless the project's
 * `questionForm.requireNameAndEmail` asks for name and e-mail too; at most 1024 characters with
 * its counter; a 422 marks the fields it names; other failures re-enable the button and keep the
 * text; without a network the question waits in the outbox (QuestionsTab owns that queue).
 * Name and e-mail come from the registration when the project says
 * `attachRegistrationDataToAskAQuestion`.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm, type FieldErrors } from 'react-hook-form';
import { ApiError } from '../../api/http';
import {
  messageLength,
  QUESTION_FIELDS,
  questionFieldsSchema,
  type QuestionField,
  type QuestionFields,
  type QuestionFieldsInput,
} from '../../domain/question';
import { usePageToken } from '../../project/pageToken';
import { useShell } from '../../project/shellContext';
import { noteQuestionAsked } from '../../state/qna';
import { newOutboxItem, type useCommand } from '../../state/useCommand';
import { Button } from '../../ui/Button';
import { TextArea } from '../../ui/Field';
import { Feedback, type useFeedback } from '../live-interaction/Feedback';
import { QueuedNotice } from '../live-interaction/QueuedNotice';
import { Counter, useQuestionErrorText } from '../live-interaction/questionFields';
import { useVoterId } from '../live-interaction/voter';
import { AskAs } from './AskAs';

type Failure = 'other' | 'rejected' | 'storage' | null;
const FOLDED: readonly QuestionField[] = ['name', 'email', 'type'];

interface Props {
  broadcast: string;
  pwaUser: boolean;
  anonymousAllowed: boolean;
  outbox: ReturnType<typeof useCommand<'question'>>;
  feedback: ReturnType<typeof useFeedback>;
  /** A question kept offline was refused once sent. */
  savedRefused: boolean;
}

export function QuestionComposer({ broadcast, pwaUser, anonymousAllowed, outbox, feedback, savedRefused }: Props) {
  const { t } = useLingui();
  const { project, eventId, registrationId, registration } = useShell();
  const { pageToken, refused } = usePageToken();
  const attach = project.registration.attachRegistrationDataToAskAQuestion === true && registration;
  const requireContact = project.questionForm?.requireNameAndEmail === true;
  const defaults: QuestionFieldsInput = {
    name: attach ? [registration.first_name, registration.last_name].filter(Boolean).join(' ') : '',
    email: attach ? registration.email : '',
    type: 'content',
    message: '',
  };
  const schema = useMemo(() => questionFieldsSchema(requireContact), [requireContact]);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    resetField,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<QuestionFieldsInput, unknown, QuestionFields>({
    resolver: valibotResolver(schema),
    defaultValues: defaults,
    shouldFocusError: false,
  });
  const errorText = useQuestionErrorText();
  const [failure, setFailure] = useState<Failure>(null);
  // Folded unless a required name or e-mail is still missing: then the visitor sees it before typing.
  const [open, setOpen] = useState(requireContact && !(defaults.name && defaults.email));
  const [anonymous, setAnonymous] = useState(false);
  const voterId = useVoterId();
  const message = watch('message') ?? '';
  const length = messageLength(message);

  // One line that grows with the text (up to the CSS max-height, then it scrolls), and shrinks back once sent.
  const area = useRef<HTMLTextAreaElement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies(message): the height follows the text
  useLayoutEffect(() => {
    const el = area.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight + el.offsetHeight - el.clientHeight}px`;
  }, [message]);
  const { ref: messageRef, ...messageField } = register('message');

  /** A field to fix: the folded ones open first, so focus can reach them. */
  const focusFirst = (names: readonly QuestionField[]) => {
    const first = QUESTION_FIELDS.find((name) => names.includes(name));
    if (!first) return;
    if (FOLDED.includes(first)) flushSync(() => setOpen(true));
    setFocus(first);
  };
  const onInvalid = (invalid: FieldErrors<QuestionFieldsInput>) =>
    focusFirst(QUESTION_FIELDS.filter((name) => invalid[name]));

  const onSubmit = async (fields: QuestionFields) => {
    setFailure(null);
    // Audience Q&A (features/qna): the voter id marks the visitor's own questions in the list.
    const body = {
      broadcastSlug: broadcast,
      question: fields,
      registrationId,
      eventId,
      pageToken,
      voterId,
      ...(anonymous ? { anonymous } : {}),
    };
    // Offline it waits under the same key: if the request did reach the server, nothing is stored twice.
    const result = await outbox.send(newOutboxItem({ kind: 'question', body }, eventId));
    if (result.status === 'sent' || result.status === 'queued') {
      resetField('message');
      // The button was disabled while sending, which dropped the focus: back to the message, ready for the next one.
      setFocus('message');
      if (result.status === 'sent') {
        noteQuestionAsked();
        feedback.show(<Trans>Thank you! Your question was sent.</Trans>);
      }
    } else if (result.status === 'unkept') setFailure('storage');
    else if (refused(result.error)) return;
    else if (result.error instanceof ApiError && result.error.status === 422 && result.error.fields.length) {
      const names = QUESTION_FIELDS.filter((f) => (result.error as ApiError).fields.includes(f));
      for (const name of names) setError(name, { type: 'server', message: 'rejected' });
      setFailure('rejected');
      focusFirst(names);
    } else {
      setFailure('other');
    }
  };
  const submit = handleSubmit(onSubmit, onInvalid);

  const e = {
    name: errorText(errors.name),
    email: errorText(errors.email),
    type: errorText(errors.type),
    message: errorText(errors.message),
  };
  return (
    <section className="qna-composer" aria-labelledby="question-title">
      <h2 id="question-title" className="visually-hidden">
        <Trans>Ask a question</Trans>
      </h2>
      <form noValidate onSubmit={submit}>
        <AskAs
          open={open}
          onOpenChange={setOpen}
          register={register}
          errors={e}
          name={watch('name') ?? ''}
          technical={watch('type') === 'technical'}
          requireContact={requireContact}
          anonymousAllowed={anonymousAllowed}
          anonymous={anonymous}
          onAnonymous={setAnonymous}
        />
        <div className="qna-composer-row">
          <TextArea
            id="question-message"
            fieldClassName="qna-composer-field"
            label={<Trans>Your question</Trans>}
            rows={1}
            placeholder={t`Ask a question…`}
            aria-required
            {...messageField}
            error={e.message}
            ref={(el) => {
              messageRef(el);
              area.current = el;
            }}
            // Ctrl+Enter (Cmd+Enter) sends; Enter alone makes a new line, as in any text box.
            onKeyDown={(ev) => {
              if (ev.key === 'Enter' && (ev.ctrlKey || ev.metaKey)) {
                ev.preventDefault();
                void submit();
              }
            }}
            hint={length > 0 ? <Counter length={length} /> : undefined}
          />
          {/* "Send" fits beside the one line in a sidebar; its name says what it sends (and holds the visible
          word). */}
          <Button
            type="submit"
            className="qna-send"
            aria-label={isSubmitting ? undefined : t`Send question`}
            disabled={isSubmitting || !voterId}
          >
            {isSubmitting ? t`Sending…` : t`Send`}
          </Button>
        </div>
      </form>
      <div role="alert" className="interaction-alert">
        {failure === 'other' && <Trans>Your question could not be sent. Please try again.</Trans>}
        {failure === 'rejected' && <Trans>Your question was not accepted. Please check the marked fields.</Trans>}
        {savedRefused && <Trans>Your saved question was not accepted. Please ask it again.</Trans>}
        {failure === 'storage' && (
          <Trans>You seem to be offline. Your question is kept here: please send it again once you are online.</Trans>
        )}
      </div>
      {outbox.waiting && <QueuedNotice what="question" />}
      <Feedback message={feedback.message} pwaUser={pwaUser} onClose={feedback.clear} />
    </section>
  );
}
