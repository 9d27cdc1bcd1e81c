/**
 * Sending the registration form (RegistrationForm.tsx): the status line, the send now or into the
 * offline outbox, the page spec 1 section 4 names after an accepted one, a refusal's reason on the
 * form, and the one send of a registration started from the professional-network sign-in.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import * as v from 'valibot';
import { useLocation, useSearch } from 'wouter';
import { clientTimeZone } from '../../api/client';
import { ApiError } from '../../api/http';
import type { RegistrationField } from '../../contract/project';
import {
  ApiErrorWithEventsSchema,
  isLinkMailed,
  type RegistrationAnswer,
  type RegistrationRequest,
} from '../../contract/registration';
import { attendanceOf, type Attendance } from '../../domain/attendance';
import { encodeFormError } from '../../domain/formErrors';
import {
  type buildRegistrationSchema,
  type FormValues,
  hasOpenAnswer,
  openAnswerKey,
  SELECTED_EVENTS_KEY,
} from '../../domain/formSchema';
import { seedRegistration } from '../../project/projectQueries';
import { useShell } from '../../project/shellContext';
import { sessionStore } from '../../state/browserStorage';
import { SESSION } from '../../state/storageKeys';
import { newOutboxItem, useCommand } from '../../state/useCommand';
import { loadSubmitted, type SubmitState } from './SubmitStatus';

// What a submit needs beyond the form (SubmitMessages.tsx) loads once the visitor starts on it, not with the page.
export const loadTexts = () => void loadSubmitted().catch(() => undefined);

interface SubmitInput {
  form: UseFormReturn<FormValues>;
  fields: readonly RegistrationField[];
  multi: boolean;
  hybrid: boolean;
  /** The form's schema as it is now (the session rounds, the phone rules once a number is typed). */
  schemaNow: (values: FormValues) => Promise<ReturnType<typeof buildRegistrationSchema>>;
  /** The sessions' counts are in: the sign-in's registration may check its values. */
  countsSettled: boolean;
  refreshCounts: () => void;
}

export function useRegistrationSubmit({
  form,
  fields,
  multi,
  hybrid,
  schemaNow,
  countsSettled,
  refreshCounts,
}: SubmitInput) {
  const { project, eventId } = useShell();
  const search = useSearch();
  const [, navigate] = useLocation();
  const { getValues, setError, setFocus } = form;

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

  /**
   * After the server accepted it, now or from the outbox: spec 1 section 4's next page, or, for
   * a known e-mail of a magic-link project (no id in the answer), the message that it was mailed.
   */
  const succeed = useCallback(
    async (result: RegistrationAnswer, requestedOnSite: Attendance) => {
      if (isLinkMailed(result)) {
        setStatus({ kind: 'mailed' });
        return;
      }
      // In since the send (or its queueing) began: a sent registration was built with it.
      const { answeredRegistration, registrationRedirect, storedAttendance } = await loadSubmitted();
      // The next page shows the answer at once; the server's record loads behind it.
      if (sentRequest.current) seedRegistration(answeredRegistration(project._id, sentRequest.current, result));
      const query = new URLSearchParams(search);
      sessionStore.set(SESSION.registrationId, result.registrationID);
      sessionStore.set(SESSION.attendanceType, String(storedAttendance(result, requestedOnSite)));
      // The personal page says "you have a seat" once (a toast, issue 29).
      if (storedAttendance(result, requestedOnSite) === 1) sessionStore.set(SESSION.registeredOnSite, '1');
      const pwaFlag = query.has('pwa') || (hybrid && sessionStore.get(SESSION.pwa) === 'true');
      navigate(
        registrationRedirect({
          eventId,
          result,
          requestedOnSite,
          redirectToPersonalOnDemand: query.get('redirectToPersonalOnDemand') === 'true',
          pwaFlag,
        }),
      );
    },
    [search, hybrid, eventId, navigate, project._id],
  );

  /** A refusal (now, or of a queued registration): the values stay, the reason is shown. */
  const refused = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) {
        console.error('Registration failed', error);
        setStatus({ kind: 'failed' });
      } else if (error.isNetwork) {
        setStatus({ kind: 'offline' });
      } else if (error.kind === 'full') {
        const body = v.safeParse(ApiErrorWithEventsSchema, error.body);
        setStatus({ kind: 'full', events: body.success ? (body.output.cannotRegisterForEvents ?? []) : [] });
        refreshCounts();
      } else if (error.kind === 'invalid' && error.fields.some((name) => order.includes(name))) {
        const names = order.filter((name) => error.fields.includes(name));
        for (const name of names) setError(name, { type: 'server', message: encodeFormError('rejected') });
        setFocus(names[0]);
        setStatus({ kind: 'rejected' });
      } else {
        setStatus({ kind: 'failed' });
      }
    },
    [refreshCounts, order, setError, setFocus],
  );

  // Sent now, or (offline) queued and answered later by this page's replay or the service worker's.
  const outbox = useCommand('registration', {
    onSent: (outcome, item) => void succeed(outcome.answer, attendanceOf(item.call.body.on_site_viewer)),
    onRefused: ({ refusal }) => refused(new ApiError(refusal.status, refusal.message, refusal.fields, refusal.body)),
    outboxOnIntent: true,
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

  return { status, sending: status.kind === 'sending', waiting: outbox.waiting, onSubmit };
}
