/**
 * "Ask as …" (issue 45): the question form's name, e-mail, type and anonymity folded under one
 * line, so the tab opens on the questions, not on a form. Nothing of the spec's form is dropped
 * (spec 2 sections 3 and 5: name, email, type, message): the line says who asks and whether the
 * question is technical, and the composer opens it itself when a field inside needs a fix. The
 * fields stay mounted while folded (radix forceMount + hidden), so their values are kept.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Collapsible } from 'radix-ui';
import type { UseFormRegister } from 'react-hook-form';
import type { QuestionFieldsInput } from '../../domain/question';
import { Checkbox, ChoiceList, Radio } from '../../ui/Choice';
import { TextField } from '../../ui/Field';
import { ErrorLine } from '../live-interaction/questionFields';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  register: UseFormRegister<QuestionFieldsInput>;
  errors: { name?: string; email?: string; type?: string };
  name: string;
  technical: boolean;
  requireContact: boolean;
  anonymousAllowed: boolean;
  anonymous: boolean;
  onAnonymous(anonymous: boolean): void;
}

export function AskAs({
  open,
  onOpenChange,
  register,
  errors,
  name,
  technical,
  requireContact,
  anonymousAllowed,
  anonymous,
  onAnonymous,
}: Props) {
  const { t } = useLingui();
  const asker = name.trim();
  const who = anonymous
    ? t`Ask as: anonymous`
    : asker
      ? t`Ask as ${asker}`
      : requireContact
        ? t`Ask as… (name and e-mail required)`
        : t`Ask as… (name and e-mail optional)`;
  const flagged = Boolean(errors.name || errors.email || errors.type);
  return (
    <Collapsible.Root open={open} onOpenChange={onOpenChange} className="qna-askas">
      <Collapsible.Trigger className={`qna-askas-trigger${flagged ? ' qna-askas-flagged' : ''}`}>
        <span className="qna-askas-who">{who}</span>
        {technical && (
          <span className="qna-askas-type">
            <Trans>A technical problem</Trans>
          </span>
        )}
        <span className="qna-askas-chevron" aria-hidden="true">
          ▾
        </span>
      </Collapsible.Trigger>
      <Collapsible.Content forceMount className="qna-askas-fields">
        <TextField
          id="question-name"
          label={requireContact ? <Trans>Name</Trans> : <Trans>Name (optional)</Trans>}
          autoComplete="name"
          required={requireContact}
          {...register('name')}
          error={errors.name}
        />
        <TextField
          id="question-email"
          label={requireContact ? <Trans>E-mail address</Trans> : <Trans>E-mail address (optional)</Trans>}
          type="email"
          autoComplete="email"
          required={requireContact}
          {...register('email')}
          error={errors.email}
        />
        <fieldset
          className="form-field field-group"
          aria-invalid={errors.type ? true : undefined}
          aria-describedby={errors.type ? 'question-type-error' : undefined}
        >
          <legend className="field-label">
            <Trans>Your question is about</Trans>
          </legend>
          <ChoiceList className="question-types">
            <Radio value="content" label={<Trans>The content</Trans>} {...register('type')} />
            <Radio value="technical" label={<Trans>A technical problem</Trans>} {...register('type')} />
          </ChoiceList>
          <ErrorLine name="type" text={errors.type} />
        </fieldset>
        {anonymousAllowed && (
          <Checkbox
            checked={anonymous}
            onChange={(ev) => onAnonymous(ev.target.checked)}
            label={<Trans>Ask anonymously (others do not see your name)</Trans>}
          />
        )}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
