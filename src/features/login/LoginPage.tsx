/**
 * /{event_id}/login: find the registration by e-mail and go to the personal page. Unknown
 * (404) shows the spec's message until the e-mail changes; offline says so and keeps the
 * address; other failures are silent (spec 1 section 8). Open registration redirects. A
 * `magic-link` project answers without an id (issue 27): the page says the link was mailed.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { Link, Redirect, useLocation } from 'wouter';
import { api } from '../../api/client';
import { ApiError } from '../../api/http';
import { isLinkMailed } from '../../contract/registration';
import { DesktopLayout } from '../../project/DesktopLayout';
import { useShell } from '../../project/shellContext';
import { EventMeta } from '../event-info/EventParts';
import { LinkMailedNotice } from './LinkMailed';
import { isOpenRegistration, openRegistrationTarget } from './openRedirect';
import '../../ui/accountPage.css';
import { paths } from '../../domain/paths';

const FIELD_MESSAGES: Record<string, MessageDescriptor> = {
  required: msg`Required field`,
  email: msg`Invalid email`,
};

const LoginSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.email('email')),
});
type LoginValues = v.InferOutput<typeof LoginSchema>;

type LoginError = 'not-found' | 'offline' | null;

export default function LoginPage() {
  const { project, eventId } = useShell();
  if (isOpenRegistration(project.registration.type)) return <Redirect to={openRegistrationTarget(eventId)} replace />;
  return <LoginForm />;
}

function LoginForm() {
  const { project, eventId } = useShell();
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const [error, setError] = useState<LoginError>(null);
  // A magic-link project answers without an id: the link is in the mailbox, not in this page.
  const [mailed, setMailed] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    // First checked when the field loses focus, then on every change (spec: validated on blur).
    mode: 'onTouched',
    reValidateMode: 'onChange',
    resolver: valibotResolver(LoginSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = async ({ email }: LoginValues) => {
    setError(null);
    setMailed(false);
    try {
      const answer = await api.findByEmail(project._id, email.toLowerCase());
      if (isLinkMailed(answer)) setMailed(true);
      else navigate(paths.personal(eventId, answer._id));
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 404) setError('not-found');
      else if (failure instanceof ApiError && failure.isNetwork) setError('offline');
      else console.warn('Login failed', failure); // other login errors are silent (spec 1 section 8)
    }
  };

  const field = register('email');
  const fieldMessage = errors.email?.message ? FIELD_MESSAGES[errors.email.message] : undefined;
  const describedBy =
    [fieldMessage && 'login-email-error', error && 'login-error'].filter(Boolean).join(' ') || undefined;

  return (
    <DesktopLayout>
      <section className="card account-page login-page">
        <p className="muted">
          <Trans>Welcome</Trans>
        </p>
        <h1>{project.eventTitle}</h1>
        <EventMeta project={project} event={project.event} />
        <form noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={isSubmitting}>
          <div className="form-field">
            <label htmlFor="login-email">
              <Trans>E-mail address</Trans>
            </label>
            <input
              id="login-email"
              className="form-input"
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              aria-invalid={fieldMessage ? true : undefined}
              aria-describedby={describedBy}
              {...field}
              onChange={(event) => {
                const lower = event.target.value.toLowerCase();
                if (lower !== event.target.value) event.target.value = lower;
                setError(null);
                setMailed(false);
                return field.onChange(event);
              }}
            />
            {fieldMessage && (
              <p id="login-email-error" className="field-error">
                {i18n._(fieldMessage)}
              </p>
            )}
          </div>
          <div id="login-error" role="alert" className={error ? 'notice notice-error' : undefined}>
            {error === 'not-found' && (
              <Trans>
                Please double-check your email address. We did not find a registration for this email address.
              </Trans>
            )}
            {error === 'offline' && (
              <Trans>
                You are offline, so we could not look up your registration. Your e-mail address is kept; try again when
                you are back online.
              </Trans>
            )}
          </div>
          {mailed && <LinkMailedNotice />}
          <div className="actions">
            <button type="submit" className="button button-primary" disabled={isSubmitting}>
              <Trans>Log in</Trans>
            </button>
            <Link className="button button-link" href={paths.registration(eventId)}>
              <Trans>Not registered yet? Register here</Trans>
            </Link>
          </div>
        </form>
      </section>
    </DesktopLayout>
  );
}
