/**
 * What happened to the last submit, under the form. Failures are an alert whose first sentence
 * says the registration could not be sent (DECISIONS.md); a registration kept in the offline
 * outbox is good news, not an error, so it is a polite status instead.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../contract';
import { INTL_TAG } from '../../i18n/activate';
import { LinkMailedNotice } from '../login/LinkMailed';

export type SubmitState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  /** Kept in the outbox: it goes out by itself once there is a connection. */
  | { kind: 'queued' }
  /** No network and the outbox could not keep it (storage blocked): press Register again. */
  | { kind: 'offline' }
  | { kind: 'failed' }
  | { kind: 'rejected' }
  | { kind: 'full'; events: string[] }
  /** A known e-mail of a `magic-link` project: no id in the answer, the link went by mail (issue 27). */
  | { kind: 'mailed' };

export function SubmitStatus({ status, multi, eventName }: { status: SubmitState; multi: boolean; eventName: (id: string) => string }) {
  return (
    <>
      <div className={status.kind === 'queued' ? 'form-status form-status-queued' : 'form-status'} role="status">
        {status.kind === 'queued' && <QueuedMessage />}
      </div>
      {status.kind === 'mailed' && <LinkMailedNotice />}
      <FailureAlert status={status} multi={multi} eventName={eventName} />
    </>
  );
}

/** Also shown on a later visit while the registration still waits. */
export function QueuedMessage() {
  return (
    <>
      <strong><Trans>Your registration could not be sent yet.</Trans></strong>{' '}
      <Trans>It is saved on this device and will be sent automatically as soon as there is a connection. You can keep this page open or come back later.</Trans>
    </>
  );
}

function FailureAlert({ status, multi, eventName }: { status: SubmitState; multi: boolean; eventName: (id: string) => string }) {
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
