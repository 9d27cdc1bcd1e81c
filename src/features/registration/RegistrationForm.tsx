/**
 * The registration form: the project's fields, the session choice of multi-session projects,
 * the privacy note and the submit button. Validation is one valibot schema (domain/formSchema)
 * through react-hook-form; sending goes through `useCommand` and ends on the page spec 1
 * section 4 names. A failed send keeps every value and says what happened; without a network
 * the registration also goes to the offline outbox and continues by itself once it was sent.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { useLocation, useSearch } from 'wouter';
import { ApiError } from '../../api/http';
import { clientTimeZone } from '../../api/client';
import type { RegistrationAnswer, RegistrationRequest } from '../../contract/registration';
import { useShell } from '../../project/shellContext';
import { attendanceOf, type Attendance } from '../../domain/attendance';
import { defaultSelection, keepOpen, requiredRounds } from '../../domain/breakouts';
import { encodeFormError } from '../../domain/formErrors';
import {
  buildRegistrationSchema,
  hasOpenAnswer,
  initialFormValues,
  openAnswerKey,
  SELECTED_EVENTS_KEY,
  type FormValues,
  type PhoneValue,
} from '../../domain/formSchema';
import { seatsRemaining } from '../../domain/seats';
import { ATTENDANCE_POLL_FIELD_MS, useAttendancePolling } from '../../hooks/useAttendancePolling';
import { useNow } from '../../hooks/useNow';
import { newOutboxItem, useCommand } from '../../state/useCommand';
import { nextPageAfter, refusalStatus } from './submitOutcome';
import { FormField } from './FormField';
import { loadPhoneModule, usePhoneModule } from './phone';
import { clearLinkedinPrefill, peekLinkedinPrefill } from './prefill';
import { PrivacyNote } from './PrivacyNote';
import { prepareSessionChoice, SessionChoice } from './rareParts';
import { loadSubmitted, SubmitStatus, type SubmitState } from './SubmitStatus';
import { useDefaultCountry, useEventCounts } from './useFormData';

// What a submit needs beyond the form (SubmitMessages.tsx) loads once the visitor starts on it, not with the page.
const loadTexts = () => void loadSubmitted().catch(() => undefined);

export function RegistrationForm() {
  const { project, eventId } = useShell();
  const fields = project.registration.fields;
  const multi = project.projectType === 'multiSession';
  const hybrid = project.projectType === 'hybrid';
  const hasMobile = fields.some((f) => f.type === 'mobile');
  const onSiteField = fields.find((f) => f.type === 'on-site-viewer');
  const search = useSearch();
  const [, navigate] = useLocation();
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

  const [status, setStatus] = useState<SubmitState>({ kind: 'idle' });
  const busy = useRef(false);
  /** What the form sent last (now or into the outbox): with the answer, the registration the next page shows. */
  const sentRequest = useRef<RegistrationRequest | null>(null);
  const order = useMemo(
    () => [
      ...fields.flatMap((f) => (hasOpenAnswer(f) ? [f.name, openAnswerKey(f.name)] : [f.name])),
      ...(multi ? [SELECTED_EVENTS_KEY] : []),
    ],
    [fields, multi],
  );

  const focusFirstError = useCallback(
    (errors: FieldErrors<FormValues>) => {
      const first = order.find((name) => errors[name]);
      if (first) setFocus(first);
    },
    [order, setFocus],
  );

  /** After the server accepted it, now or from the outbox: the next page, or the message that the link was mailed. */
  const succeed = useCallback(
    async (answer: RegistrationAnswer, requestedOnSite: Attendance) => {
      const accepted = { projectId: project._id, eventId, hybrid, search, sent: sentRequest.current };
      const next = await nextPageAfter(answer, requestedOnSite, accepted);
      if (next) navigate(next);
      else setStatus({ kind: 'mailed' });
    },
    [search, hybrid, eventId, navigate, project._id],
  );

  /** A refusal (now, or of a queued registration): the values stay, the reason is shown. */
  const refused = useCallback(
    (error: unknown) => {
      const { status, rejected } = refusalStatus(error, order);
      for (const name of rejected) setError(name, { type: 'server', message: encodeFormError('rejected') });
      if (rejected.length) setFocus(rejected[0]!);
      if (status.kind === 'full') refreshCounts();
      setStatus(status);
    },
    [refreshCounts, order, setError, setFocus],
  );

  // Sent now, or (offline) queued and answered later by this page's replay or the service worker's.
  const outbox = useCommand('registration', {
    onSent: (outcome, item) => void succeed(outcome.answer, attendanceOf(item.call.body.on_site_viewer)),
    onRefused: ({ refusal }) => refused(new ApiError(refusal.status, refusal.message, refusal.fields, refusal.body)),
  });

  const send = useCallback(
    async (output: FormValues) => {
      setStatus({ kind: 'sending' });
      const query = new URLSearchParams(search);
      let submitted: Awaited<ReturnType<typeof loadSubmitted>>;
      try {
        submitted = await loadSubmitted();
      } catch {
        // Offline before the chunk came (or was cached): as any send without a network, press Register again.
        setStatus({ kind: 'offline' });
        return;
      }
      const request = submitted.buildRegistrationRequest(output, fields, {
        eventId,
        timeZone: clientTimeZone(),
        ref: query.get('ref'),
      });
      // The key goes with the first try too: if that one did reach the server and only the answer
      // was lost, the queued repeat is answered from the server's record, not registered twice.
      sentRequest.current = request;
      const result = await outbox.send(newOutboxItem({ kind: 'registration', body: request }, request.event_id));
      if (result.status === 'sent') await succeed(result.answer, attendanceOf(request.on_site_viewer));
      else if (result.status === 'queued') setStatus({ kind: 'queued' });
      else if (result.status === 'unkept') setStatus({ kind: 'offline' });
      else refused(result.error);
    },
    [search, fields, eventId, succeed, refused, outbox],
  );

  const submit = useCallback(async () => {
    // A second submit while one is under way, or while one waits in the outbox, is ignored.
    if (busy.current || outbox.waiting) return;
    busy.current = true;
    loadTexts();
    try {
      await form.handleSubmit(send, (errors) => {
        setStatus({ kind: 'idle' });
        focusFirstError(errors);
      })();
    } finally {
      busy.current = false;
    }
  }, [form, send, focusFirstError, outbox.waiting]);

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
    const values = getValues();
    void schemaNow(values).then((schema) => {
      if (v.safeParse(schema, values).success) void submit();
    });
  }, [linkedin, countsSettled, schemaNow, getValues, submit]);

  const sending = status.kind === 'sending';
  const waiting = outbox.waiting;
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
