/**
 * What happened to the last submit, under the form. Failures are an alert whose first sentence
 * says the registration could not be sent (DECISIONS.md); a registration kept in the offline
 * outbox is good news, not an error, so it is a polite status instead.
 *
 * The live regions are here, in the page's first render (a region added with its text is not
 * announced); their texts (SubmitMessages.tsx) are shown only after a submit, so they load in a
 * chunk of their own once the visitor starts on the form (RegistrationForm.tsx), not with the page.
 */
import { Suspense } from 'react';
import { lazyView } from '../../ui/lazyView';

export type { SubmitState } from './submitState';
import type { SubmitState } from './submitState';

const messages = lazyView(() => import('./SubmitMessages'));
const Message = messages.View;
/** Starts (once) the load of what a submit needs (SubmitMessages.tsx); resolves with it once it is in. */
export const loadSubmitted = messages.load as () => Promise<typeof import('./SubmitMessages')>;

const ALERTS: readonly SubmitState['kind'][] = ['offline', 'failed', 'rejected', 'full'];

export function SubmitStatus({
  status,
  multi,
  eventName,
}: {
  status: SubmitState;
  multi: boolean;
  eventName: (id: string) => string;
}) {
  const alert = ALERTS.includes(status.kind);
  // In by the time a status is set (the form awaits them); the boundary only for texts that could not load.
  const message = (
    <Suspense fallback={null}>
      <Message status={status} multi={multi} eventName={eventName} />
    </Suspense>
  );
  return (
    <>
      <div className={status.kind === 'queued' ? 'form-status form-status-queued' : 'form-status'} role="status">
        {status.kind === 'queued' && message}
      </div>
      {status.kind === 'mailed' && message}
      <div className={alert ? 'form-status form-status-error' : 'form-status'} role="alert">
        {alert && message}
      </div>
    </>
  );
}
