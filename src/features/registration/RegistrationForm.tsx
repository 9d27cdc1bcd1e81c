/**
 * The registration form: the project's fields, the session choice of multi-session projects,
 * the privacy note and the submit button. Validation is one valibot schema (domain/formSchema)
 * through react-hook-form; sending goes through `api.register` and ends on the page spec 1
 * section 4 names. A failed send keeps every value and says what happened.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { useLocation, useSearch } from 'wouter';
import { api, ApiError, clientTimeZone } from '../../api';
import { ApiErrorWithEventsSchema, type Locale } from '../../api/schemas';
import { useShell } from '../../app/project/shellContext';
import { defaultSelection, keepOpen, requiredRounds } from '../../domain/breakouts';
import { encodeFormError } from '../../domain/formErrors';
import { buildRegistrationRequest, registrationRedirect, storedAttendance } from '../../domain/formOutcome';
import {
  buildRegistrationSchema, hasOpenAnswer, initialFormValues, openAnswerKey, SELECTED_EVENTS_KEY, type FormValues, type PhoneValue,
} from '../../domain/formSchema';
import { seatsRemaining } from '../../domain/seats';
import { ATTENDANCE_POLL_FIELD_MS, useAttendancePolling } from '../../hooks/useAttendancePolling';
import { useNow } from '../../hooks/useNow';
import { INTL_TAG } from '../../i18n/activate';
import { sessionStore } from '../../state/browserStorage';
import { SESSION } from '../../state/storageKeys';
import { FormField } from './FormField';
import { loadPhoneModule, usePhoneModule } from './phone';
import { clearLinkedinPrefill, peekLinkedinPrefill } from './prefill';
import { PrivacyNote } from './PrivacyNote';
import { SessionChoice } from './SessionChoice';
import { useDefaultCountry, useEventCounts } from './useFormData';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'offline' }
  | { kind: 'failed' }
  | { kind: 'rejected' }
  | { kind: 'full'; events: string[] };

export function RegistrationForm() {
  const { project, eventId } = useShell();
  const fields = project.registration.fields;
  const multi = project.projectType === 'multiSession';
  const hybrid = project.projectType === 'hybrid';
  const hasMobile = fields.some((f) => f.type === 'mobile');
  const onSiteField = fields.find((f) => f.type === 'on-site-viewer');
  const search = useSearch();
  const [, navigate] = useLocation();

  const phone = usePhoneModule(hasMobile);
  const defaultCountry = useDefaultCountry(hasMobile);
  const { counts, settled: countsSettled, refresh: refreshCounts } = useEventCounts(project._id, multi);
  const now = useNow(30_000);
  const poll = useAttendancePolling(project._id, ATTENDANCE_POLL_FIELD_MS, Boolean(onSiteField) && hybrid);
  const seatsLeft = poll.onSiteViewers === null ? null : seatsRemaining(project.expectedOnSiteViewers, poll.onSiteViewers);

  const rounds = useMemo(() => (multi ? requiredRounds(project.events, now, counts) : undefined), [multi, project.events, now, counts]);
  // The resolver reads the latest rounds and fields at validation time.
  const latest = useRef({ fields, rounds, hasMobile });
  latest.current = { fields, rounds, hasMobile };

  const schemaNow = useCallback(async () => {
    const { fields: currentFields, rounds: currentRounds, hasMobile: needsPhone } = latest.current;
    const phoneModule = needsPhone ? await loadPhoneModule().catch(() => null) : null;
    return buildRegistrationSchema(currentFields, { now: new Date(), phone: phoneModule?.check, rounds: currentRounds });
  }, []);

  const resolver = useMemo<Resolver<FormValues>>(
    () => async (values, context, options) => valibotResolver(await schemaNow())(values, context, options),
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
  const { control, getValues, setValue, resetField, getFieldState, setError, setFocus } = form;

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

  /* ---------- submitting ---------- */

  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const busy = useRef(false);
  const order = useMemo(() => [
    ...fields.flatMap((f) => (hasOpenAnswer(f) ? [f.name, openAnswerKey(f.name)] : [f.name])),
    ...(multi ? [SELECTED_EVENTS_KEY] : []),
  ], [fields, multi]);

  const focusFirstError = useCallback((errors: FieldErrors<FormValues>) => {
    const first = order.find((name) => errors[name]);
    if (first) setFocus(first);
  }, [order, setFocus]);

  const send = useCallback(async (output: FormValues) => {
    setStatus({ kind: 'sending' });
    const query = new URLSearchParams(search);
    const request = buildRegistrationRequest(output, fields, { eventId, timeZone: clientTimeZone(), ref: query.get('ref') });
    const requestedOnSite = Number(request.on_site_viewer ?? 0);
    try {
      const result = await api.register(request);
      sessionStore.set(SESSION.registrationId, result.registrationID);
      sessionStore.set(SESSION.attendanceType, String(storedAttendance(result, requestedOnSite)));
      const pwaFlag = query.has('pwa') || (hybrid && sessionStore.get(SESSION.pwa) === 'true');
      navigate(registrationRedirect({
        eventId,
        result,
        requestedOnSite,
        redirectToPersonalOnDemand: query.get('redirectToPersonalOnDemand') === 'true',
        pwaFlag,
      }));
    } catch (error) {
      if (!(error instanceof ApiError)) {
        console.error('Registration failed', error);
        setStatus({ kind: 'failed' });
        return;
      }
      if (error.isNetwork) {
        setStatus({ kind: 'offline' });
      } else if (error.status === 409) {
        const body = v.safeParse(ApiErrorWithEventsSchema, error.body);
        setStatus({ kind: 'full', events: body.success ? body.output.cannotRegisterForEvents ?? [] : [] });
        refreshCounts();
      } else if (error.status === 400 && error.fields.some((name) => order.includes(name))) {
        const names = order.filter((name) => error.fields.includes(name));
        names.forEach((name) => setError(name, { type: 'server', message: encodeFormError('rejected') }));
        setFocus(names[0]);
        setStatus({ kind: 'rejected' });
      } else {
        setStatus({ kind: 'failed' });
      }
    }
  }, [search, fields, eventId, hybrid, navigate, refreshCounts, order, setError, setFocus]);

  const submit = useCallback(async () => {
    // A second submit while one is under way is ignored.
    if (busy.current) return;
    busy.current = true;
    try {
      await form.handleSubmit(send, (errors) => {
        setStatus({ kind: 'idle' });
        focusFirstError(errors);
      })();
    } finally {
      busy.current = false;
    }
  }, [form, send, focusFirstError]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  // A registration started from the professional-network sign-in sends itself once, if valid.
  const autoSubmitted = useRef(false);
  const linkedin = new URLSearchParams(search).has('linkedin');
  useEffect(() => {
    if (!linkedin || autoSubmitted.current || !countsSettled) return;
    autoSubmitted.current = true;
    void schemaNow().then((schema) => {
      if (v.safeParse(schema, getValues()).success) void submit();
    });
  }, [linkedin, countsSettled, schemaNow, getValues, submit]);

  const sending = status.kind === 'sending';
  return (
    <form className="registration-form" noValidate onSubmit={onSubmit} aria-busy={sending || undefined}>
      {fields.map((field) => (
        <FormField key={field.id} field={field} control={control} phone={phone} seatsLeft={field.type === 'on-site-viewer' && hybrid ? seatsLeft : null} />
      ))}
      {multi && <SessionChoice events={project.events} counts={counts} nowSeconds={now} control={control} />}
      <PrivacyNote />
      <SubmitStatus status={status} multi={multi} eventName={(id) => project.events.find((e) => e._id === id)?.name ?? id} />
      <div className="actions">
        <button type="submit" className="button button-primary submit-button" aria-disabled={sending || undefined}>
          {sending && <span className="button-spinner" aria-hidden="true" />}
          {sending ? <Trans>Sending your registration…</Trans> : <Trans>Register</Trans>}
        </button>
      </div>
    </form>
  );
}

