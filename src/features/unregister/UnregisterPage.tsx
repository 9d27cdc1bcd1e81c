/**
 * /{event_id}/{registration_id}/unregister: agreement checkbox (required), unregister button;
 * the already-unregistered message (also after unregistering) with a link back to registration,
 * which the form offers too (UNREG-05).
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans } from '@lingui/react/macro';
import { Checkbox } from 'radix-ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as v from 'valibot';
import { Link, Redirect } from 'wouter';
import { api } from '../../api/client';
import { ApiError } from '../../api/http';
import { DesktopLayout } from '../../project/DesktopLayout';
import { storeRegistration } from '../../project/projectQueries';
import { useShell } from '../../project/shellContext';
import '../../ui/accountPage.css';
import { paths } from '../../domain/paths';

/** Unregistering needs the agreement ticked (spec 1 section 5). */
const UnregisterSchema = v.object({
  agree: v.pipe(
    v.boolean(),
    v.check((agreed) => agreed, 'required'),
  ),
});
type UnregisterInput = v.InferInput<typeof UnregisterSchema>;

type Failure = 'offline' | 'other' | null;

export default function UnregisterPage() {
  const { project, eventId, registrationId, registration } = useShell();
  const [failure, setFailure] = useState<Failure>(null);
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<UnregisterInput>({
    resolver: valibotResolver(UnregisterSchema),
    defaultValues: { agree: false },
  });
  const unregistered = Boolean(registration?.unregistered);

  const onSubmit = async () => {
    if (!registrationId || !registration) return;
    setFailure(null);
    try {
      await api.unsubscribe(project._id, registrationId);
      storeRegistration({ ...registration, unregistered: true });
    } catch (error) {
      setFailure(error instanceof ApiError && error.isNetwork ? 'offline' : 'other');
    }
  };

  // The shared open-registration id has nothing to unregister.
  if (!registration || !registrationId) return <Redirect to={paths.registration(eventId)} replace />;

  return (
    <DesktopLayout>
      <section className="card account-page unregister-page">
        <h1>
          <Trans>Unregister</Trans>
        </h1>
        <p className="muted">{project.eventTitle}</p>
        {unregistered ? (
          <>
            <p className="notice notice-success" role="status">
              <Trans>You have been unregistered from this event.</Trans>
            </p>
            <div className="actions">
              <Link className="button button-primary" href={paths.registration(eventId)}>
                <Trans>Back to registration</Trans>
              </Link>
            </div>
          </>
        ) : (
          <form noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={isSubmitting}>
            <p>
              <Trans>
                Do you no longer want to attend? Unregister here. You will no longer receive e-mails about this event.
              </Trans>
            </p>
            <Controller
              control={control}
              name="agree"
              render={({ field }) => (
                <div className="form-field">
                  <div className="checkbox-row">
                    <Checkbox.Root
                      id="unregister-agree"
                      className="checkbox"
                      checked={field.value}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      name={field.name}
                      aria-required="true"
                      aria-invalid={errors.agree ? true : undefined}
                      aria-describedby={errors.agree ? 'unregister-agree-error' : undefined}
                    >
                      <Checkbox.Indicator className="checkbox-indicator" aria-hidden="true">
                        ✓
                      </Checkbox.Indicator>
                    </Checkbox.Root>
                    <label htmlFor="unregister-agree">
                      <Trans>Yes, I want to unregister from this event.</Trans>
                    </label>
                  </div>
                  {errors.agree && (
                    <p id="unregister-agree-error" className="field-error" role="alert">
                      <Trans>Please tick the box to confirm that you want to unregister.</Trans>
                    </p>
                  )}
                </div>
              )}
            />
            <div role="alert" className={failure ? 'notice notice-error' : undefined}>
              {failure === 'offline' && (
                <Trans>You are offline, so you could not be unregistered. Try again when you are back online.</Trans>
              )}
              {failure === 'other' && <Trans>Unregistering did not work. Please try again.</Trans>}
            </div>
            <div className="actions">
              <button type="submit" className="button button-primary" disabled={isSubmitting}>
                <Trans>Unregister</Trans>
              </button>
              <Link className="button button-link" href={paths.personal(eventId, registrationId)}>
                <Trans>Back to the event page</Trans>
              </Link>
              <Link className="button button-link" href={paths.registration(eventId)}>
                <Trans>Back to registration</Trans>
              </Link>
            </div>
          </form>
        )}
      </section>
    </DesktopLayout>
  );
}
