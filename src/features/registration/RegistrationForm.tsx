/**
 * The registration form: the project's fields, the session choice of multi-session projects,
 * the privacy note and the submit button. Validation is one valibot schema (domain/formSchema)
 * through react-hook-form; sending goes through `useCommand` and ends on the page spec 1
 * section 4 names. A failed send keeps every value and says what happened; without a network
 * the registration also goes to the offline outbox and continues by itself once it was sent.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useShell } from '../../project/shellContext';
import { defaultSelection, keepOpen, requiredRounds } from '../../domain/breakouts';
import {
  buildRegistrationSchema,
  type FormValues,
  initialFormValues,
  type PhoneValue,
  SELECTED_EVENTS_KEY,
} from '../../domain/formSchema';
import { seatsRemaining } from '../../domain/seats';
import { ATTENDANCE_POLL_FIELD_MS, useAttendancePolling } from '../../hooks/useAttendancePolling';
import { useNow } from '../../hooks/useNow';
import { FormField } from './FormField';
import { loadPhoneModule, usePhoneModule } from './phone';
import { clearLinkedinPrefill, peekLinkedinPrefill } from './prefill';
import { PrivacyNote } from './PrivacyNote';
import { prepareSessionChoice, SessionChoice } from './rareParts';
import { SubmitStatus } from './SubmitStatus';
import { useDefaultCountry, useEventCounts } from './useFormData';
import { loadTexts, useRegistrationSubmit } from './useRegistrationSubmit';

export function RegistrationForm() {
  const { project } = useShell();
  const fields = project.registration.fields;
  const multi = project.projectType === 'multiSession';
  const hybrid = project.projectType === 'hybrid';
  const hasMobile = fields.some((f) => f.type === 'mobile');
  const onSiteField = fields.find((f) => f.type === 'on-site-viewer');
  // In since the page's prepare; else (a page opened in the app) it loads now, the page waiting behind its loader.
  prepareSessionChoice(project).catch(() => undefined);

  // The phone rules load when a mobile field is first focused or holds a number, not with the page.
  const [phoneWanted, setPhoneWanted] = useState(false);
  const wantPhone = useCallback(() => setPhoneWanted(true), []);
  const phone = usePhoneModule(hasMobile && phoneWanted);
  const defaultCountry = useDefaultCountry(hasMobile);
  const { counts, settled: countsSettled, refresh: refreshCounts } = useEventCounts(project._id, multi);
  // Only the session choice of multi-session projects follows the clock; other forms do not re-render per tick.
  const now = useNow(30_000, (seconds) => (multi ? seconds : 0));
  const poll = useAttendancePolling(project._id, ATTENDANCE_POLL_FIELD_MS, Boolean(onSiteField) && hybrid);
  const seatsLeft =
    poll.onSiteViewers === null ? null : seatsRemaining(project.expectedOnSiteViewers, poll.onSiteViewers);

  const rounds = useMemo(
    () => (multi ? requiredRounds(project.events, now, counts) : undefined),
    [multi, project.events, now, counts],
  );
  // The resolver reads the latest rounds and fields at validation time.
  const latest = useRef({ fields, rounds });
  latest.current = { fields, rounds };

  const schemaNow = useCallback(async (values: FormValues) => {
    const { fields: currentFields, rounds: currentRounds } = latest.current;
    // An empty mobile number is never checked by the phone rules: only a typed one needs them.
    const needsPhone = currentFields.some(
      (f) => f.type === 'mobile' && ((values[f.name] as PhoneValue | undefined)?.number ?? '').trim() !== '',
    );
    const phoneModule = needsPhone ? await loadPhoneModule().catch(() => null) : null;
    return buildRegistrationSchema(currentFields, {
      now: new Date(),
      phone: phoneModule?.check,
      rounds: currentRounds,
    });
  }, []);

  const resolver = useMemo<Resolver<FormValues>>(
    () => async (values, context, options) => valibotResolver(await schemaNow(values))(values, context, options),
    [schemaNow],
  );

  const [defaultValues] = useState<FormValues>(() => {
    const values = initialFormValues(fields, {
      selectedEvents: multi ? defaultSelection(project.events, now) : undefined,
    });
    const prefill = peekLinkedinPrefill();
    if (prefill) {
      const named = new Set(fields.map((f) => f.name));
      if (named.has('email') && prefill.email) values.email = prefill.email.trim().toLowerCase();
      if (named.has('first_name') && prefill.firstName) values.first_name = prefill.firstName;
      if (named.has('last_name') && prefill.lastName) values.last_name = prefill.lastName;
    }
    return values;
  });

  useEffect(clearLinkedinPrefill, []);

  const form = useForm<FormValues>({
    defaultValues,
    resolver,
    // Every issue is collected, so cross-field rules (open answers) show with the others.
    criteriaMode: 'all',
    shouldFocusError: false,
  });
  const { control, getValues, setValue, resetField, getFieldState } = form;

  // The visitor's country (client IP) becomes the phone default unless they already chose one.
  useEffect(() => {
    if (!defaultCountry) return;
    for (const field of fields) {
      if (field.type !== 'mobile' || getFieldState(field.name).isDirty) continue;
      const current = getValues(field.name) as PhoneValue;
      resetField(field.name, { defaultValue: { country: defaultCountry, number: current?.number ?? '' } });
    }
  }, [defaultCountry, fields, getFieldState, getValues, resetField]);

  // New counts can make chosen sessions full: drop those choices.
  useEffect(() => {
    if (!multi || !counts) return;
    const selected = (getValues(SELECTED_EVENTS_KEY) as string[] | undefined) ?? [];
    const kept = keepOpen(selected, project.events, now, counts);
    if (kept.length !== selected.length) setValue(SELECTED_EVENTS_KEY, kept);
  }, [multi, counts, project.events, now, getValues, setValue]);

  const { status, sending, waiting, onSubmit } = useRegistrationSubmit({
    form,
    fields,
    multi,
    hybrid,
    schemaNow,
    countsSettled,
    refreshCounts,
  });
  return (
    <form
      className="registration-form"
      noValidate
      onSubmit={onSubmit}
      onFocus={loadTexts}
      aria-busy={sending || undefined}
    >
      {fields.map((field) => (
        <FormField
          key={field.id}
          field={field}
          control={control}
          phone={phone}
          onPhoneWanted={wantPhone}
          seatsLeft={field.type === 'on-site-viewer' && hybrid ? seatsLeft : null}
        />
      ))}
      {multi && <SessionChoice events={project.events} counts={counts} nowSeconds={now} control={control} />}
      <PrivacyNote />
      <SubmitStatus
        status={status}
        multi={multi}
        eventName={(id) => project.events.find((e) => e._id === id)?.name ?? id}
      />
      <div className="actions">
        <button
          type="submit"
          className="button button-primary submit-button"
          aria-disabled={sending || waiting || undefined}
        >
          {(sending || waiting) && <span className="button-spinner" aria-hidden="true" />}
          {sending ? (
            <Trans>Sending your registration…</Trans>
          ) : waiting ? (
            <Trans>Waiting for a connection…</Trans>
          ) : (
            <Trans>Register</Trans>
          )}
        </button>
      </div>
    </form>
  );
}