function SubmitStatus({ status, multi, eventName }: { status: Status; multi: boolean; eventName: (id: string) => string }) {
  const { i18n } = useLingui();
  let content = null;
  if (status.kind === 'offline') {
    content = (
      <>
        <strong><Trans>Your registration could not be sent.</Trans></strong>{' '}
        <Trans>You seem to be offline. Your answers are kept: check your internet connection and press Register again.</Trans>
      </>
    );
  } else if (status.kind === 'failed') {
    content = (
      <>
        <strong><Trans>Your registration could not be sent.</Trans></strong>{' '}
        <Trans>Something went wrong on our side. Your answers are kept: please press Register again in a moment.</Trans>
      </>
    );
  } else if (status.kind === 'rejected') {
    content = (
      <>
        <strong><Trans>Your registration could not be sent.</Trans></strong>{' '}
        <Trans>Some answers were not accepted. Please check the marked fields and press Register again.</Trans>
      </>
    );
  } else if (status.kind === 'full') {
    const names = new Intl.ListFormat(INTL_TAG[i18n.locale as Locale] ?? 'en-GB', { type: 'conjunction' }).format(status.events.map(eventName));
    const count = status.events.length;
    content = count ? (
      <>
        <strong><Trans>Could not register for {names}.</Trans></strong>{' '}
        <Plural value={count} one="It is full." other="They are full." />
        {multi && <>{' '}<Trans>Please choose another session.</Trans></>}
      </>
    ) : <strong><Trans>The event is full.</Trans></strong>;
  }
  return (
    <div className={content ? 'form-status form-status-error' : 'form-status'} role="alert">
      {content}
    </div>
  );
}
