/**
 * What only a submit needs, in a chunk of its own that loads once the visitor starts on the form
 * (RegistrationForm.tsx), not with the page: the texts of SubmitStatus.tsx, each shown in the
 * live region SubmitStatus keeps on the page, and the request and next page (domain/formOutcome).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../contract';
import { INTL_TAG } from '../../i18n/activate';
import { LinkMailedNotice } from '../login/LinkMailed';
import type { SubmitState } from './submitState';

export {
  answeredRegistration,
  buildRegistrationRequest,
  registrationRedirect,
  storedAttendance,
} from '../../domain/formOutcome';

interface Props {
  status: SubmitState;
  multi: boolean;
  eventName: (id: string) => string;
}

export default function SubmitMessage(props: Props) {
  if (props.status.kind === 'queued') return <QueuedMessage />;
  if (props.status.kind === 'mailed') return <LinkMailedNotice />;
  return <FailureText {...props} />;
}

/** Also shown on a later visit while the registration still waits. */
export function QueuedMessage() {
  return (
    <>
      <strong>
        <Trans>Your registration could not be sent yet.</Trans>
      </strong>{' '}
      <Trans>
        It is saved on this device and will be sent automatically as soon as there is a connection. You can keep this
        page open or come back later.
      </Trans>
    </>
  );
}

function FailureText({ status, multi, eventName }: Props) {
  const { i18n } = useLingui();
  let content = null;
  if (status.kind === 'offline') {
    content = (
      <>
        <strong>
          <Trans>Your registration could not be sent.</Trans>
        </strong>{' '}
        <Trans>
          You seem to be offline. Your answers are kept: check your internet connection and press Register again.
        </Trans>
      </>
    );
  } else if (status.kind === 'failed') {
    content = (
      <>
        <strong>
          <Trans>Your registration could not be sent.</Trans>
        </strong>{' '}
        <Trans>Something went wrong on our side. Your answers are kept: please press Register again in a moment.</Trans>
      </>
    );
  } else if (status.kind === 'rejected') {
    content = (
      <>
        <strong>
          <Trans>Your registration could not be sent.</Trans>
        </strong>{' '}
        <Trans>Some answers were not accepted. Please check the marked fields and press Register again.</Trans>
      </>
    );
  } else if (status.kind === 'full') {
    const names = new Intl.ListFormat(INTL_TAG[i18n.locale as Locale] ?? 'en-GB', { type: 'conjunction' }).format(
      status.events.map(eventName),
    );
    const count = status.events.length;
    content = count ? (
      <>
        <strong>
          <Trans>Could not register for {names}.</Trans>
        </strong>{' '}
        <Plural value={count} one="It is full." other="They are full." />
        {multi && (
          <>
            {' '}
            <Trans>Please choose another session.</Trans>
          </>
        )}
      </>
    ) : (
      <strong>
        <Trans>The event is full.</Trans>
      </strong>
    );
  }
  return content;
}
